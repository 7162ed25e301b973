import { api, formatClock, useTranslation } from '@suite/shared';
import { Amount, type Column, FilteredRecordsControls, PagedReport, reportClass, reportCsv, usePagedReport, useRecordSearch } from '@suite/shared/reports';
import { AGENT_REPORT_LOOK } from '../../../components/report-look';
import { INCOME_NS, registerIncomeTranslations } from '../i18n';

registerIncomeTranslations();

/** The kinds of income in the order of the agent centre's menu, money from downlines last. */
const INCOME_KINDS: readonly api.IncomeKind[] = ['dividend', 'daily', 'hourly', 'realtime', 'fromDownline'];
const KIND_FILTER = { key: 'kind', values: INCOME_KINDS };

/** My income (api.agentIncome): the period's totals per kind and the lines behind them, with their ledger reference. */
export default function IncomePage() {
  const { t } = useTranslation(INCOME_NS);
  const search = useRecordSearch(KIND_FILTER);
  const report = usePagedReport(api.agentIncome, search, { kind: search.filter });

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
  const csvLine = (row: api.IncomeLine) => [formatClock(row.time), kindLabel(row.kind), row.amount, row.reference, detailOf(row)];

  return (
    <div className={reportClass.page}>
      <FilteredRecordsControls search={search} filterLabel={t('filter')} values={INCOME_KINDS} labelOf={kindLabel} csv={reportCsv(report, 'agent-income', columns, csvLine)} />
      <PagedReport
        report={report}
        look={AGENT_REPORT_LOOK}
        texts={{ caption: (range) => t('caption', { range }), failed: t('failed'), empty: t('empty') }}
        columns={columns}
        rowKey={(row) => row.id}
        // The totals of every kind stay in view, even for a period or a kind with no lines.
        totalsWhenEmpty
        totals={({ totals }) => ({
          title: t('totals.title'),
          items: [
            ...INCOME_KINDS.map((kind) => ({ key: kind, label: kindLabel(kind), value: <Amount value={totals[kind]} /> })),
            { key: 'total', label: t('totals.total'), value: <Amount value={totals.total} /> },
          ],
        })}
      />
    </div>
  );
}
