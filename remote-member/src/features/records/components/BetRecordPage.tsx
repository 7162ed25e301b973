import { api, formatClock, LoadError, useApi, useTranslation } from '@suite/shared';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '../../../components/Pager';
import {
  Amount,
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
const GAME_TYPE_FILTER = { key: 'gameType', values: api.GAME_TYPES };

/** Betting record (personalHistoryCopy): game rounds and lottery bets in a period. */
export default function BetRecordPage() {
  const { t, i18n } = useTranslation(RECORDS_NS);
  const search = useRecordSearch(GAME_TYPE_FILTER);
  const { range, page, filter } = search;
  const { data, error, loading, reload } = useApi(api.betRecords, {
    ...toPeriodQuery(range),
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter ? { gameType: filter } : {}),
  });
  const rows = !loading && !error && data ? data.list : [];

  const gameTypeLabel = (type: string) => t(`gameType.${type}`, { defaultValue: type });
  const statusLabel = (status: api.BetRecord['status']) => t(`status.${status}`, { defaultValue: status });
  const columns: Column<api.BetRecord>[] = [
    { key: 'time', header: t('bets.columns.time'), cell: (row) => formatClock(row.time) },
    { key: 'game', header: t('bets.columns.game'), cell: (row) => row.gameName },
    { key: 'vendor', header: t('bets.columns.vendor'), cell: (row) => row.vendor },
    { key: 'gameType', header: t('bets.columns.gameType'), cell: (row) => gameTypeLabel(row.gameType) },
    { key: 'stake', header: t('bets.columns.stake'), numeric: true, cell: (row) => <Amount value={row.stake} /> },
    { key: 'win', header: t('bets.columns.win'), numeric: true, cell: (row) => <Amount value={row.win} /> },
    { key: 'profit', header: t('bets.columns.profit'), numeric: true, cell: (row) => <Amount value={row.profit} signed /> },
    { key: 'status', header: t('bets.columns.status'), cell: (row) => statusLabel(row.status) },
  ];
  const csvRows = () =>
    rows.map((row) => [
      formatClock(row.time),
      row.gameName,
      row.vendor,
      gameTypeLabel(row.gameType),
      row.stake,
      row.win,
      row.profit,
      statusLabel(row.status),
    ]);

  return (
    <div className={reportClass.page}>
      <FilteredRecordsControls
        search={search}
        filterLabel={t('filters.gameType')}
        values={GAME_TYPE_FILTER.values}
        labelOf={gameTypeLabel}
        csvName="bet-record"
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
            title={t('bets.totals.title')}
            items={[
              { key: 'count', label: t('bets.totals.count'), value: data.totals.count.toLocaleString(i18n.language) },
              { key: 'stake', label: t('bets.totals.stake'), value: <Amount value={data.totals.stake} /> },
              { key: 'win', label: t('bets.totals.win'), value: <Amount value={data.totals.win} /> },
              { key: 'profit', label: t('bets.totals.profit'), value: <Amount value={data.totals.profit} signed outcome /> },
            ]}
          />
          <RecordsTable
            caption={t('bets.caption', { range: formatRange(range) })}
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
