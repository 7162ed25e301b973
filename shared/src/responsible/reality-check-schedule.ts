import type { api } from '@suite/shared';

/** The longest wait setTimeout keeps (2^31 - 1 ms); a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * What to do with an answer of `api.realityCheck`, on the server's clock only (the tab's clock may be
 * off by minutes): show the check we were waiting for if the server's `now` has reached it, else wait
 * for the server's `nextCheckAt` (the delay is `nextCheckAt - now`, both the server's), or nothing when
 * the checks are off.
 *
 * `waitingFor` is the `nextCheckAt` (epoch ms) of the earlier answer we set a timer for, if any: a tab
 * in the background fires its timers late or never, so when it comes back the new answer's `now` may be
 * past that check while its `nextCheckAt` already names the one after.
 */
export type RealityStep = { kind: 'show' } | { kind: 'wait'; delayMs: number; dueAt: number } | { kind: 'off' };

export function realityStep(check: api.RealityCheck, waitingFor: number | null): RealityStep {
  const now = Date.parse(check.now);
  if (waitingFor !== null && Number.isFinite(now) && now >= waitingFor) return { kind: 'show' };
  const dueAt = check.nextCheckAt === null ? Number.NaN : Date.parse(check.nextCheckAt);
  if (check.realityCheckMinutes <= 0 || !Number.isFinite(dueAt) || !Number.isFinite(now)) return { kind: 'off' };
  return { kind: 'wait', dueAt, delayMs: Math.min(Math.max(0, dueAt - now), MAX_TIMER_MS) };
}
