import { type api, LoadError, useTranslation } from '@suite/shared';
import type { ReactNode } from 'react';
import type { CsvCell } from '../csv';
import type { PagedReportState } from '../hooks/use-paged-report';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import { formatRange, shorterThanMonth } from '../period';
import { EmptyPeriod } from './EmptyPeriod';
import type { ExportCsvButtonProps } from './ExportCsvButton';
import { Pager, type PagerProps } from './Pager';
import { type Column, RecordsTable } from './RecordsTable';
import { type TotalItem, Totals } from './Totals';
import '../reports.css';

registerReportsTranslations();

type RowOf<P extends api.Page<unknown>> = P['list'][number];

export interface ReportTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** How an app shows a report's states: its skeleton, its table (RecordsTable by default) and its pager. */
export interface ReportLook {
  skeleton: ReactNode;
  Table?: <Row>(props: ReportTableProps<Row>) => ReactNode;
  pager?: Pick<PagerProps, 'className' | 'hideSinglePage'>;
}

interface PagedReportProps<P extends api.Page<unknown>> {
  report: PagedReportState<P>;
  look: ReportLook;
  /** The page's words: the table's caption (given the range), the load failure, the empty period's title and the pager's name. */
  texts: { caption: (range: string) => string; failed: string; empty?: string; pager?: string };
  columns: readonly Column<RowOf<P>>[];
  rowKey: (row: RowOf<P>) => string;
  /** The totals of the whole filtered set. */
  totals: (data: P) => { title: string; items: readonly TotalItem[] };
  /** The totals stay in view for a period with no rows (the agent's income by kind). */
  totalsWhenEmpty?: boolean;
}

/**
 * What a paged report shows under its controls: the load failure with Retry, the skeleton, the empty
 * period, or the totals and the rows; then the pager.
 */
export function PagedReport<P extends api.Page<unknown>>({ report, look, texts, columns, rowKey, totals, totalsWhenEmpty = false }: PagedReportProps<P>) {
  const { t } = useTranslation(REPORTS_NS);
  const { data, error, loading, reload, search } = report;
  const Table = look.Table ?? RecordsTable;
  const showMonth = shorterThanMonth(search.range, search.today) ? () => search.choosePeriod('monthly') : undefined;

  let body: ReactNode;
  if (error) body = <LoadError title={texts.failed} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />;
  else if (loading || !data) body = look.skeleton;
  else {
    const empty = data.totalCount === 0;
    body = (
      <>
        {(!empty || totalsWhenEmpty) && <Totals {...totals(data)} />}
        {empty ? (
          <EmptyPeriod title={texts.empty} onShowMonth={showMonth} />
        ) : (
          <Table caption={texts.caption(formatRange(search.range))} columns={columns} rows={data.list} rowKey={rowKey} />
        )}
      </>
    );
  }
  return (
    <>
      {body}
      {/* Stays while the next page loads, so the button just pressed keeps focus. */}
      {data && !error && <Pager {...look.pager} page={search.page} totalPages={data.totalPages} onPage={search.choosePage} label={texts.pager} />}
    </>
  );
}

/** The CSV export of the rows on screen: the columns' headers, then one line a row. */
export function reportCsv<P extends api.Page<unknown>>(
  report: PagedReportState<P>,
  name: string,
  columns: readonly Column<RowOf<P>>[],
  line: (row: RowOf<P>) => readonly CsvCell[],
): ExportCsvButtonProps {
  return {
    name,
    range: report.search.range,
    header: columns.map((column) => column.header),
    rows: () => report.rows.map(line),
    disabled: report.rows.length === 0,
  };
}
