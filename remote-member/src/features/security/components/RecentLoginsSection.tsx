import { api, buttonClassName, LoadError, showDialog, siteTimeZone, toast, toSiteTime, useApi, useTranslation } from '@suite/shared';
import { useEffect, useRef } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { useAction } from '../hooks/use-action';
import { SECURITY_NS } from '../i18n';
import { ActionError } from './FormNotices';

/** Date and time in the operator's time zone and the player's language ('20 nov 2026, 10:00' / '20 Nov 2026, 10:00'). */
function formatWhen(iso: string, language: string): string {
  const when = toSiteTime(iso);
  if (!when) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone() }).format(when.toDate());
}

/**
 * The member's last 20 logins (time, IP, device, this device marked, active or ended) and "Log out
 * other sessions" behind a confirmation, with the number of sessions ended as the result.
 */
export function RecentLoginsSection({ reloadKey }: { reloadKey: number }) {
  const { t, i18n } = useTranslation(SECURITY_NS);
  const { data, error, loading, reload } = useApi(api.recentLogins, undefined);
  const logout = useAction(api.logoutOtherSessions);
  const shownKey = useRef(reloadKey);
  useEffect(() => {
    // Something ended sessions elsewhere on the page (a password change): show the list as it is now.
    if (shownKey.current === reloadKey) return;
    shownKey.current = reloadKey;
    reload();
  }, [reloadKey, reload]);

  const sessions = data?.sessions ?? [];

  const logoutOthers = async () => {
    const confirmed = await showDialog({
      title: { key: 'logins.confirmTitle', ns: SECURITY_NS },
      message: { key: 'logins.confirmMessage', ns: SECURITY_NS },
      confirmLabel: { key: 'logins.confirm', ns: SECURITY_NS },
      cancelLabel: { key: 'logins.cancel', ns: SECURITY_NS },
      withCancel: true,
    });
    if (!confirmed) return;
    const outcome = await logout.run(undefined);
    if (!outcome.ok) return;
    toast.success(outcome.value.revoked > 0 ? t('logins.done', { count: outcome.value.revoked }) : t('logins.noneToEnd'));
    reload();
  };

  return (
    <section className="mem-sec-panel" aria-labelledby="mem-sec-logins-title">
      <h2 id="mem-sec-logins-title" className="mem-sec-panel__title">
        {t('logins.title')}
      </h2>
      <ActionError error={logout.error} />
      {error ? (
        <LoadError title={t('logins.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : loading && !data ? (
        <PageSkeleton rows={3} />
      ) : sessions.length === 0 ? (
        <p className="mem-sec-muted">{t('logins.empty')}</p>
      ) : (
        <div className="mem-sec-table-wrap">
          <table className="mem-sec-table">
            <caption className="mem-sec-sr-only">{t('logins.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('logins.time')}</th>
                <th scope="col">{t('logins.device')}</th>
                <th scope="col">{t('logins.ip')}</th>
                <th scope="col">{t('logins.lastSeen')}</th>
                <th scope="col">{t('logins.state')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session, index) => (
                <tr key={`${session.createdAt}-${index}`} className={session.current ? 'mem-sec-table__current' : undefined}>
                  <td data-label={t('logins.time')}>
                    <time dateTime={session.createdAt}>{formatWhen(session.createdAt, i18n.language)}</time>
                  </td>
                  <td data-label={t('logins.device')}>
                    <span>
                      {session.device ?? t('logins.unknownDevice')}
                      {session.current && <span className="mem-sec-badge mem-sec-badge--ok">{t('logins.thisDevice')}</span>}
                    </span>
                  </td>
                  <td data-label={t('logins.ip')} className="mem-sec-mono">
                    {session.ip ?? '—'}
                  </td>
                  <td data-label={t('logins.lastSeen')}>
                    <time dateTime={session.lastSeenAt}>{formatWhen(session.lastSeenAt, i18n.language)}</time>
                  </td>
                  <td data-label={t('logins.state')}>{session.active ? t('logins.active') : t('logins.ended')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && !error && (
        <div className="mem-sec-actions">
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => void logoutOthers()}
            disabled={logout.pending}
            aria-busy={logout.pending || undefined}
          >
            {logout.pending ? t('logins.loggingOut') : t('logins.logoutOthers')}
          </button>
        </div>
      )}
    </section>
  );
}
