import { api, formatClock, useTranslation } from '@suite/shared';
import {
  Amount,
  type Column,
  FilteredRecordsControls,
  PagedReport,
  reportClass,
  reportCsv,
  useBetLabels,
  usePagedReport,
  useRecordSearch,
} from '@suite/shared/reports';
import { RECORDS_NS, registerRecordsTranslations } from '../i18n';
import { RECORDS_LOOK } from '../records-look';

registerRecordsTranslations();

const GAME_TYPE_FILTER = { key: 'gameType', values: api.GAME_TYPES };
/** A bet placed or settled anywhere (a lottery draw, a game round in another tab) reloads the page on screen. */
const RELOAD_ON: readonly api.LiveEventKind[] = ['bets'];

/** Betting record (personalHistoryCopy): game rounds and lottery bets in a period, kept current by the live events. */
export default function BetRecordPage() {
  const { t, i18n } = useTranslation(RECORDS_NS);
  const search = useRecordSearch(GAME_TYPE_FILTER);
  const report = usePagedReport(api.betRecords, search, { gameType: search.filter }, { reloadOn: RELOAD_ON });

  const labels = useBetLabels();
  const columns: Column<api.BetRecord>[] = [
    { key: 'time', header: t('bets.columns.time'), cell: (row) => formatClock(row.time) },
    { key: 'game', header: t('bets.columns.game'), cell: (row) => row.gameName },
    { key: 'vendor', header: t('bets.columns.vendor'), cell: (row) => row.vendor },
    { key: 'gameType', header: t('bets.columns.gameType'), cell: (row) => labels.gameType(row.gameType) },
    { key: 'stake', header: t('bets.columns.stake'), numeric: true, cell: (row) => <Amount value={row.stake} /> },
    { key: 'win', header: t('bets.columns.win'), numeric: true, cell: (row) => <Amount value={row.win} /> },
    { key: 'profit', header: t('bets.columns.profit'), numeric: true, cell: (row) => <Amount value={row.profit} signed /> },
    { key: 'status', header: t('bets.columns.status'), cell: (row) => labels.status(row.status) },
  ];
  const csvLine = (row: api.BetRecord) => [
    formatClock(row.time),
    row.gameName,
    row.vendor,
    labels.gameType(row.gameType),
    row.stake,
    row.win,
    row.profit,
    labels.status(row.status),
  ];

  return (
    <div className={reportClass.page}>
      <FilteredRecordsControls
        search={search}
        filterLabel={t('filters.gameType')}
        values={GAME_TYPE_FILTER.values}
        labelOf={labels.gameType}
        csv={reportCsv(report, 'bet-record', columns, csvLine)}
      />
      <PagedReport
        report={report}
        look={RECORDS_LOOK}
        texts={{ caption: (range) => t('bets.caption', { range }), failed: t('load.failed') }}
        columns={columns}
        rowKey={(row) => row.id}
        totals={({ totals }) => ({
          title: t('bets.totals.title'),
          items: [
            { key: 'count', label: t('bets.totals.count'), value: totals.count.toLocaleString(i18n.language) },
            { key: 'stake', label: t('bets.totals.stake'), value: <Amount value={totals.stake} /> },
            { key: 'win', label: t('bets.totals.win'), value: <Amount value={totals.win} /> },
            { key: 'profit', label: t('bets.totals.profit'), value: <Amount value={totals.profit} signed outcome /> },
          ],
        })}
      />
    </div>
  );
}
