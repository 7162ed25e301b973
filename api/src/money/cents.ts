/**
 * Money in integer cents (BigInt) for arithmetic; strings with two decimals on the wire and
 * NUMERIC(18,2) in the database. Never a float.
 */
import type { Money } from '@suite/shared/contract';

const AMOUNT = /^(0|[1-9][0-9]{0,15})(?:\.([0-9]{1,2}))?$/;
const SIGNED = /^(-?)([0-9]{1,16})(?:\.([0-9]{1,2}))?$/;

/** '12.5' -> 1250n; throws on anything that is not a non-negative amount with at most two decimals. */
export function toCents(amount: string): bigint {
  const match = AMOUNT.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** '-12.5' -> -1250n; NUMERIC as the database prints it (sign, digits, up to two decimals). */
export function toSignedCents(amount: string): bigint {
  const match = SIGNED.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  const cents = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** 1250n -> '12.50'. */
export function fromCents(cents: bigint): Money {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** '-12.50' for a debit of '12.50'. */
export function negate(amount: Money): Money {
  return fromCents(-toSignedCents(amount));
}
