import { formatMoney, useTranslation, type api } from '@suite/shared';
import { RANK_NS } from '../i18n';

interface BarProps {
  label: string;
  percent: number;
  valueText: string;
  text: string;
}

function ProgressBar({ label, percent, valueText, text }: BarProps) {
  return (
    <div className="mem-rank-progress">
      <div
        className="mem-rank-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <span className="mem-rank-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="mem-rank-progress__text">
        <span className="mem-rank-progress__percent">{percent} %</span> {text}
      </p>
    </div>
  );
}

/**
 * The way to the next rank this period: one bar for the valid bets and, when the next rank asks for
 * deposits, one for them, each with what is still needed; the upgrade bonus waiting there. The top
 * rank says so.
 */
export function RankProgress({ rank }: { rank: api.PlayerRank }) {
  const { t } = useTranslation(RANK_NS);
  const { next, progressPercent, depositProgressPercent } = rank;
  if (!next) return <p className="mem-rank-top">{t('progress.top')}</p>;
  const name = next.name;
  const asksDeposits = Number(next.depositRequired) > 0;
  return (
    <div className="mem-rank-bars">
      <ProgressBar
        label={t('progress.label', { name })}
        percent={progressPercent}
        valueText={t('progress.valueText', { percent: progressPercent, name })}
        text={progressPercent >= 100 ? t('progress.turnoverDone', { name }) : t('progress.remaining', { amount: formatMoney(next.remaining), name })}
      />
      {asksDeposits && (
        <ProgressBar
          label={t('progress.depositLabel', { name })}
          percent={depositProgressPercent}
          valueText={t('progress.valueText', { percent: depositProgressPercent, name })}
          text={
            depositProgressPercent >= 100 ? t('progress.depositDone', { name }) : t('progress.depositRemaining', { amount: formatMoney(next.depositRemaining), name })
          }
        />
      )}
      {Number(next.upgradeBonus) > 0 && <p className="mem-rank-muted">{t('progress.bonus', { name, amount: formatMoney(next.upgradeBonus) })}</p>}
    </div>
  );
}
