/**
 * Money in integer cents (BigInt) for the game engine's arithmetic; strings with two decimals on the
 * wire and NUMERIC(18,2) in the database. Never a float.
 */
import type { Money } from '@suite/shared/contract';

const AMOUNT = /^(0|[1-9][0-9]{0,15})(?:\.([0-9]{1,2}))?$/;

/** '12.5' -> 1250n; throws on anything that is not a non-negative amount with at most two decimals. */
export function toCents(amount: string): bigint {
  const match = AMOUNT.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 1250n -> '12.50'. */
export function fromCents(cents: bigint): Money {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
