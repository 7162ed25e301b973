import { api, formatClock, useApi, useTranslation } from '@suite/shared';
import {
  Amount,
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
import { INCOME_NS, registerIncomeTranslations } from '../i18n';

registerIncomeTranslations();

const PAGE_SIZE = 20;
/** The kinds of income in the order of the agent centre's menu, money from downlines last. */
const INCOME_KINDS: readonly api.IncomeKind[] = ['dividend', 'daily', 'hourly', 'realtime', 'fromDownline'];
const KIND_FILTER = { key: 'kind', values: INCOME_KINDS };

/** My income (api.agentIncome): the period's totals per kind and the lines behind them, with their ledger reference. */
export default function IncomePage() {
  const { t } = useTranslation(INCOME_NS);
  const search = useRecordSearch(KIND_FILTER);
  const { range, page, filter } = search;
  const { data, error, loading, reload } = useApi(api.agentIncome, {
    ...toPeriodQuery(range),
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter ? { kind: filter } : {}),
  });
  const rows = !loading && !error && data ? data.list : [];

  const kindLabel = (kind: api.IncomeKind) => t(`kind.${kind}`);
  const detailOf = (line: api.IncomeLine) =>
    line.kind === 'fromDownline' ? t('detail.fromDownline', { account: line.detail }) : t('detail.period', { period: line.detail });
  const columns: Column<api.IncomeLine>[] = [
    { key: 'time', header: t('columns.time'), cell: (row) => formatClock(row.time) },
    { key: 'kind', header: t('columns.kind'), cell: (row) => kindLabel(row.kind) },
    { key: 'amount', header: t('columns.amount'), numeric: true, cell: (row) => <Amount value={row.amount} /> },
    { key: 'reference', header: t('columns.reference'), cell: (row) => row.reference },
    { key: 'detail', header: t('columns.detail'), cell: detailOf },
  ];
  const csvRows = () => rows.map((row) => [formatClock(row.time), kindLabel(row.kind), row.amount, row.reference, detailOf(row)]);

  return (
    <div className={reportClass.page}>
      <FilteredRecordsControls
        search={search}
        filterLabel={t('filter')}
        values={INCOME_KINDS}
        labelOf={kindLabel}
        csvName="agent-income"
        csvHeader={columns.map((column) => column.header)}
        csvRows={csvRows}
        csvDisabled={rows.length === 0}
      />
      {error ? (
        <ListLoadError title={t('failed')} error={error} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={6} />
      ) : (
        <>
          {/* The totals of every kind stay in view, even for a period or a kind with no lines. */}
          <Totals
            title={t('totals.title')}
            items={[
              ...INCOME_KINDS.map((kind) => ({ key: kind, label: kindLabel(kind), value: <Amount value={data.totals[kind]} /> })),
              { key: 'total', label: t('totals.total'), value: <Amount value={data.totals.total} /> },
            ]}
          />
          {data.totalCount === 0 ? (
            <EmptyPeriod title={t('empty')} onShowMonth={shorterThanMonth(range, search.today) ? () => search.choosePeriod('monthly') : undefined} />
          ) : (
            <ReportTable caption={t('caption', { range: formatRange(range) })} columns={columns} rows={data.list} rowKey={(row) => row.id} />
          )}
        </>
      )}
      {data && !error && <ListPager page={page} totalPages={data.totalPages} onPage={search.choosePage} />}
    </div>
  );
}
