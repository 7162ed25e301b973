import { api, useApi, useTranslation } from '@suite/shared';
import {
  Amount,
  type Column,
  EmptyPeriod,
  ExportCsvButton,
  formatRange,
  PeriodPicker,
  reportClass,
  shorterThanMonth,
  toPeriodQuery,
  Totals,
  useRecordSearch,
} from '@suite/shared/reports';
import { AccountFilter, useAccountFilter } from '../../../components/AccountFilter';
import { ListPager } from '../../../components/ListPager';
import { ListLoadError } from '../../../components/ListStates';
import { PageSkeleton } from '../../../components/PageBoundary';
import { ReportTable } from '../../../components/ReportTable';
import { PROFIT_LOSS_NS, registerProfitLossTranslations } from '../i18n';

registerProfitLossTranslations();

const PAGE_SIZE = 20;

/** User profit and loss (api.teamProfit): each team member's result over a period, or one member's, with the totals. */
export default function ProfitLossPage() {
  const { t, i18n } = useTranslation(PROFIT_LOSS_NS);
  const search = useRecordSearch();
  const { account, chooseAccount } = useAccountFilter();
  const { range, page } = search;
  const { data, error, loading, reload } = useApi(api.teamProfit, {
    ...toPeriodQuery(range),
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(account ? { account } : {}),
  });
  const rows = !loading && !error && data ? data.list : [];
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const columns: Column<api.MemberProfit>[] = [
    { key: 'account', header: t('columns.account'), cell: (row) => row.account },
    { key: 'level', header: t('columns.level'), numeric: true, cell: (row) => row.level },
    { key: 'betCount', header: t('columns.betCount'), numeric: true, cell: (row) => count(row.betCount) },
    { key: 'validBet', header: t('columns.validBet'), numeric: true, cell: (row) => <Amount value={row.validBet} /> },
    { key: 'win', header: t('columns.win'), numeric: true, cell: (row) => <Amount value={row.win} /> },
    { key: 'profitLoss', header: t('columns.profitLoss'), numeric: true, cell: (row) => <Amount value={row.profitLoss} signed /> },
    { key: 'deposits', header: t('columns.deposits'), numeric: true, cell: (row) => <Amount value={row.deposits} /> },
    { key: 'withdrawals', header: t('columns.withdrawals'), numeric: true, cell: (row) => <Amount value={row.withdrawals} /> },
    { key: 'bonuses', header: t('columns.bonuses'), numeric: true, cell: (row) => <Amount value={row.bonuses} /> },
  ];
  const csvRows = () =>
    rows.map((row) => [row.account, row.level, row.betCount, row.validBet, row.win, row.profitLoss, row.deposits, row.withdrawals, row.bonuses]);

  return (
    <div className={reportClass.page}>
      <PeriodPicker
        period={search.period}
        range={range}
        custom={search.custom !== null}
        today={search.today}
        onPeriod={search.choosePeriod}
        onRange={search.chooseRange}
      />
      <div className={reportClass.toolbar}>
        <AccountFilter account={account} onAccount={chooseAccount} />
        <ExportCsvButton name="team-profit" range={range} header={columns.map((column) => column.header)} rows={csvRows} disabled={rows.length === 0} />
      </div>
      {error ? (
        <ListLoadError title={t('failed')} error={error} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={6} />
      ) : data.totalCount === 0 ? (
        <EmptyPeriod
          title={account ? t('emptyAccount', { account }) : t('empty')}
          onShowMonth={shorterThanMonth(range, search.today) ? () => search.choosePeriod('monthly') : undefined}
        />
      ) : (
        <>
          <Totals
            title={t('totals.title')}
            items={[
              { key: 'betCount', label: t('totals.betCount'), value: count(data.totals.betCount) },
              { key: 'validBet', label: t('totals.validBet'), value: <Amount value={data.totals.validBet} /> },
              { key: 'win', label: t('totals.win'), value: <Amount value={data.totals.win} /> },
              { key: 'profitLoss', label: t('totals.profitLoss'), value: <Amount value={data.totals.profitLoss} signed outcome /> },
              { key: 'deposits', label: t('totals.deposits'), value: <Amount value={data.totals.deposits} /> },
              { key: 'withdrawals', label: t('totals.withdrawals'), value: <Amount value={data.totals.withdrawals} /> },
              { key: 'bonuses', label: t('totals.bonuses'), value: <Amount value={data.totals.bonuses} /> },
            ]}
          />
          <ReportTable caption={t('caption', { range: formatRange(range) })} columns={columns} rows={data.list} rowKey={(row) => row.account} />
        </>
      )}
      {data && !error && <ListPager page={page} totalPages={data.totalPages} onPage={search.choosePage} />}
    </div>
  );
}
