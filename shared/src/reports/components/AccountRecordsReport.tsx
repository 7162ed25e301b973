import { api, formatClock, useTranslation } from '@suite/shared';
import { asDebit } from '../amounts';
import { usePagedReport } from '../hooks/use-paged-report';
import { useRecordSearch } from '../hooks/use-record-search';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import { reportClass } from '../report-classes';
import { Amount } from './Amount';
import { FilteredRecordsControls } from './FilteredRecordsControls';
import { PagedReport, type ReportLook, reportCsv } from './PagedReport';
import type { Column } from './RecordsTable';

registerReportsTranslations();

/** Every ledger line type, the agent's own (contract pay, transfers down and up) included. */
const TYPE_FILTER = { key: 'type', values: api.ACCOUNT_RECORD_TYPES };

interface AccountRecordsReportProps {
  /** The page's words: the type filter's label, the table's caption (given the range), the load failure, the empty period's title. */
  texts: { filter: string; caption: (range: string) => string; failed: string; empty?: string };
  /** The CSV file's name start ('account-record'). */
  csvName: string;
  look: ReportLook;
  /** Live events after which the page on screen reloads (the member's: 'balance'). */
  reloadOn?: readonly api.LiveEventKind[];
}

/**
 * The account record (api.accountRecords): the ledger lines of the signed-in account's wallets in a
 * period, by type, with the totals of the whole set. The member's account record and the agent's
 * transaction details; the types, columns and totals are named by the kit.
 */
export function AccountRecordsReport({ texts, csvName, look, reloadOn }: AccountRecordsReportProps) {
  const { t } = useTranslation(REPORTS_NS, { keyPrefix: 'accountRecords' });
  const search = useRecordSearch(TYPE_FILTER);
  const report = usePagedReport(api.accountRecords, search, { type: search.filter }, { reloadOn });

  const typeLabel = (type: string) => t(`type.${type}`, { defaultValue: type });
  const walletLabel = (row: api.AccountRecord) => (row.wallet === 'MAIN' ? t('wallet.MAIN') : row.walletName || row.wallet);
  const columns: Column<api.AccountRecord>[] = [
    { key: 'time', header: t('columns.time'), cell: (row) => formatClock(row.time) },
    { key: 'type', header: t('columns.type'), cell: (row) => typeLabel(row.type) },
    { key: 'wallet', header: t('columns.wallet'), cell: walletLabel },
    { key: 'amount', header: t('columns.amount'), numeric: true, cell: (row) => <Amount value={row.amount} signed /> },
    { key: 'balanceAfter', header: t('columns.balanceAfter'), numeric: true, cell: (row) => <Amount value={row.balanceAfter} /> },
    { key: 'reference', header: t('columns.reference'), cell: (row) => row.reference },
  ];
  const csvLine = (row: api.AccountRecord) => [formatClock(row.time), typeLabel(row.type), walletLabel(row), row.amount, row.balanceAfter, row.reference];

  return (
    <div className={reportClass.page}>
      <FilteredRecordsControls
        search={search}
        filterLabel={texts.filter}
        values={TYPE_FILTER.values}
        labelOf={typeLabel}
        csv={reportCsv(report, csvName, columns, csvLine)}
      />
      <PagedReport
        report={report}
        look={look}
        texts={texts}
        columns={columns}
        rowKey={(row) => row.id}
        totals={({ totals }) => ({
          title: t('totals.title'),
          items: [
            { key: 'credit', label: t('totals.credit'), value: <Amount value={totals.credit} signed /> },
            { key: 'debit', label: t('totals.debit'), value: <Amount value={asDebit(totals.debit)} signed /> },
            { key: 'net', label: t('totals.net'), value: <Amount value={totals.net} signed /> },
          ],
        })}
      />
    </div>
  );
}
