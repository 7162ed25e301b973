/** Spec 2 §2, §9: the list refreshes when the soonest open draw is due, within these bounds. */
export const DEFAULT_REFRESH_MS = 7000;
export const MAX_REFRESH_MS = 30000;

/**
 * The smallest remaining time among the open draws; DEFAULT_REFRESH_MS when that is zero or less
 * (a draw is due and its result not out yet) or when there is none; never more than MAX_REFRESH_MS.
 */
export function nextRefreshDelay(remainTimes: readonly number[]): number {
  if (remainTimes.length === 0) return DEFAULT_REFRESH_MS;
  const smallest = Math.min(...remainTimes);
  if (smallest <= 0) return DEFAULT_REFRESH_MS;
  return Math.min(smallest, MAX_REFRESH_MS);
}
