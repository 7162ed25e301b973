import { type api, useApi, type Endpoint, type UseApiResult } from '@suite/shared';
import { toPeriodQuery } from '../period';
import type { ReportSearch } from './use-record-search';

/** Rows per page of the paged reports. */
export const REPORT_PAGE_SIZE = 20;

type PagedQuery = api.PeriodQuery & api.PageQuery;
/** The page's own filters (a type, an account): a null or absent one is left out of the query. */
type ReportFilters<Q> = { [K in Exclude<keyof Q, keyof PagedQuery>]?: Q[K] | null };

export interface PagedReportState<P extends api.Page<unknown>> extends UseApiResult<P> {
  search: ReportSearch;
  /** The rows on screen (none while loading or after a failure): what the CSV export writes. */
  rows: P['list'];
}

/** One page of a report for the view in the URL: the period as instants, the page, 20 rows and the page's filters. */
export function usePagedReport<Q extends PagedQuery, P extends api.Page<unknown>>(
  endpoint: Endpoint<Q, P>,
  search: ReportSearch,
  filters: ReportFilters<Q> = {},
): PagedReportState<P> {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined));
  const query = { ...toPeriodQuery(search.range), pageNo: search.page, pageSize: REPORT_PAGE_SIZE, ...chosen } as Q;
  const result = useApi(endpoint, query);
  const rows = !result.loading && !result.error && result.data ? result.data.list : [];
  return { ...result, search, rows };
}
