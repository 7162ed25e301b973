/**
 * The rebate, computed without a database: valid bets (possibly several rows per game type, one per
 * source) grouped by game type, each type's total times its rate rounded DOWN to the cent, and the
 * total as the sum of those lines. Integer cents (BigInt) throughout: never a float.
 */
import type { Money, RebateLine } from '@suite/shared/contract';
import { fromCents, toCents } from '../../money/cents';

export interface BetTotal {
  gameType: string;
  /** Valid bets of this type (one source's sum). */
  stake: Money;
}

export interface RebateRate {
  gameType: string;
  /** Percent with up to three decimals ('0.8', '0.800'). */
  ratePercent: string;
}

export interface RebateComputation {
  lines: RebateLine[];
  total: Money;
  claimable: boolean;
}

const RATE = /^(0|[1-9][0-9]{0,2})(?:\.([0-9]{1,3}))?$/;

/** '0.8' -> 800 (thousandths of a percent). */
export function rateMilliPercent(ratePercent: string): bigint {
  const match = RATE.exec(ratePercent);
  if (!match) throw new Error(`not a rate: ${ratePercent}`);
  return BigInt(match[1] as string) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** '0.8' -> '0.800'. */
export function formatRate(ratePercent: string): string {
  const milli = rateMilliPercent(ratePercent);
  return `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`;
}

/** validCents x rate, floored to the cent: the player never gets a fraction of a cent more. */
export function rebateCents(validCents: bigint, ratePercent: string): bigint {
  return (validCents * rateMilliPercent(ratePercent)) / 100_000n;
}

/** Two rates added up ('0.8' + '0.50' -> '1.300'). */
export function addRates(a: string, b: string): string {
  const milli = rateMilliPercent(a) + rateMilliPercent(b);
  return `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`;
}

/**
 * Lines for every rated type (in the rates' order, even without bets) and then every unrated type
 * with bets (rate 0, sorted by name); the total and whether it reaches the minimum. `extraPercent`
 * (the member's VIP level's rate) is added to every line's rate.
 */
export function computeRebate(bets: readonly BetTotal[], rates: readonly RebateRate[], minClaim: Money, extraPercent = '0'): RebateComputation {
  const valid = new Map<string, bigint>();
  for (const bet of bets) valid.set(bet.gameType, (valid.get(bet.gameType) ?? 0n) + toCents(bet.stake));
  const rateOf = new Map(rates.map((rate) => [rate.gameType, rate.ratePercent]));
  const types = [...rates.map((rate) => rate.gameType), ...[...valid.keys()].filter((type) => !rateOf.has(type)).sort()];
  let total = 0n;
  const lines = types.map((gameType): RebateLine => {
    const cents = valid.get(gameType) ?? 0n;
    const rate = addRates(rateOf.get(gameType) ?? '0', extraPercent);
    const rebate = rebateCents(cents, rate);
    total += rebate;
    return { gameType, validBets: fromCents(cents), ratePercent: formatRate(rate), rebate: fromCents(rebate) };
  });
  return { lines, total: fromCents(total), claimable: total > 0n && total >= toCents(minClaim) };
}
