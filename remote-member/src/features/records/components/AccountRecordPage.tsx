import { api, formatClock, LoadError, useApi, useTranslation } from '@suite/shared';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '../../../components/Pager';
import {
  Amount,
  asDebit,
  type Column,
  EmptyPeriod,
  FilteredRecordsControls,
  formatRange,
  RecordsTable,
  reportClass,
  shorterThanMonth,
  toPeriodQuery,
  Totals,
  useRecordSearch,
} from '@suite/shared/reports';
import { RECORDS_NS, registerRecordsTranslations } from '../i18n';

registerRecordsTranslations();

const PAGE_SIZE = 20;
const TYPE_FILTER = { key: 'type', values: api.ACCOUNT_RECORD_TYPES };

/** Account record (transactionHistory): the ledger lines of the member's wallets in a period. */
export default function AccountRecordPage() {
  const { t } = useTranslation(RECORDS_NS);
  const search = useRecordSearch(TYPE_FILTER);
  const { range, page, filter } = search;
  const { data, error, loading, reload } = useApi(api.accountRecords, {
    ...toPeriodQuery(range),
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter ? { type: filter } : {}),
  });
  const rows = !loading && !error && data ? data.list : [];

  const typeLabel = (type: string) => t(`accountType.${type}`, { defaultValue: type });
  const walletLabel = (row: api.AccountRecord) => (row.wallet === 'MAIN' ? t('wallet.MAIN') : row.walletName || row.wallet);
  const columns: Column<api.AccountRecord>[] = [
    { key: 'time', header: t('account.columns.time'), cell: (row) => formatClock(row.time) },
    { key: 'type', header: t('account.columns.type'), cell: (row) => typeLabel(row.type) },
    { key: 'wallet', header: t('account.columns.wallet'), cell: (row) => walletLabel(row) },
    { key: 'amount', header: t('account.columns.amount'), numeric: true, cell: (row) => <Amount value={row.amount} signed /> },
    { key: 'balanceAfter', header: t('account.columns.balanceAfter'), numeric: true, cell: (row) => <Amount value={row.balanceAfter} /> },
    { key: 'reference', header: t('account.columns.reference'), cell: (row) => row.reference },
  ];
  const csvRows = () =>
    rows.map((row) => [formatClock(row.time), typeLabel(row.type), walletLabel(row), row.amount, row.balanceAfter, row.reference]);

  return (
    <div className={reportClass.page}>
      <FilteredRecordsControls
        search={search}
        filterLabel={t('filters.type')}
        values={TYPE_FILTER.values}
        labelOf={typeLabel}
        csvName="account-record"
        csvHeader={columns.map((column) => column.header)}
        csvRows={csvRows}
        csvDisabled={rows.length === 0}
      />
      {error ? (
        <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={6} />
      ) : data.totalCount === 0 ? (
        <EmptyPeriod onShowMonth={shorterThanMonth(range, search.today) ? () => search.choosePeriod('monthly') : undefined} />
      ) : (
        <>
          <Totals
            title={t('account.totals.title')}
            items={[
              { key: 'credit', label: t('account.totals.credit'), value: <Amount value={data.totals.credit} signed /> },
              { key: 'debit', label: t('account.totals.debit'), value: <Amount value={asDebit(data.totals.debit)} signed /> },
              { key: 'net', label: t('account.totals.net'), value: <Amount value={data.totals.net} signed /> },
            ]}
          />
          <RecordsTable
            caption={t('account.caption', { range: formatRange(range) })}
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
          />
        </>
      )}
      {/* Stays while the next page loads, so the button just pressed keeps focus. */}
      {data && !error && (
        <Pager page={page} totalPages={data.totalPages} onPage={search.choosePage} label={t('pager.label')} className={reportClass.pager} />
      )}
    </div>
  );
}
