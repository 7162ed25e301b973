import { api, toMinorUnits } from '@suite/shared';

/** 165.11 in cents. */
export const JACKPOT_STEP_CENTS = Number(toMinorUnits(api.JACKPOT_STEP));
export const JACKPOT_INTERVAL_MS = api.JACKPOT_INTERVAL_MS;

/**
 * The starting figure, from the clock (the contract's `jackpotAmountAt`, the same one the API's
 * GCSGAME_getJackpot answers, so every player sees the same number):
 *
 *   cents = 1,000,000,000 + floor(msSinceUtcMidnight / 3000) × 16,511
 *
 * i.e. P 10,000,000.00 at 00:00 UTC plus one 165.11 step per 3 s of the UTC day (about
 * P 14,755,168 by the end of the day). All integer cents: never a float.
 */
export function jackpotStartCents(epochMs: number): number {
  return Number(toMinorUnits(api.jackpotAmountAt(epochMs)));
}

/**
 * The figure shown `elapsedMs` after the counter started: one step per whole interval. Computed
 * from elapsed time rather than counted ticks, so a background tab whose timers were slowed still
 * shows the right figure when it comes back.
 */
export function jackpotCentsAfter(startCents: number, elapsedMs: number): number {
  return startCents + Math.floor(Math.max(0, elapsedMs) / JACKPOT_INTERVAL_MS) * JACKPOT_STEP_CENTS;
}
