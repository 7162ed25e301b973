import { toSiteTime, useTranslation } from '@suite/shared';
import { PROMOTIONS_NS } from '../i18n';

const day = (value: string | null) => (value ? (toSiteTime(value)?.format('YYYY/MM/DD') ?? null) : null);

/** A promotion's period in the operator's time zone: from – to, from, until, or no end. */
export function PromotionPeriod({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const from = day(startsAt);
  const to = day(endsAt);
  const text = from && to ? t('period.range', { from, to }) : from ? t('period.from', { from }) : to ? t('period.until', { to }) : t('period.always');
  return (
    <p className="mem-pr-period">
      <span className="mem-pr-sr-only">{t('period.label')}: </span>
      {text}
    </p>
  );
}
