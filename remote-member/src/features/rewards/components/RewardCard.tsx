import { type api, buttonClassName, formatClock, formatMoney, usePublicState, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { REWARDS_NS } from '../i18n';

interface RewardCardProps {
  reward: api.MemberReward;
  claiming: boolean;
  onClaim: () => void;
}

/** '2.50' -> '2,5' in Spanish, '2.5' in English (a factor, not money). */
function multiplierText(multiplier: string, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(multiplier));
}

/** A reward waiting to be claimed: what, from where, how much, until when, the wagering it asks. */
export function RewardCard({ reward, claiming, onClaim }: RewardCardProps) {
  const { t, i18n } = useTranslation(REWARDS_NS);
  const { currencySymbol } = usePublicState();
  const titleId = useId();
  const money = (amount: string) => formatMoney(amount, { symbol: currencySymbol, locale: i18n.language });
  return (
    <li className="mem-rw-card" aria-labelledby={titleId}>
      <div className="mem-rw-card__head">
        <h3 id={titleId} className="mem-rw-card__title">
          {reward.title}
        </h3>
        <span className="mem-rw-tag">{t(`source.${reward.source}`)}</span>
      </div>
      <p className="mem-rw-card__amount">
        <span className="mem-rw-sr-only">{t('card.amount')}: </span>
        {money(reward.amount)}
      </p>
      <p className="mem-rw-muted">
        {reward.expiresAt ? (
          <time dateTime={reward.expiresAt}>{t('card.expires', { date: formatClock(reward.expiresAt) })}</time>
        ) : (
          t('card.noExpiry')
        )}
      </p>
      <p className="mem-rw-muted">
        {reward.turnoverRequired && reward.turnoverMultiplier
          ? t('card.turnover', { required: money(reward.turnoverRequired), multiplier: multiplierText(reward.turnoverMultiplier, i18n.language) })
          : t('card.noTurnover')}
      </p>
      <button type="button" className={buttonClassName({}, 'mem-rw-card__claim')} onClick={onClaim} disabled={claiming} aria-busy={claiming || undefined}>
        {claiming ? t('card.claiming') : t('card.claim')}
        <span className="mem-rw-sr-only"> {reward.title}</span>
      </button>
    </li>
  );
}
