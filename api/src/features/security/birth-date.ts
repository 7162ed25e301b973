/**
 * The member's date of birth (setBirthDate): a real calendar day from 1900-01-01, at least
 * BIRTH_DATE_MIN_AGE years before today (UTC). Pure, so the calendar rules are tested without a database.
 */
import { BIRTH_DATE_MIN_AGE } from '@suite/shared/contract';
import type { HttpError } from '../../http/envelope';
import { securityRefusal } from './security-messages';

export const BIRTH_DATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['birthDate'],
  properties: { birthDate: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } },
} as const;

const EARLIEST = '1900-01-01';

/** The day itself when it exists on the calendar ('2001-02-29' does not), else null. */
export function calendarDay(text: string): string | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

/** Whole years from the birth day to `today` ('YYYY-MM-DD' strings compare as dates). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** The checked day; `invalid` builds the 400 of an impossible day, too young is a refusal (birthDateTooYoung). */
export function checkBirthDate(text: string, now: Date, invalid: (reason: string) => HttpError): string {
  const day = calendarDay(text);
  if (!day) throw invalid('must be a real day, YYYY-MM-DD');
  if (day < EARLIEST) throw invalid(`must be from ${EARLIEST}`);
  if (ageOn(day, now.toISOString().slice(0, 10)) < BIRTH_DATE_MIN_AGE) throw securityRefusal('birthDateTooYoung');
  return day;
}
