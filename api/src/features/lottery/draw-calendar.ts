/**
 * When draws happen: regional lotteries on fixed week days at a local time of their time zone, fast
 * lotteries every N seconds. Pure functions of epoch milliseconds, so the scheduler and its tests
 * need no real clock.
 */
import type { DrawDayOfWeek } from '@suite/shared/contract';

export type DrawSchedule =
  | { kind: 'regional'; drawDays: readonly number[]; drawLocalTime: string; timeZone: string; lockSeconds: number }
  | { kind: 'fast'; intervalSeconds: number; timeZone: string; lockSeconds: number };

export interface DrawSlot {
  numero: string;
  drawTime: number;
  lockTime: number;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Wall-clock parts of an instant in a time zone. */
export function localParts(epochMs: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetMs(epochMs: number, timeZone: string): number {
  const p = localParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant of a wall-clock time in a time zone (month 1..12; day may overflow, like Date.UTC). */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return second;
}

/** The API's week day of a calendar date: 1..7 with Sunday 1. */
export function apiWeekday(year: number, month: number, day: number): DrawDayOfWeek {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1) as DrawDayOfWeek;
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

function dateKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
}

function parseLocalTime(text: string): [number, number] {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`draw time must be HH:MM, got "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

/** A regional draw's number is its local date (one draw a day at most): 20260131. */
function nextRegionalSlot(schedule: Extract<DrawSchedule, { kind: 'regional' }>, after: number): DrawSlot {
  const [hour, minute] = parseLocalTime(schedule.drawLocalTime);
  const today = localParts(after, schedule.timeZone);
  // Eight days always include the next draw day (and today's draw when it is still ahead).
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (!schedule.drawDays.includes(apiWeekday(year, month, day))) continue;
    const drawTime = zonedTime(year, month, day, hour, minute, schedule.timeZone);
    if (drawTime > after) {
      return { numero: dateKey(year, month, day), drawTime, lockTime: drawTime - schedule.lockSeconds * 1000 };
    }
  }
  throw new Error('a regional lottery needs at least one draw day');
}

/**
 * Fast draws fall on multiples of the interval; the number is the local date and the draw's index
 * in that day, counted in elapsed time so a 25-hour day never repeats one: 202601310421.
 */
function nextFastSlot(schedule: Extract<DrawSchedule, { kind: 'fast' }>, after: number): DrawSlot {
  const intervalMs = schedule.intervalSeconds * 1000;
  const drawTime = (Math.floor(after / intervalMs) + 1) * intervalMs;
  // The draw at local midnight closes the previous day.
  const local = localParts(drawTime - 1, schedule.timeZone);
  const midnight = zonedTime(local.year, local.month, local.day, 0, 0, schedule.timeZone);
  const index = Math.ceil((drawTime - midnight) / intervalMs);
  return {
    numero: `${dateKey(local.year, local.month, local.day)}${pad(index, 4)}`,
    drawTime,
    lockTime: drawTime - schedule.lockSeconds * 1000,
  };
}

/** The first draw strictly after `after` (epoch ms). */
export function nextDrawSlot(schedule: DrawSchedule, after: number): DrawSlot {
  return schedule.kind === 'regional' ? nextRegionalSlot(schedule, after) : nextFastSlot(schedule, after);
}
