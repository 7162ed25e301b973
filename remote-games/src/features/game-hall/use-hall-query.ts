import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@suite/shared';
import { applyHallChange, parseHallQuery, writeHallQuery, type HallChange, type HallQuery } from './hall-query';

export interface HallQueryState {
  query: HallQuery;
  /** Applies a change (with its reset rules) to the URL; `replace` for refinements of a search. */
  update(change: HallChange, options?: { replace?: boolean }): void;
}

/** The hall's state, read from and written to the URL query (useSearchParams). */
export function useHallQuery(): HallQueryState {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseHallQuery(params), [params]);
  const update = useCallback(
    (change: HallChange, options: { replace?: boolean } = {}) => {
      const next = writeHallQuery(applyHallChange(parseHallQuery(params), change), params);
      // No history entry for a change that changes nothing.
      if (next.toString() !== params.toString()) setParams(next, { replace: options.replace ?? false });
    },
    [params, setParams],
  );
  return { query, update };
}
