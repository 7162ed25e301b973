/**
 * A draw's prize sheet. Vietnamese regional draws draw a full sheet: southern and central style (18
 * numbers) or the north's (27 numbers); the special prize is the draw's winning number with the
 * lottery's digits. Fast draws draw their one winning number. Stored special prize first.
 */
import type { DigitSource } from './draw-tick';

export interface PrizeTier {
  /** DB is the special prize (giải đặc biệt), then G1..G8. */
  tier: string;
  count: number;
  /** Digits of each number; null: the lottery's digits (the special prize). */
  digits: number | null;
}

export const SOUTHERN_SHEET: readonly PrizeTier[] = [
  { tier: 'DB', count: 1, digits: null },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G8', count: 1, digits: 2 },
];

export const NORTHERN_SHEET: readonly PrizeTier[] = [
  { tier: 'DB', count: 1, digits: null },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

export interface SheetGame {
  kind: 'regional' | 'fast';
  menuTag: string;
  digits: number;
}

export function sheetLayout(game: SheetGame): readonly PrizeTier[] {
  if (game.kind === 'fast') return [{ tier: 'DB', count: 1, digits: null }];
  return game.menuTag === 'NORTH' ? NORTHERN_SHEET : SOUTHERN_SHEET;
}

/**
 * Draws a sheet: the special prize first (so a draw's winning number is the first thing drawn, as
 * before sheets existed), then every other prize in layout order.
 */
export function drawPrizeSheet(game: SheetGame, digitsFor: DigitSource): string[] {
  const numbers: string[] = [];
  for (const tier of sheetLayout(game)) {
    for (let index = 0; index < tier.count; index += 1) numbers.push(digitsFor(tier.digits ?? game.digits));
  }
  return numbers;
}
