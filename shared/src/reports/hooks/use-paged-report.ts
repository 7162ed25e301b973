import { useEffect, useState } from 'react';
import { type api, useApi, type Endpoint, type UseApiResult } from '@suite/shared';
import { toPeriodQuery } from '../period';
import { useLiveReload } from './use-live-reload';
import type { ReportSearch } from './use-record-search';

/** Rows per page of the paged reports. */
export const REPORT_PAGE_SIZE = 20;

type PagedQuery = api.PeriodQuery & api.PageQuery;
/** The page's own filters (a type, an account): a null or absent one is left out of the query. */
type ReportFilters<Q> = { [K in Exclude<keyof Q, keyof PagedQuery>]?: Q[K] | null };

export interface PagedReportOptions {
  /**
   * Live events (docs/live-events.md) after which the page on screen reloads, same period, filters and
   * page; quietly: its rows stay until the new ones arrive.
   */
  reloadOn?: readonly api.LiveEventKind[];
}

export interface PagedReportState<P extends api.Page<unknown>> extends UseApiResult<P> {
  search: ReportSearch;
  /** The rows on screen (none while loading or after a failure): what the CSV export writes. */
  rows: P['list'];
}

const NO_EVENTS: readonly api.LiveEventKind[] = [];

/** One page of a report for the view in the URL: the period as instants, the page, 20 rows and the page's filters. */
export function usePagedReport<Q extends PagedQuery, P extends api.Page<unknown>>(
  endpoint: Endpoint<Q, P>,
  search: ReportSearch,
  filters: ReportFilters<Q> = {},
  { reloadOn = NO_EVENTS }: PagedReportOptions = {},
): PagedReportState<P> {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined));
  const query = { ...toPeriodQuery(search.range), pageNo: search.page, pageSize: REPORT_PAGE_SIZE, ...chosen } as Q;
  const result = useApi(endpoint, query);
  // The view a live reload was asked for: while it reloads, the rows it showed stay (not when another
  // view was loading already: its rows are not on screen yet).
  const view = JSON.stringify(query);
  const [liveView, setLiveView] = useState<string | null>(null);
  useLiveReload(reloadOn, () => {
    if (!result.loading) setLiveView(view);
    result.reload();
  });
  useEffect(() => {
    if (!result.loading) setLiveView(null);
  }, [result.loading]);
  const quiet = result.loading && liveView === view && result.data !== undefined;
  const state = quiet ? { ...result, loading: false } : result;
  const rows = !state.loading && !state.error && state.data ? state.data.list : [];
  return { ...state, search, rows };
}
