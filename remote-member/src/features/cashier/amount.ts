import { toMinorUnits, type api } from '@suite/shared';

/** What an amount field accepts (the API's AMOUNT_PATTERN): up to 12 integer digits, up to 2 decimals. */
export const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

export type AmountError = 'required' | 'format' | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface AmountLimits {
  /** Lowest amount allowed; never below 0.01 whatever is given. */
  min?: api.Money | null;
  max?: api.Money | null;
  /** What the player holds: a separate message from the channel's maximum. */
  balance?: api.Money | null;
}

export type AmountCheck = { ok: true; cents: bigint; money: api.Money } | { ok: false; error: AmountError };

const ONE_CENT = 1n;

/** Cents of a typed amount, or null when it is not a valid amount (never cut to fit). */
export function parseAmount(text: string): bigint | null {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  return toMinorUnits(trimmed);
}

/** Cents as the API's Money string: 12345n -> '123.45'. */
export function centsToMoney(cents: bigint): api.Money {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${absolute / 100n}.${fraction}`;
}

/** Checks a typed amount against its limits, comparing exact cents. */
export function checkAmount(text: string, { min, max, balance }: AmountLimits = {}): AmountCheck {
  if (text.trim() === '') return { ok: false, error: 'required' };
  const cents = parseAmount(text);
  if (cents === null) return { ok: false, error: 'format' };
  const minCents = maxOf(ONE_CENT, toMinorUnits(min));
  if (cents < minCents) return { ok: false, error: 'belowMin' };
  const maxCents = toMinorUnits(max);
  if (maxCents !== null && cents > maxCents) return { ok: false, error: 'aboveMax' };
  const balanceCents = toMinorUnits(balance);
  if (balanceCents !== null && cents > balanceCents) return { ok: false, error: 'aboveBalance' };
  return { ok: true, cents, money: centsToMoney(cents) };
}

/**
 * A deposit channel's fee: amount x feePercent / 100 rounded half-up to the cent, plus the fixed
 * part. feePercent is Money too ('1.50' is 1.5 %), so its cents are hundredths of a percent.
 */
export function depositFee(amountCents: bigint, feePercent: api.Money, feeFixed: api.Money): bigint {
  const percentHundredths = toMinorUnits(feePercent) ?? 0n;
  const proportional = (amountCents * percentHundredths + 5_000n) / 10_000n;
  return proportional + (toMinorUnits(feeFixed) ?? 0n);
}

/** The smaller of two amounts (null: no limit). */
export function minMoney(a: api.Money | null | undefined, b: api.Money | null | undefined): api.Money | null {
  const left = toMinorUnits(a);
  const right = toMinorUnits(b);
  if (left === null) return right === null ? null : centsToMoney(right);
  if (right === null) return centsToMoney(left);
  return centsToMoney(left < right ? left : right);
}

/** True when the amount is above zero. */
export function isPositive(amount: api.Money | null | undefined): boolean {
  return (toMinorUnits(amount) ?? 0n) > 0n;
}

function maxOf(floor: bigint, value: bigint | null): bigint {
  return value === null || value < floor ? floor : value;
}
