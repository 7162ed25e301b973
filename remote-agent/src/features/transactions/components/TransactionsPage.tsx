import { api, formatClock, useApi, useTranslation } from '@suite/shared';
import {
  Amount,
  asDebit,
  type Column,
  EmptyPeriod,
  FilteredRecordsControls,
  formatRange,
  reportClass,
  shorterThanMonth,
  toPeriodQuery,
  Totals,
  useRecordSearch,
} from '@suite/shared/reports';
import { ListPager } from '../../../components/ListPager';
import { ListLoadError } from '../../../components/ListStates';
import { PageSkeleton } from '../../../components/PageBoundary';
import { ReportTable } from '../../../components/ReportTable';
import { registerTransactionsTranslations, TRANSACTIONS_NS } from '../i18n';

registerTransactionsTranslations();

const PAGE_SIZE = 20;
/** Every ledger line type, the agent's own (contract pay, transfers down and up) included. */
const TYPE_FILTER = { key: 'type', values: api.ACCOUNT_RECORD_TYPES };

/** Transaction details: the agent's ledger lines (api.accountRecords) in a period, by type, with the totals of the whole set. */
export default function TransactionsPage() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const search = useRecordSearch(TYPE_FILTER);
  const { range, page, filter } = search;
  const { data, error, loading, reload } = useApi(api.accountRecords, {
    ...toPeriodQuery(range),
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter ? { type: filter } : {}),
  });
  const rows = !loading && !error && data ? data.list : [];

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
  const csvRows = () => rows.map((row) => [formatClock(row.time), typeLabel(row.type), walletLabel(row), row.amount, row.balanceAfter, row.reference]);

  return (
    <div className={reportClass.page}>
      <FilteredRecordsControls
        search={search}
        filterLabel={t('filter')}
        values={TYPE_FILTER.values}
        labelOf={typeLabel}
        csvName="agent-transactions"
        csvHeader={columns.map((column) => column.header)}
        csvRows={csvRows}
        csvDisabled={rows.length === 0}
      />
      {error ? (
        <ListLoadError title={t('failed')} error={error} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={6} />
      ) : data.totalCount === 0 ? (
        <EmptyPeriod title={t('empty')} onShowMonth={shorterThanMonth(range, search.today) ? () => search.choosePeriod('monthly') : undefined} />
      ) : (
        <>
          <Totals
            title={t('totals.title')}
            items={[
              { key: 'credit', label: t('totals.credit'), value: <Amount value={data.totals.credit} signed /> },
              { key: 'debit', label: t('totals.debit'), value: <Amount value={asDebit(data.totals.debit)} signed /> },
              { key: 'net', label: t('totals.net'), value: <Amount value={data.totals.net} signed /> },
            ]}
          />
          <ReportTable caption={t('caption', { range: formatRange(range) })} columns={columns} rows={data.list} rowKey={(row) => row.id} />
        </>
      )}
      {data && !error && <ListPager page={page} totalPages={data.totalPages} onPage={search.choosePage} />}
    </div>
  );
}
