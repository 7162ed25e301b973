import { api, EmptyState, emptyStateButtonClass, formatMoney, LoadError, useApi, useTranslation } from '@suite/shared';
import { useId, useRef, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { useCopy } from '../hooks/use-copy';
import { REFERRAL_NS, registerReferralTranslations } from '../i18n';
import { inviteLink } from '../invite-link';
import { FriendList } from './FriendList';
import { InviteLink } from './InviteLink';
import '../referral.css';

registerReferralTranslations();

const PAGE_SIZE = 10;

/**
 * Invite friends (referral): the member's invite link with Copy and a QR code, how many friends
 * registered and made a first deposit, the operator's reward rule, and the friends, ten a page.
 */
export default function ReferralPage() {
  const { t } = useTranslation(REFERRAL_NS);
  const id = useId();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApi(api.referralSummary, { pageNo: page, pageSize: PAGE_SIZE });
  const field = useRef<HTMLInputElement>(null);
  const link = data ? inviteLink(data.invitePath) : '';
  const { state: copyState, copy } = useCopy(link, field);

  if (error && !data) return <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />;
  if (!data) return <PageSkeleton rows={6} />;

  const counts: [string, number][] = [
    [t('counts.registered'), data.registeredCount],
    [t('counts.deposited'), data.depositedCount],
    [t('counts.qualified'), data.qualifiedCount],
  ];
  return (
    <div className="mem-ref">
      <InviteLink link={link} code={data.referralCode} field={field} copyState={copyState} onCopy={() => void copy()} />

      <section className="mem-ref-panel" aria-labelledby={`${id}-rule`}>
        <h2 id={`${id}-rule`} className="mem-ref-title">
          {t('rule.title')}
        </h2>
        <p>{t('rule.text', { reward: formatMoney(data.rule.rewardAmount), min: formatMoney(data.rule.minFirstDeposit) })}</p>
        <dl className="mem-ref-counts" aria-label={t('counts.label')}>
          {counts.map(([label, value]) => (
            <div key={label} className="mem-ref-count">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mem-ref-panel" aria-labelledby={`${id}-friends`}>
        <h2 id={`${id}-friends`} className="mem-ref-title">
          {t('list.title')}
        </h2>
        {error ? (
          <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
        ) : loading ? (
          <PageSkeleton rows={3} />
        ) : data.friends.list.length === 0 ? (
          <EmptyState
            title={t('empty.title')}
            hint={t('empty.hint')}
            action={
              <button type="button" className={emptyStateButtonClass} onClick={() => void copy()}>
                {t('empty.action')}
              </button>
            }
          />
        ) : (
          <FriendList friends={data.friends.list} />
        )}
        {data.friends.totalPages > 1 && (
          <Pager page={page} totalPages={data.friends.totalPages} onPage={setPage} label={t('pager.label')} className="mem-ref-pager" />
        )}
      </section>
    </div>
  );
}
