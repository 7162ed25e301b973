/** Reconnection waits of the live stream: exponential from 1 s, capped at 30 s, with jitter. */
export const MIN_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/**
 * The wait before reconnection `attempt` (0 for the first after a healthy connection): the cap
 * `base * 2^attempt` (at most 30 s), then a random point of its upper half, so tabs and browsers that
 * lost the server together do not come back together; never under 1 s. `base` is the server's `retry`
 * when it sent one.
 */
export function retryDelay(attempt: number, random: () => number = Math.random, base = MIN_RETRY_MS): number {
  const cap = Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, base) * 2 ** Math.min(attempt, 16));
  return Math.round(Math.max(MIN_RETRY_MS, cap / 2 + (random() * cap) / 2));
}
