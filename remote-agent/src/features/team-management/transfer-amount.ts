import { fromMinorUnits, toMinorUnits, type api } from '@suite/shared';

/** What the amount field accepts (the API's amount rule): up to 12 integer digits and 2 decimals. */
const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

export type AmountError = 'required' | 'format' | 'belowMin' | 'aboveBalance';
export type AmountCheck = { ok: true; money: api.Money } | { ok: false; error: AmountError };

/**
 * A typed amount against the transfer's limits, in exact cents: at least `min` (never below 0.01) and
 * at most `balance`. The text is never rounded or cut: '10.999' is refused, not sent as 11.00.
 */
export function checkTransferAmount(text: string, { min, balance }: { min: api.Money; balance: api.Money }): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!AMOUNT_PATTERN.test(trimmed)) return { ok: false, error: 'format' };
  const cents = toMinorUnits(trimmed) ?? 0n;
  const minCents = toMinorUnits(min) ?? 1n;
  if (cents < (minCents > 1n ? minCents : 1n)) return { ok: false, error: 'belowMin' };
  if (cents > (toMinorUnits(balance) ?? 0n)) return { ok: false, error: 'aboveBalance' };
  return { ok: true, money: fromMinorUnits(cents)! };
}

/** true when the balance cannot cover the smallest transfer. */
export function belowMinimum({ min, balance }: { min: api.Money; balance: api.Money }): boolean {
  return (toMinorUnits(balance) ?? 0n) < (toMinorUnits(min) ?? 0n);
}
