// The suite's two date formats, with shared's dayjs (./dayjs.ts) in the operator's time zone
// (config.json `timeZone`, else the browser's). Input is read as before: a date or date-time without a
// zone ("2026-01-31", "2026-01-31 18:15:00") is a wall-clock time of that zone, not UTC as
// `new Date("2026-01-31")` would take it; anything with a zone, Dates and epoch milliseconds are instants.
import { dayjs, type Dayjs, siteTimeZone } from './dayjs';

/** A moment as the API and the apps give it: a Date, epoch milliseconds or a date(-time) string. */
export type DateInput = Date | string | number | null | undefined;

const INVALID_DATE = '—';

/** Date, optional time, no zone: the strings dayjs reads as a wall-clock time (its REGEX_PARSE). */
const ZONELESS = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * The moment in `zone` (default: the operator's), or null when it cannot be read. `undefined` is now,
 * `null` is nothing.
 */
export function toSiteTime(input: DateInput, zone: string = siteTimeZone()): Dayjs | null {
  if (input === null) return null;
  if (typeof input === 'string' && ZONELESS.test(input.trim())) {
    // dayjs.tz reads the wall-clock time in the zone; an instant string would be shifted by its offset.
    const moment = dayjs.tz(input.trim(), zone);
    return moment.isValid() ? moment : null;
  }
  const moment = dayjs(input);
  return moment.isValid() ? moment.tz(zone) : null;
}

function format(input: DateInput, pattern: string, zone: string | undefined): string {
  return toSiteTime(input, zone)?.format(pattern) ?? INVALID_DATE;
}

/** Header clock of spec 1 §2, in the operator's time zone: 2026/01/31 23:59:05. */
export function formatClock(date: DateInput = new Date(), zone?: string): string {
  return format(date, 'YYYY/MM/DD HH:mm:ss', zone);
}

/** Lottery draw date, in the operator's time zone: 2026.01.31. */
export function formatDrawDate(date: DateInput, zone?: string): string {
  return format(date, 'YYYY.MM.DD', zone);
}
