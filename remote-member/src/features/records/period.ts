/**
 * Record periods in the player's time zone. A period is a range of whole local days, both ends
 * included ('2026-11-01'..'2026-11-23', the value format of <input type="date">); the API gets it as
 * the instants [local midnight of the first day, local midnight after the last day).
 * No range ever ends after today: the current week, half-month or month runs up to today.
 */
import { api } from '@suite/shared';

/** A local calendar day, 'YYYY-MM-DD'. */
export type Day = string;

/** Whole local days, both included. */
export interface DayRange {
  first: Day;
  last: Day;
}

export type RangeError = 'missing' | 'order' | 'tooLong' | 'future';
export type RangeCheck = { ok: true; range: DayRange } | { ok: false; error: RangeError };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dayOf(year: number, monthIndex: number, date: number): Day {
  // Date.UTC normalises overflow (day 0, day 32, month 12) without any time-zone or DST effect.
  const value = new Date(Date.UTC(year, monthIndex, date));
  return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

function parts(day: Day): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

/** The local day of an instant. */
export function toDay(instant: Date): Day {
  return dayOf(instant.getFullYear(), instant.getMonth(), instant.getDate());
}

/** The value when it is a real calendar day ('2026-02-30' is not), else null. */
export function parseDay(value: string | null | undefined): Day | null {
  if (!value || !DAY_PATTERN.test(value)) return null;
  const [year, monthIndex, date] = parts(value);
  return dayOf(year, monthIndex, date) === value ? value : null;
}

export function addDays(day: Day, count: number): Day {
  const [year, monthIndex, date] = parts(day);
  return dayOf(year, monthIndex, date + count);
}

/** Days in a range, both ends counted (one day for first === last). */
export function daysIn({ first, last }: DayRange): number {
  const serial = (day: Day) => Date.UTC(...parts(day)) / DAY_MS;
  return serial(last) - serial(first) + 1;
}

/** The calendar period of `type` that contains `today` (may run past today). */
export function calendarPeriod(type: api.PeriodType, today: Day): DayRange {
  const [year, monthIndex, date] = parts(today);
  switch (type) {
    case 'daily':
      return { first: today, last: today };
    case 'weekly': {
      const sinceMonday = (new Date(Date.UTC(year, monthIndex, date)).getUTCDay() + 6) % 7;
      const monday = addDays(today, -sinceMonday);
      return { first: monday, last: addDays(monday, 6) };
    }
    case 'semimonthly':
      return date <= 15
        ? { first: dayOf(year, monthIndex, 1), last: dayOf(year, monthIndex, 15) }
        : { first: dayOf(year, monthIndex, 16), last: dayOf(year, monthIndex + 1, 0) };
    case 'monthly':
      return { first: dayOf(year, monthIndex, 1), last: dayOf(year, monthIndex + 1, 0) };
  }
}

/** The current period of `type` up to today: what the period buttons show. */
export function currentPeriod(type: api.PeriodType, today: Day): DayRange {
  const { first, last } = calendarPeriod(type, today);
  return { first, last: last > today ? today : last };
}

/** The range moved by `days` (negative: back), or null when it would end after today. */
export function shiftRange(range: DayRange, days: number, today: Day): DayRange | null {
  const shifted = { first: addDays(range.first, days), last: addDays(range.last, days) };
  return shifted.last > today ? null : shifted;
}

/** A range typed by the player: refused (never clamped) when reversed, too long or in the future. */
export function checkRange(first: string, last: string, today: Day): RangeCheck {
  const from = parseDay(first);
  const to = parseDay(last);
  if (!from || !to) return { ok: false, error: 'missing' };
  if (to < from) return { ok: false, error: 'order' };
  if (to > today) return { ok: false, error: 'future' };
  const range = { first: from, last: to };
  if (daysIn(range) > api.RECORDS_MAX_DAYS) return { ok: false, error: 'tooLong' };
  return { ok: true, range };
}

/** The instants the API wants: [local midnight of the first day, local midnight after the last). */
export function toPeriodQuery({ first, last }: DayRange): api.PeriodQuery {
  const midnight = (day: Day) => new Date(...parts(day)).toISOString();
  return { from: midnight(first), to: midnight(addDays(last, 1)) };
}

/** '2026/11/01' */
export function formatDay(day: Day): string {
  return day.replaceAll('-', '/');
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
