/**
 * The safer-gambling clock and periods. Limits' rolling windows, pending changes' cooling-off, exclusion
 * and return times and the statement's months read `responsibleNow()`: the app's clock, or the
 * SUITE_TEST_CLOCK_FILE test seam (clock/test-clock.ts) when set, read at each call. Dates are shown
 * and months cut in the operator's time zone, UTC+8 (as agent-contracts/settlement-periods.ts).
 */
import type { LimitWindow, SelfExclusionPeriod, TimeOutPeriod } from '@suite/shared/contract';
import { testClock } from '../../clock/test-clock';
import { SITE_UTC_OFFSET_MINUTES } from '../agent-contracts/settlement-periods';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * MINUTE;

/** The clock of the limits and exclusions: `base` (the app's), moved by SUITE_TEST_CLOCK_FILE when set. */
export function responsibleClock(base: () => Date = () => new Date()): () => Date {
  return testClock(base);
}

/** Now, as the limits and exclusions see it (the test seam read afresh). */
export const responsibleNow = (base: () => Date = () => new Date()): Date => responsibleClock(base)();

/** The rolling windows' lengths. */
export const WINDOW_MS: Readonly<Record<LimitWindow, number>> = { day: DAY, week: 7 * DAY, month: 30 * DAY };

/** When a time-out or self-exclusion that starts at `from` ends (months and years on the site's calendar). */
export function exclusionEnd(from: Date, period: TimeOutPeriod | SelfExclusionPeriod): Date {
  const ms = from.getTime();
  switch (period) {
    case '24h':
      return new Date(ms + DAY);
    case '7d':
      return new Date(ms + 7 * DAY);
    case '30d':
      return new Date(ms + 30 * DAY);
    case '6w':
      return new Date(ms + 42 * DAY);
    default: {
      const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[period];
      const local = new Date(ms + OFFSET_MS);
      const target = new Date(local);
      target.setUTCMonth(local.getUTCMonth() + months);
      // 31 Aug + 6 months: the last day of February, not 3 March.
      if (target.getUTCDate() !== local.getUTCDate()) target.setUTCDate(0);
      return new Date(target.getTime() - OFFSET_MS);
    }
  }
}

/** '2026-11-28 14:05 (UTC+8)': an instant as the player reads it (rounded up to the minute). */
export function siteTimeText(at: Date): string {
  const rounded = Math.ceil(at.getTime() / MINUTE) * MINUTE;
  return `${new Date(rounded + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;
}

/** The site month ('YYYY-MM') of an instant. */
export function siteMonth(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 7);
}

/**
 * The last `count` site months up to the one holding `now`, newest first, each with its start
 * (an instant: the month's first midnight in UTC+8).
 */
export function lastSiteMonths(now: Date, count: number): { month: string; start: Date; end: Date }[] {
  const local = new Date(now.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return Array.from({ length: count }, (_, back) => {
    const start = Date.UTC(year, month - back, 1) - OFFSET_MS;
    const end = Date.UTC(year, month - back + 1, 1) - OFFSET_MS;
    return { month: siteMonth(new Date(start)), start: new Date(start), end: new Date(end) };
  });
}
