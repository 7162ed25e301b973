// The suite's two date formats. No date library: two fixed patterns do not earn one (dayjs was 2.8 KiB
// gzip of every page's first load for them). Input is read as dayjs read it, so nothing shifts:
// a date or date-time without a zone ("2026-01-31", "2026-01-31 18:15:00") is local time, not UTC
// as `new Date("2026-01-31")` would take it; anything with a zone, and numbers, go through Date.

/** A moment as the API and the apps give it: a Date, epoch milliseconds or a date(-time) string. */
export type DateInput = Date | string | number | null | undefined;

const INVALID_DATE = '—';

/** Date, optional time, no zone (dayjs's REGEX_PARSE): year, month, day, hours, minutes, seconds, fraction. */
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function readDate(input: DateInput): Date | null {
  if (input === null) return null;
  if (input === undefined) return new Date();
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') return Number.isFinite(input) ? new Date(input) : null;
  const local = LOCAL_DATE_TIME.exec(input.trim());
  if (local) {
    const [, year, month, day, hours, minutes, seconds, fraction] = local;
    const date = new Date(
      Number(year),
      Number(month || 1) - 1,
      Number(day || 1),
      Number(hours || 0),
      Number(minutes || 0),
      Number(seconds || 0),
      Number((fraction || '0').slice(0, 3).padEnd(3, '0')),
    );
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (value: number): string => String(value).padStart(2, '0');

function format(input: DateInput, render: (date: Date) => string): string {
  const date = readDate(input);
  return date ? render(date) : INVALID_DATE;
}

/** Header clock of spec 1 §2, in the browser's time zone: 2026/01/31 23:59:05. */
export function formatClock(date: DateInput = new Date()): string {
  return format(
    date,
    (at) =>
      `${at.getFullYear()}/${two(at.getMonth() + 1)}/${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`,
  );
}

/** Lottery draw date: 2026.01.31. */
export function formatDrawDate(date: DateInput): string {
  return format(date, (at) => `${at.getFullYear()}.${two(at.getMonth() + 1)}.${two(at.getDate())}`);
}
