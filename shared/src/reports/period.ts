/**
 * Record periods in the operator's time zone (config.json `timeZone`) and week (config.json
 * `weekStart`), with shared's dayjs. A period is a range of whole days of that zone, both ends included
 * ('2026-11-01'..'2026-11-23', the value format of <input type="date">); the API gets it as the instants
 * [midnight of the first day, midnight after the last day) in that zone. No range ever ends after today:
 * the current week, half-month or month runs up to today.
 *
 * Reading a typed day needs the date plugins (strict parsing): a report page loads them with its chunk
 * (`loadDatePlugins()`, e.g. remote-member's member-center/page-components.ts).
 *
 * dayjs comes from the root `@suite/shared` (the singleton's configured copy, format/dayjs.ts), never by
 * path: this kit is compiled into each consumer, and a path would compile a second, unconfigured dayjs.
 */
import { api, datePluginsLoaded, dayjs, type Dayjs, siteTimeZone } from '@suite/shared';

/** A calendar day of the operator's zone, 'YYYY-MM-DD'. */
export type Day = string;

/** Whole days, both included. */
export interface DayRange {
  first: Day;
  last: Day;
}

export type RangeError = 'missing' | 'order' | 'tooLong' | 'future';
export type RangeCheck = { ok: true; range: DayRange } | { ok: false; error: RangeError };

const DAY = 'YYYY-MM-DD';

/** A day as a date of the calendar (dayjs in UTC mode): day maths with no daylight-saving hour in the way. */
const calendar = (day: Day): Dayjs => dayjs.utc(day);

const rangeOf = (first: Dayjs, last: Dayjs): DayRange => ({ first: first.format(DAY), last: last.format(DAY) });

const isAfter = (day: Day, other: Day): boolean => calendar(day).isAfter(calendar(other), 'day');

/** The day of an instant in `zone` (default: the operator's). */
export function toDay(instant: Date | number | Dayjs, zone: string = siteTimeZone()): Day {
  return dayjs(instant).tz(zone).format(DAY);
}

/** Today in `zone` (default: the operator's). */
export function currentDay(zone: string = siteTimeZone()): Day {
  return dayjs().tz(zone).format(DAY);
}

/** The value when it is a real calendar day ('2026-02-30' is not), else null. */
export function parseDay(value: string | null | undefined): Day | null {
  if (!value) return null;
  // Without customParseFormat dayjs would take '2026-02-30' as 2 March: fail loudly instead.
  if (!datePluginsLoaded()) throw new Error('[reports] parseDay needs the date plugins: await loadDatePlugins() first');
  return dayjs.utc(value, DAY, true).isValid() ? value : null;
}

export function addDays(day: Day, count: number): Day {
  return calendar(day).add(count, 'day').format(DAY);
}

/** Days in a range, both ends counted (one day for first === last). */
export function daysIn({ first, last }: DayRange): number {
  return calendar(last).diff(calendar(first), 'day') + 1;
}

/** The calendar period of `type` that contains `today` (may run past today); weeks start on the operator's day. */
export function calendarPeriod(type: api.PeriodType, today: Day): DayRange {
  const day = calendar(today);
  switch (type) {
    case 'daily':
      return { first: today, last: today };
    case 'weekly':
      return rangeOf(day.startOf('week'), day.endOf('week'));
    case 'semimonthly':
      return day.date() <= 15 ? rangeOf(day.startOf('month'), day.date(15)) : rangeOf(day.date(16), day.endOf('month'));
    case 'monthly':
      return rangeOf(day.startOf('month'), day.endOf('month'));
  }
}

/** The current period of `type` up to today: what the period buttons show. */
export function currentPeriod(type: api.PeriodType, today: Day): DayRange {
  const { first, last } = calendarPeriod(type, today);
  return { first, last: isAfter(last, today) ? today : last };
}

/** The range moved by `days` (negative: back), or null when it would end after today. */
export function shiftRange(range: DayRange, days: number, today: Day): DayRange | null {
  const shifted = { first: addDays(range.first, days), last: addDays(range.last, days) };
  return isAfter(shifted.last, today) ? null : shifted;
}

/** A range typed by the player: refused (never clamped) when reversed, too long or in the future. */
export function checkRange(first: string, last: string, today: Day): RangeCheck {
  const from = parseDay(first);
  const to = parseDay(last);
  if (!from || !to) return { ok: false, error: 'missing' };
  if (isAfter(from, to)) return { ok: false, error: 'order' };
  if (isAfter(to, today)) return { ok: false, error: 'future' };
  const range = { first: from, last: to };
  if (daysIn(range) > api.RECORDS_MAX_DAYS) return { ok: false, error: 'tooLong' };
  return { ok: true, range };
}

/** The instants the API wants: [midnight of the first day, midnight after the last) in `zone`. */
export function toPeriodQuery({ first, last }: DayRange, zone: string = siteTimeZone()): api.PeriodQuery {
  const midnight = (day: Day) => dayjs.tz(day, zone).toISOString();
  return { from: midnight(first), to: midnight(addDays(last, 1)) };
}

/** '2026/11/01' */
export function formatDay(day: Day): string {
  return calendar(day).format('YYYY/MM/DD');
}

/** '2026/11/01 – 2026/11/23' */
export function formatRange({ first, last }: DayRange): string {
  return `${formatDay(first)} – ${formatDay(last)}`;
}

export function sameRange(a: DayRange, b: DayRange): boolean {
  return a.first === b.first && a.last === b.last;
}

/** true when the range is shorter than the current month so far (the empty state offers the month). */
export function shorterThanMonth(range: DayRange, today: Day): boolean {
  return daysIn(range) < daysIn(currentPeriod('monthly', today));
}
