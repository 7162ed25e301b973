import { api, toMinorUnits } from '@suite/shared';

/** Digits and at most 2 decimals, a point for decimals (as the cashier's amount fields). */
const LIMIT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

export type LimitAmountError = 'required' | 'format' | 'zero' | 'aboveMax' | 'operatorRaise';
export type LimitAmountCheck = { ok: true; money: api.Money } | { ok: false; error: LimitAmountError; max?: api.Money };

/** Cents as the API's Money string: 50050n -> '500.50'. */
function centsToMoney(cents: bigint): api.Money {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/**
 * A typed limit as string money, checked before it is sent: above 0, at most LIMIT_MAX_AMOUNT, never
 * rounded or cut; an operator's limit may only go down (`operatorLimit`: the limit in force it set).
 */
export function checkLimitAmount(text: string, operatorLimit: api.Money | null = null): LimitAmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!LIMIT_PATTERN.test(trimmed)) return { ok: false, error: 'format' };
  const cents = toMinorUnits(trimmed);
  if (cents === null) return { ok: false, error: 'format' };
  if (cents <= 0n) return { ok: false, error: 'zero' };
  const max = toMinorUnits(api.LIMIT_MAX_AMOUNT) ?? 0n;
  if (cents > max) return { ok: false, error: 'aboveMax', max: api.LIMIT_MAX_AMOUNT };
  const operatorCents = toMinorUnits(operatorLimit);
  if (operatorCents !== null && cents > operatorCents) return { ok: false, error: 'operatorRaise', max: centsToMoney(operatorCents) };
  return { ok: true, money: centsToMoney(cents) };
}
