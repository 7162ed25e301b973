import { api, toMinorUnits } from '@suite/shared';

/** 165.11 in cents. */
export const JACKPOT_STEP_CENTS = Number(toMinorUnits(api.JACKPOT_STEP));
export const JACKPOT_INTERVAL_MS = api.JACKPOT_INTERVAL_MS;

/**
 * The figure at an instant, from the clock (the contract's `jackpotAmountAt`, the same one the API's
 * GCSGAME_getJackpot answers, so every player sees the same number):
 *
 *   cents = 1,000,000,000 + floor(msSinceUtcMidnight / 3000) × 16,511
 *
 * i.e. P 10,000,000.00 at 00:00 UTC plus one 165.11 step per 3 s of the UTC day (about
 * P 14,755,168 by the end of the day). All integer cents: never a float.
 */
export function jackpotCentsAt(epochMs: number): number {
  return Number(toMinorUnits(api.jackpotAmountAt(epochMs)));
}

/**
 * Milliseconds from `epochMs` to the next step. Every counter (the /rng hall's, the home ticker) ticks
 * on these boundaries of the one clock, so two counters on screen never show different figures, and a
 * background tab whose timers were slowed shows the right figure again at its next tick.
 */
export function msToNextStep(epochMs: number): number {
  const into = ((epochMs % JACKPOT_INTERVAL_MS) + JACKPOT_INTERVAL_MS) % JACKPOT_INTERVAL_MS;
  return JACKPOT_INTERVAL_MS - into;
}
