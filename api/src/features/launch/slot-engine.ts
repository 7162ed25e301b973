/**
 * The demo game's outcome: a three-reel slot. Each reel stops on one of 20 equally likely
 * positions (the symbol weights below); the server draws the stops, so a page can never choose
 * its own result. Return to player: 96.0625 % (computed exactly in the test).
 */
export const SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Positions of each symbol on a 20-position reel. */
export const REEL_WEIGHTS: Record<SlotSymbol, number> = { SEVEN: 1, BAR: 2, BELL: 3, PLUM: 4, LEMON: 5, CHERRY: 5 };
export const REEL_SIZE = 20;

const REEL: SlotSymbol[] = SYMBOLS.flatMap((symbol) => Array<SlotSymbol>(REEL_WEIGHTS[symbol]).fill(symbol));

/** Payouts in tenths of the stake (integers keep the money exact). */
const THREE_OF_A_KIND: Record<SlotSymbol, number> = { SEVEN: 3000, BAR: 1000, BELL: 400, PLUM: 200, LEMON: 100, CHERRY: 100 };
const TWO_CHERRIES = 30;
const ONE_CHERRY = 4;

export interface SlotOutcome {
  reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  /** Payout in tenths of the stake: 0 is a loss, 10 gives the stake back. */
  multiplierTenths: number;
}

export function payoutTenths([a, b, c]: readonly SlotSymbol[]): number {
  if (a === b && b === c && a !== undefined) return THREE_OF_A_KIND[a];
  if (a === 'CHERRY' && b === 'CHERRY') return TWO_CHERRIES;
  if (a === 'CHERRY') return ONE_CHERRY;
  return 0;
}

/** `randomInt(n)` returns 0..n-1 uniformly (crypto.randomInt in production). */
export function spin(randomInt: (n: number) => number): SlotOutcome {
  const stop = (): SlotSymbol => REEL[randomInt(REEL_SIZE)] as SlotSymbol;
  const reels: [SlotSymbol, SlotSymbol, SlotSymbol] = [stop(), stop(), stop()];
  return { reels, multiplierTenths: payoutTenths(reels) };
}

/** The win of a stake in cents, rounded down to the cent. */
export const winCents = (betCents: bigint, multiplierTenths: number): bigint => (betCents * BigInt(multiplierTenths)) / 10n;

/** Every reel position, for the exact return-to-player. */
export const reelPositions = (): readonly SlotSymbol[] => REEL;
