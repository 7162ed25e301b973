import { dayjs, formatMoney, useTranslation, type api } from '@suite/shared';
import { useId } from 'react';
import { RANK_NS } from '../i18n';
import { RankProgress } from './RankProgress';

/** 'YYYY-MM-DD' days of the API's period as the site writes dates; the end is exclusive. */
function periodDays(period: api.VipPeriod): { from: string; to: string } | null {
  if (!period.end) return null;
  return { from: dayjs.utc(period.start).format('YYYY/MM/DD'), to: dayjs.utc(period.end).subtract(1, 'day').format('YYYY/MM/DD') };
}

/** The member's rank as a badge, the period's valid bets and deposits, and the way to the next rank. */
export function RankSummary({ rank }: { rank: api.PlayerRank }) {
  const { t } = useTranslation(RANK_NS);
  const id = useId();
  const current = rank.ranks.find((item) => item.level === rank.level);
  const days = periodDays(rank.period);
  return (
    <section className="mem-rank-panel" aria-labelledby={`${id}-current`}>
      <h2 id={`${id}-current`} className="mem-rank-title">
        {t('current.label')}
      </h2>
      <div className="mem-rank-summary">
        <p className="mem-rank-badge">
          <span className="mem-rank-badge__level">VIP {rank.level}</span>
          <span className="mem-rank-badge__name">{rank.name}</span>
        </p>
        <dl className="mem-rank-facts">
          <div>
            <dt>{t('current.turnover')}</dt>
            <dd className="mem-rank-num">{formatMoney(rank.turnover)}</dd>
          </div>
          <div>
            <dt>{t('current.deposits')}</dt>
            <dd className="mem-rank-num">{formatMoney(rank.deposits)}</dd>
          </div>
        </dl>
      </div>
      <p className="mem-rank-muted">{days ? t('current.period', days) : t('current.periodLifetime')}</p>
      {current?.vipService && <p>{t('current.vipService')}</p>}
      <RankProgress rank={rank} />
    </section>
  );
}
