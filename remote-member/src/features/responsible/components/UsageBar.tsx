import { formatMoney, toMinorUnits, useTranslation, type api } from '@suite/shared';
import { RESPONSIBLE_NS } from '../i18n';

/** Money as a number for the progress bar's values (screen readers get the exact text too). */
const asNumber = (cents: bigint) => Number(cents) / 100;

/**
 * How much of a limit the window has used: a progress bar whose values and text say the amounts
 * (WAI-ARIA progressbar). Nothing when there is no limit.
 */
export function UsageBar({ limit, windowLabel }: { limit: api.GamblingLimit; windowLabel: string }) {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const max = toMinorUnits(limit.amount);
  if (limit.amount === null || max === null) return null;
  const used = toMinorUnits(limit.used) ?? 0n;
  const shown = used > max ? max : used < 0n ? 0n : used;
  const percent = max > 0n ? Number((shown * 10_000n) / max) / 100 : 100;
  return (
    <div
      className="mem-rsp-usage"
      role="progressbar"
      aria-label={t('limits.usage', { window: windowLabel })}
      aria-valuemin={0}
      aria-valuemax={asNumber(max)}
      aria-valuenow={asNumber(shown)}
      aria-valuetext={t('limits.usageText', { used: formatMoney(limit.used), limit: formatMoney(limit.amount), remaining: formatMoney(limit.remaining ?? '0.00') })}
    >
      <span className={`mem-rsp-usage__fill${percent >= 100 ? ' mem-rsp-usage__fill--full' : ''}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
