import type { api, Endpoint } from '@suite/shared';
import {
  type Column,
  type CsvCell,
  ExportCsvButton,
  PagedReport,
  PeriodPicker,
  periodPickerProps,
  reportClass,
  reportCsv,
  type TotalItem,
  usePagedReport,
  useRecordSearch,
} from '@suite/shared/reports';
import { AccountFilter, useAccountFilter } from './AccountFilter';
import { AGENT_REPORT_LOOK } from './report-look';

type AccountQuery = api.PeriodQuery & api.PageQuery & { account?: string };
type RowOf<P extends api.Page<unknown>> = P['list'][number];

interface AccountReportProps<P extends api.Page<unknown>> {
  endpoint: Endpoint<AccountQuery, P>;
  /** The page's words: the caption (given the range), the load failure, an empty period for the team and for one account. */
  texts: { caption: (range: string) => string; failed: string; empty: string; emptyAccount: (account: string) => string };
  columns: readonly Column<RowOf<P>>[];
  rowKey: (row: RowOf<P>) => string;
  totals: (data: P) => { title: string; items: readonly TotalItem[] };
  /** The CSV file's name start and one line a row. */
  csvName: string;
  csvLine: (row: RowOf<P>) => readonly CsvCell[];
}

/**
 * A team report (team betting, profit and loss): the period, one member's account (both in the URL)
 * and the CSV export above the report kit's states, totals, rows and pager.
 */
export function AccountReport<P extends api.Page<unknown>>({ endpoint, texts, csvName, csvLine, ...table }: AccountReportProps<P>) {
  const search = useRecordSearch();
  const { account, chooseAccount } = useAccountFilter();
  const report = usePagedReport(endpoint, search, { account });
  return (
    <div className={reportClass.page}>
      <PeriodPicker {...periodPickerProps(search)} />
      <div className={reportClass.toolbar}>
        <AccountFilter account={account} onAccount={chooseAccount} />
        <ExportCsvButton {...reportCsv(report, csvName, table.columns, csvLine)} />
      </div>
      <PagedReport report={report} look={AGENT_REPORT_LOOK} texts={{ ...texts, empty: account ? texts.emptyAccount(account) : texts.empty }} {...table} />
    </div>
  );
}
