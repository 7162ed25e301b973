import { type api, formatClock, formatMoney, usePublicState, useTranslation } from '@suite/shared';
import { REWARDS_NS } from '../i18n';

/** Claimed and expired rewards, newest first, each with its state. */
export function RewardHistory({ rewards }: { rewards: api.MemberReward[] }) {
  const { t, i18n } = useTranslation(REWARDS_NS);
  const { currencySymbol } = usePublicState();
  if (rewards.length === 0) return <p className="mem-rw-muted">{t('history.empty')}</p>;
  return (
    <ul className="mem-rw-history" aria-label={t('history.label')}>
      {rewards.map((reward) => {
        const when = reward.state === 'claimed' ? reward.claimedAt : reward.expiresAt;
        return (
          <li key={reward.rewardId} className="mem-rw-history__row">
            <span className="mem-rw-history__title">{reward.title}</span>
            <span className="mem-rw-muted">{t(`source.${reward.source}`)}</span>
            <span className="mem-rw-num">{formatMoney(reward.amount, { symbol: currencySymbol, locale: i18n.language })}</span>
            <span className={`mem-rw-state mem-rw-state--${reward.state}`}>{t(`state.${reward.state}`)}</span>
            {when && (
              <time className="mem-rw-muted" dateTime={when}>
                {t(reward.state === 'claimed' ? 'history.claimedAt' : 'history.expiredAt', { date: formatClock(when) })}
              </time>
            )}
          </li>
        );
      })}
    </ul>
  );
}
