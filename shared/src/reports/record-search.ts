/**
 * What a record view shows, read from its URL query (period, from, to, page and one filter) so a
 * view is deep-linkable and Back works. Anything unreadable falls back to the default: the daily
 * period, page 1, no filter.
 */
import { api } from '@suite/shared';
import { checkRange, type Day, type DayRange } from './period';

export const DEFAULT_PERIOD: api.PeriodType = 'daily';

export interface RecordSearch<F extends string> {
  period: api.PeriodType;
  /** A range moved with previous/next or typed by the player; null: the current period. */
  custom: DayRange | null;
  page: number;
  filter: F | null;
}

const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

export function readRecordSearch<F extends string>(
  params: URLSearchParams,
  today: Day,
  filter?: { key: string; values: readonly F[] },
): RecordSearch<F> {
  const range = checkRange(params.get('from') ?? '', params.get('to') ?? '', today);
  const page = params.get('page') ?? '';
  return {
    period: oneOf(api.PERIOD_TYPES, params.get('period')) ?? DEFAULT_PERIOD,
    custom: range.ok ? range.range : null,
    page: PAGE_PATTERN.test(page) ? Number(page) : 1,
    filter: filter ? oneOf(filter.values, params.get(filter.key)) : null,
  };
}

/** The query after a change: null removes a key; other keys stay. */
export function withChanges(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
