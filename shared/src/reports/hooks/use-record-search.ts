import { useCallback } from 'react';
import { type api, useSearchParams } from '@suite/shared';
import { currentPeriod, type DayRange } from '../period';
import { readRecordSearch, withChanges } from '../record-search';
import { useToday } from './use-today';

/**
 * A record view's period, page and filter, kept in the URL query. Every change is a new history
 * entry (Back returns to the previous view); a new period or filter goes back to page 1.
 */
export function useRecordSearch<F extends string>(filter?: { key: string; values: readonly F[] }) {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const search = readRecordSearch(params, today, filter);
  const filterKey = filter?.key;

  const change = useCallback(
    (changes: Record<string, string | null>) => {
      const next = withChanges(params, changes);
      // Pressing what is already on screen adds no history entry.
      if (next.toString() !== params.toString()) setParams(next);
    },
    [params, setParams],
  );
  const choosePeriod = useCallback(
    (period: api.PeriodType) => change({ period, from: null, to: null, page: null }),
    [change],
  );
  const chooseRange = useCallback(
    (range: DayRange) => change({ from: range.first, to: range.last, page: null }),
    [change],
  );
  const choosePage = useCallback((page: number) => change({ page: page > 1 ? String(page) : null }), [change]);
  const chooseFilter = useCallback(
    (value: F | null) => {
      if (filterKey) change({ [filterKey]: value, page: null });
    },
    [change, filterKey],
  );

  return {
    ...search,
    today,
    range: search.custom ?? currentPeriod(search.period, today),
    choosePeriod,
    chooseRange,
    choosePage,
    chooseFilter,
  };
}

/** A record view as useRecordSearch gives it. */
export type RecordSearchView<F extends string = string> = ReturnType<typeof useRecordSearch<F>>;

/** What a paged report reads of the view: the period on screen, the page and the moves between them. */
export type ReportSearch = Pick<RecordSearchView, 'period' | 'range' | 'custom' | 'today' | 'page' | 'choosePeriod' | 'chooseRange' | 'choosePage'>;
