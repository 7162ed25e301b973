import { api, formatClock, useApi, useTranslation } from '@suite/shared';
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
import { registerTeamBettingTranslations, TEAM_BETTING_NS } from '../i18n';

registerTeamBettingTranslations();

const PAGE_SIZE = 20;

/** Team betting (api.teamBets): every bet of the team in a period, or one member's, with the totals of the whole set. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation(TEAM_BETTING_NS);
  const search = useRecordSearch();
  const { account, chooseAccount } = useAccountFilter();
  const { range, page } = search;
  const { data, error, loading, reload } = useApi(api.teamBets, {
    ...toPeriodQuery(range),
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(account ? { account } : {}),
  });
  const rows = !loading && !error && data ? data.list : [];

  const gameTypeLabel = (type: string) => t(`gameType.${type}`, { defaultValue: type });
  const columns: Column<api.TeamBet>[] = [
    { key: 'time', header: t('columns.time'), cell: (row) => formatClock(row.time) },
    { key: 'account', header: t('columns.account'), cell: (row) => row.account },
    { key: 'game', header: t('columns.game'), cell: (row) => row.gameName },
    { key: 'gameType', header: t('columns.gameType'), cell: (row) => gameTypeLabel(row.gameType) },
    { key: 'stake', header: t('columns.stake'), numeric: true, cell: (row) => <Amount value={row.stake} /> },
    { key: 'win', header: t('columns.win'), numeric: true, cell: (row) => <Amount value={row.win} /> },
    { key: 'profit', header: t('columns.profit'), numeric: true, cell: (row) => <Amount value={row.profit} signed /> },
    { key: 'status', header: t('columns.status'), cell: (row) => t(`status.${row.status}`) },
  ];
  const csvRows = () =>
    rows.map((row) => [formatClock(row.time), row.account, row.gameName, gameTypeLabel(row.gameType), row.stake, row.win, row.profit, t(`status.${row.status}`)]);

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
        <ExportCsvButton name="team-bets" range={range} header={columns.map((column) => column.header)} rows={csvRows} disabled={rows.length === 0} />
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
              { key: 'count', label: t('totals.count'), value: new Intl.NumberFormat(i18n.language).format(data.totals.count) },
              { key: 'stake', label: t('totals.stake'), value: <Amount value={data.totals.stake} /> },
              { key: 'win', label: t('totals.win'), value: <Amount value={data.totals.win} /> },
              { key: 'profit', label: t('totals.profit'), value: <Amount value={data.totals.profit} signed outcome /> },
            ]}
          />
          <ReportTable caption={t('caption', { range: formatRange(range) })} columns={columns} rows={data.list} rowKey={(row) => row.id} />
        </>
      )}
      {data && !error && <ListPager page={page} totalPages={data.totalPages} onPage={search.choosePage} />}
    </div>
  );
}
