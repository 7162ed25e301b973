import { toMinorUnits, useTranslation, type api } from '@suite/shared';
import { useFormatMoney } from '../hooks/use-format-money';
import { BONUS_NS } from '../i18n';

/** Whole percent of the turnover done (capped at 100); the amounts themselves are shown exactly. */
export function turnoverPercent(done: api.Money, required: api.Money): number {
  const need = toMinorUnits(required) ?? 0n;
  const have = toMinorUnits(done) ?? 0n;
  if (need <= 0n) return 100;
  return Number(((have >= need ? need : have) * 100n) / need);
}

/** The bonus's turnover as a bar, named and valued for assistive technology. */
export function TurnoverProgress({ bonus }: { bonus: api.BonusDetail }) {
  const { t } = useTranslation(BONUS_NS);
  const money = useFormatMoney();
  const percent = bonus.state === 'completed' ? 100 : turnoverPercent(bonus.turnoverDone, bonus.turnoverRequired);
  return (
    <div
      className="mem-bonus-progress"
      role="progressbar"
      aria-label={t('list.progress', { name: bonus.name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('list.progressText', { done: money(bonus.turnoverDone), required: money(bonus.turnoverRequired), percent })}
    >
      <span className="mem-bonus-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
