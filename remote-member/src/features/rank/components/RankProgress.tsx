import { formatMoney, useTranslation, type api } from '@suite/shared';
import { RANK_NS } from '../i18n';

/** The way to the next rank as a progress bar and the turnover still needed; the top rank says so. */
export function RankProgress({ rank }: { rank: api.PlayerRank }) {
  const { t } = useTranslation(RANK_NS);
  const { next, progressPercent } = rank;
  if (!next) return <p className="mem-rank-top">{t('progress.top')}</p>;
  return (
    <div className="mem-rank-progress">
      <div
        className="mem-rank-progress__bar"
        role="progressbar"
        aria-label={t('progress.label', { name: next.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progressPercent}
        aria-valuetext={t('progress.valueText', { percent: progressPercent, name: next.name })}
      >
        <span className="mem-rank-progress__fill" style={{ width: `${progressPercent}%` }} />
      </div>
      <p className="mem-rank-progress__text">
        <span className="mem-rank-progress__percent">{progressPercent} %</span>{' '}
        {t('progress.remaining', { amount: formatMoney(next.remaining), name: next.name })}
      </p>
    </div>
  );
}
