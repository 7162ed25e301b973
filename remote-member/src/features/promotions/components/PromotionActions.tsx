import {
  api,
  ApiError,
  buttonClassName,
  callApi,
  formatMoney,
  Link,
  newIdempotencyKey,
  refreshBalance,
  refreshPublicState,
  toSiteTime,
  usePublicState,
  useSession,
  useTranslation,
} from '@suite/shared';
import { useRef, useState } from 'react';
import { PROMOTIONS_NS } from '../i18n';
import { ApplicationForm } from './ApplicationForm';
import { StatusBadge } from './StatusBadge';

const REWARD_CENTRE_PATH = '/member/rewardCenter';

interface ActionProps {
  detail: api.PromotionDetail;
  /** Reads the promotion again (the member's standing changed). */
  onChanged: () => void;
}

/** The member's application and what it became: its translated state, the reason of a rejection, the way to the bonus. */
function ApplicationState({ application }: { application: api.ActivityApplication }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const sent = toSiteTime(application.createdAt)?.format('YYYY/MM/DD HH:mm');
  return (
    <section className="mem-pr-application" aria-label={t('apply.stateTitle')}>
      <h2 className="mem-pr-section__title">{t('apply.stateTitle')}</h2>
      <p className="mem-pr-application__status">
        <span className="mem-pr-sr-only">{t('apply.stateLine', { status: t(`status.${application.status}`) })}</span>
        <span aria-hidden="true">{t('detail.status')}: </span>
        <StatusBadge status={application.status} />
      </p>
      {sent ? <p className="mem-pr-hint">{t('apply.sentAt', { date: sent })}</p> : null}
      <p className="mem-pr-application__comment">{application.comment}</p>
      {application.rejectReason ? <p className="mem-pr-error">{t('apply.reason', { reason: application.rejectReason })}</p> : null}
      {application.status === 'issued' ? (
        <p>
          {t('apply.issuedHint')}{' '}
          <Link to={REWARD_CENTRE_PATH} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('apply.toRewards')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function JoinAction({ detail, onChanged }: ActionProps) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  if (detail.memberStatus === 'joined' && !message) return <p className="mem-pr-done">{t('join.joined')}</p>;
  const join = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await callApi(api.joinPromotion, { promotionId: detail.id });
      setMessage({ text: t('join.done', { title: detail.title }), failed: false });
      onChanged();
    } catch (caught) {
      setMessage({ text: `${t('join.failed')} ${caught instanceof ApiError ? caught.message : ''}`.trim(), failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mem-pr-action">
      {detail.memberStatus !== 'joined' && (
        <button type="button" className={buttonClassName()} onClick={() => void join()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('join.busy') : t('join.button')}
        </button>
      )}
      <p role={message?.failed ? 'alert' : 'status'} className={message?.failed ? 'mem-pr-error' : 'mem-pr-done'}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

/** The answer never arrived or is not final: the prize may have been paid, so the retry keeps the key. */
const outcomeUnknown = (error: ApiError) =>
  error.kind === 'network' || error.kind === 'timeout' || error.kind === 'inFlight' || error.kind === 'unknown' || (error.kind === 'server' && (error.status ?? 500) >= 500);

function ClaimAction({ detail, onChanged }: ActionProps) {
  const { t, i18n } = useTranslation(PROMOTIONS_NS);
  const { currencySymbol } = usePublicState();
  const key = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  if (detail.memberStatus === 'claimed' && !message) return <p className="mem-pr-done">{t('claim.claimed')}</p>;
  const claim = async () => {
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setMessage(null);
    try {
      const prize = await callApi(api.claimRafflePromotion, { promotionId: detail.id }, { idempotencyKey: key.current });
      key.current = null;
      const amount = formatMoney(prize.amount, { symbol: currencySymbol, locale: i18n.language });
      setMessage({ text: t('claim.done', { prize: prize.prizeName, amount }), failed: false });
      void refreshBalance();
      void refreshPublicState();
      onChanged();
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught });
      const unknown = outcomeUnknown(error);
      if (!unknown) key.current = null;
      setMessage({ text: `${t('claim.failed')} ${unknown ? t('claim.unknown') : error.message}`, failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mem-pr-action">
      {detail.memberStatus !== 'claimed' && (
        <button type="button" className={buttonClassName()} onClick={() => void claim()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('claim.busy') : t('claim.button')}
        </button>
      )}
      <p role={message?.failed ? 'alert' : 'status'} className={message?.failed ? 'mem-pr-error' : 'mem-pr-done'}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

function ApplyAction({ detail, onChanged }: ActionProps) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [sent, setSent] = useState(false);
  const application = detail.application;
  const canApply = detail.periodStatus === 'process' && (!application || application.status === 'rejected');
  return (
    <div className="mem-pr-action">
      <p role="status" className="mem-pr-done">
        {sent ? t('apply.sent') : ''}
      </p>
      {application ? <ApplicationState application={application} /> : null}
      {application?.status === 'rejected' && canApply ? <p className="mem-pr-hint">{t('apply.again')}</p> : null}
      {canApply ? (
        <ApplicationForm
          promotionId={detail.id}
          onApplied={() => {
            setSent(true);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

/** The one action a promotion takes (join, apply or claim), or why it cannot be taken now. */
export function PromotionActions({ detail, onChanged }: ActionProps) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const session = useSession();
  if (detail.action === 'none') return null;
  if (!session) {
    return (
      <div className="mem-pr-action">
        <p>{t('detail.loginToTakePart')}</p>
        <Link to="/login" className={buttonClassName()}>
          {t('detail.login')}
        </Link>
      </div>
    );
  }
  if (detail.action === 'apply') {
    if (detail.periodStatus !== 'process' && !detail.application) return <p className="mem-pr-hint">{t('detail.notOpen')}</p>;
    return <ApplyAction detail={detail} onChanged={onChanged} />;
  }
  if (detail.periodStatus !== 'process' && detail.memberStatus === null) return <p className="mem-pr-hint">{t('detail.notOpen')}</p>;
  return detail.action === 'join' ? <JoinAction detail={detail} onChanged={onChanged} /> : <ClaimAction detail={detail} onChanged={onChanged} />;
}
