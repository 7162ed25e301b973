/**
 * The settlement periods of the agent contracts, in the site's time (UTC+8, the Philippines; no
 * daylight saving): real-time salary every 5 minutes, hourly salary per hour, daily salary per
 * statistics day (settled once the day is over, i.e. the day after), dividends per week, half month
 * (1st-15th, 16th-end: the default) or month. A period is named by a key; key <-> [start, end).
 */
import { CONTRACT_KINDS, type ContractKind, type SettlementPeriodType } from '@suite/shared/contract';

export type ContractType = ContractKind;
export const CONTRACT_TYPES: readonly ContractType[] = CONTRACT_KINDS;

export type PeriodType = SettlementPeriodType;
export const DIVIDEND_PERIOD_TYPES: readonly PeriodType[] = ['weekly', 'semimonthly', 'monthly'];

/** The salary contracts' fixed periods; dividends choose one of DIVIDEND_PERIOD_TYPES. */
export const SALARY_PERIOD: Record<Exclude<ContractType, 'dividend'>, PeriodType> = {
  realtime: 'fiveMinutes',
  hourly: 'hourly',
  daily: 'daily',
};
export const DEFAULT_DIVIDEND_PERIOD: PeriodType = 'semimonthly';

export const SITE_UTC_OFFSET_MINUTES = 8 * 60;
const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Period {
  type: PeriodType;
  key: string;
  start: Date;
  end: Date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
/** Local wall-clock fields of an instant. */
function local(ms: number): { y: number; m: number; d: number; h: number; min: number; dow: number } {
  const date = new Date(ms + OFFSET_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), h: date.getUTCHours(), min: date.getUTCMinutes(), dow: date.getUTCDay() };
}
/** The instant of a local wall-clock time. */
const instant = (y: number, m: number, d: number, h = 0, min = 0): number => Date.UTC(y, m - 1, d, h, min) - OFFSET_MS;
const dateKey = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The period of this type containing the instant. */
export function periodContaining(type: PeriodType, at: number): Period {
  const t = local(at);
  switch (type) {
    case 'fiveMinutes': {
      const min = t.min - (t.min % 5);
      const start = instant(t.y, t.m, t.d, t.h, min);
      return { type, key: `${dateKey(t.y, t.m, t.d)}T${pad(t.h)}:${pad(min)}`, start: new Date(start), end: new Date(start + 5 * MINUTE) };
    }
    case 'hourly': {
      const start = instant(t.y, t.m, t.d, t.h);
      return { type, key: `${dateKey(t.y, t.m, t.d)}T${pad(t.h)}`, start: new Date(start), end: new Date(start + HOUR) };
    }
    case 'daily': {
      const start = instant(t.y, t.m, t.d);
      return { type, key: dateKey(t.y, t.m, t.d), start: new Date(start), end: new Date(start + DAY) };
    }
    case 'weekly': {
      // Weeks start on Monday.
      const back = (t.dow + 6) % 7;
      const start = instant(t.y, t.m, t.d) - back * DAY;
      const s = local(start);
      return { type, key: `W${dateKey(s.y, s.m, s.d)}`, start: new Date(start), end: new Date(start + 7 * DAY) };
    }
    case 'semimonthly': {
      const first = t.d <= 15;
      const start = instant(t.y, t.m, first ? 1 : 16);
      const end = first ? instant(t.y, t.m, 16) : instant(t.m === 12 ? t.y + 1 : t.y, t.m === 12 ? 1 : t.m + 1, 1);
      return { type, key: `${t.y}-${pad(t.m)}-H${first ? 1 : 2}`, start: new Date(start), end: new Date(end) };
    }
    case 'monthly': {
      const start = instant(t.y, t.m, 1);
      const end = instant(t.m === 12 ? t.y + 1 : t.y, t.m === 12 ? 1 : t.m + 1, 1);
      return { type, key: `${t.y}-${pad(t.m)}`, start: new Date(start), end: new Date(end) };
    }
  }
}

const KEY_PATTERNS: Record<PeriodType, RegExp> = {
  fiveMinutes: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/,
  hourly: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  daily: /^(\d{4})-(\d{2})-(\d{2})$/,
  weekly: /^W(\d{4})-(\d{2})-(\d{2})$/,
  semimonthly: /^(\d{4})-(\d{2})-H([12])$/,
  monthly: /^(\d{4})-(\d{2})$/,
};

/** The period a key names, or null when the key is not one of this type (wrong shape, not a start). */
export function parsePeriod(type: PeriodType, key: string): Period | null {
  const match = KEY_PATTERNS[type].exec(key);
  if (!match) return null;
  const n = match.slice(1).map(Number);
  const [y, m] = n as [number, number];
  if (y < 2000 || y > 2999 || m < 1 || m > 12) return null;
  let at: number;
  if (type === 'semimonthly') at = instant(y, m, n[2] === 1 ? 1 : 16);
  else if (type === 'monthly') at = instant(y, m, 1);
  else at = instant(y, m, n[2] as number, n[3] ?? 0, n[4] ?? 0);
  const period = periodContaining(type, at);
  // Rejects 2026-02-30, 09:07, a weekly key that is not a Monday ...
  return period.key === key ? period : null;
}

/** The period just before this one. */
export function previousPeriod(period: Period): Period {
  return periodContaining(period.type, period.start.getTime() - 1);
}

/** The latest period of this type that is over at `now`. */
export function lastClosedPeriod(type: PeriodType, now: number): Period {
  return previousPeriod(periodContaining(type, now));
}

/** How many closed periods a scheduler pass looks back (catching up after a restart). */
export const CATCH_UP_PERIODS: Record<PeriodType, number> = {
  fiveMinutes: 288,
  hourly: 72,
  daily: 7,
  weekly: 2,
  semimonthly: 2,
  monthly: 2,
};
