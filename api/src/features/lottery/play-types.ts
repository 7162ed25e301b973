/**
 * Play types of the lottery and what a bet wins: pure functions of the picks and the drawn prize
 * sheet (special prize first). Money in integer cents, odds in hundredths; a payout is rounded down
 * to the cent.
 *
 * Regional: BAO_LO_2 (a 2-digit number, paid per occurrence among the last two digits of every prize
 * number), BAO_LO_3 (3 digits, per occurrence among the last three digits of prize numbers of at
 * least three digits), DE (the last two digits of the special prize), XIEN_2 (two 2-digit numbers
 * that must both be in the bao lo set; paid once). Fast: BIG_SMALL and ODD_EVEN on the sum of the
 * winning number's digits (BIG above half the highest sum, SMALL below it; exactly half is neither),
 * SUM (the exact sum).
 */
import type { LotteryPlayType, PlayTypePicks } from '@suite/shared/contract';
import { MAX_PICKS } from '@suite/shared/contract';

export const REGIONAL_PLAY_TYPES: readonly LotteryPlayType[] = ['BAO_LO_2', 'BAO_LO_3', 'DE', 'XIEN_2'];
export const FAST_PLAY_TYPES: readonly LotteryPlayType[] = ['BIG_SMALL', 'ODD_EVEN', 'SUM'];

export function playTypesOf(kind: 'regional' | 'fast'): readonly LotteryPlayType[] {
  return kind === 'regional' ? REGIONAL_PLAY_TYPES : FAST_PLAY_TYPES;
}

/** What the slip picks for a play type of a lottery with `digits` digits. */
export function picksOf(playType: LotteryPlayType, digits: number): PlayTypePicks {
  switch (playType) {
    case 'BAO_LO_2':
    case 'DE':
      return { kind: 'number', digits: 2, count: 1 };
    case 'BAO_LO_3':
      return { kind: 'number', digits: 3, count: 1 };
    case 'XIEN_2':
      return { kind: 'number', digits: 2, count: 2 };
    case 'BIG_SMALL':
      return { kind: 'option', options: ['BIG', 'SMALL'] };
    case 'ODD_EVEN':
      return { kind: 'option', options: ['ODD', 'EVEN'] };
    case 'SUM':
      return { kind: 'option', options: Array.from({ length: 9 * digits + 1 }, (_, sum) => String(sum)) };
  }
}

/**
 * Why picks are refused (a 400), or null when they are valid: 1..MAX_PICKS distinct picks of the
 * play type's shape. A xien 2 pair is two different numbers; "34-12" and "12-34" are the same pair.
 */
export function pickProblem(playType: LotteryPlayType, digits: number, picks: readonly string[]): string | null {
  if (picks.length < 1 || picks.length > MAX_PICKS) return `picks must hold 1 to ${MAX_PICKS} entries`;
  const shape = picksOf(playType, digits);
  const seen = new Set<string>();
  for (const pick of picks) {
    let key = pick;
    if (shape.kind === 'option') {
      if (!shape.options.includes(pick)) return `${playType} picks must be one of ${shape.options.length > 4 ? `0 to ${9 * digits}` : shape.options.join(', ')}`;
    } else if (shape.count === 2) {
      const match = /^(\d{2})-(\d{2})$/.exec(pick);
      if (!match) return `${playType} picks must be pairs of 2-digit numbers like "12-34"`;
      if (match[1] === match[2]) return `${playType} pairs must be two different numbers`;
      key = [match[1], match[2]].sort().join('-');
    } else if (!new RegExp(`^\\d{${shape.digits}}$`).test(pick)) {
      return `${playType} picks must be ${shape.digits}-digit numbers`;
    }
    if (seen.has(key)) return `picks must not repeat (${pick})`;
    seen.add(key);
  }
  return null;
}

/** How many units can win together: bao lo and xien numbers each, one of the exclusive ones. */
export function winnableUnits(playType: LotteryPlayType, units: number): number {
  return playType === 'BAO_LO_2' || playType === 'BAO_LO_3' || playType === 'XIEN_2' ? units : 1;
}

/** stake × odds × times, rounded down to the cent. */
export function winCents(stakeCents: bigint, oddsHundredths: bigint, times: number): bigint {
  return (stakeCents * oddsHundredths * BigInt(times)) / 100n;
}

export function digitSum(number: string): number {
  return [...number].reduce((sum, digit) => sum + Number(digit), 0);
}

/** The last two digits of every prize number (the bao lo 2 set, with repeats). */
function endings(sheet: readonly string[], length: number): string[] {
  return sheet.filter((number) => number.length >= length).map((number) => number.slice(-length));
}

/** How many times one pick wins on a sheet (0 when it loses). */
export function pickHits(playType: LotteryPlayType, pick: string, sheet: readonly string[]): number {
  const special = sheet[0] ?? '';
  switch (playType) {
    case 'BAO_LO_2':
      return endings(sheet, 2).filter((ending) => ending === pick).length;
    case 'BAO_LO_3':
      return endings(sheet, 3).filter((ending) => ending === pick).length;
    case 'DE':
      return special.length >= 2 && special.slice(-2) === pick ? 1 : 0;
    case 'XIEN_2': {
      const set = new Set(endings(sheet, 2));
      const [a, b] = pick.split('-');
      return a !== undefined && b !== undefined && set.has(a) && set.has(b) ? 1 : 0;
    }
    case 'BIG_SMALL': {
      const twice = digitSum(special) * 2;
      const middle = 9 * special.length;
      const outcome = twice > middle ? 'BIG' : twice < middle ? 'SMALL' : null;
      return outcome === pick ? 1 : 0;
    }
    case 'ODD_EVEN':
      return (digitSum(special) % 2 === 1 ? 'ODD' : 'EVEN') === pick ? 1 : 0;
    case 'SUM':
      return String(digitSum(special)) === pick ? 1 : 0;
  }
}

export interface BetToSettle {
  playType: LotteryPlayType;
  picks: readonly string[];
  stakeCents: bigint;
  oddsHundredths: bigint;
}

/** What a bet pays on a sheet: the sum over its picks of stake × odds × hits, in cents. */
export function betPayoutCents(bet: BetToSettle, sheet: readonly string[]): bigint {
  let total = 0n;
  for (const pick of bet.picks) total += winCents(bet.stakeCents, bet.oddsHundredths, pickHits(bet.playType, pick, sheet));
  return total;
}

/** Odds as NUMERIC text ('80.00', '4.3') -> hundredths. */
export function oddsHundredths(odds: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(odds);
  if (!match) throw new Error(`not odds: ${odds}`);
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
