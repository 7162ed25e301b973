import { toMinorUnits, useTranslation, type api } from '@suite/shared';
import { useFormatMoney } from '../hooks/use-format-money';
import { CASHIER_NS } from '../i18n';
import { LockedPanel } from './LockedPanel';
import { SummaryList } from './SummaryList';

/** Withdrawal blocked by a bonus's wagering requirement: which bonus, how far along, what is left. */
export function TurnoverBlockPanel({ block, balance }: { block: api.TurnoverBlock; balance: api.Money }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const required = toMinorUnits(block.required) ?? 0n;
  const done = toMinorUnits(block.done) ?? 0n;
  // Whole percent for the bar only; the amounts themselves are shown exactly.
  const percent = required > 0n ? Number((done >= required ? required : done) * 100n / required) : 100;
  return (
    <LockedPanel title={t('withdraw.turnover.title')}>
      <p>{t('withdraw.turnover.why', { bonus: block.bonusName, remaining: money(block.remaining) })}</p>
      <SummaryList
        rows={[
          { label: t('withdraw.turnover.bonus'), value: block.bonusName },
          { label: t('withdraw.turnover.required'), value: money(block.required) },
          { label: t('withdraw.turnover.done'), value: money(block.done) },
          { label: t('withdraw.turnover.remaining'), value: money(block.remaining) },
          { label: t('withdraw.balance'), value: money(balance) },
        ]}
      />
      <progress className="mem-cashier-progress" max={100} value={percent} aria-label={t('withdraw.turnover.progress', { percent })} />
    </LockedPanel>
  );
}
