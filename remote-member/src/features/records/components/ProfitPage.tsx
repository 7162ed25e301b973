import { api, LoadError, useApi, useTranslation } from '@suite/shared';
import { PageSkeleton } from '../../../components/PageBoundary';
import {
  Amount,
  type Column,
  EmptyPeriod,
  ExportCsvButton,
  formatRange,
  PeriodPicker,
  RecordsTable,
  reportClass,
  shorterThanMonth,
  toPeriodQuery,
  Totals,
  useBetLabels,
  useRecordSearch,
} from '@suite/shared/reports';
import { RECORDS_NS, registerRecordsTranslations } from '../i18n';

registerRecordsTranslations();

/** Personal P&L (personalProfit): money in and out, and the result of the bets by game type. */
export default function ProfitPage() {
  const { t, i18n } = useTranslation(RECORDS_NS);
  const search = useRecordSearch();
  const { range } = search;
  const { data, error, loading, reload } = useApi(api.personalProfit, toPeriodQuery(range));
  const ready = !loading && !error && data !== undefined;
  const hasBets = ready && data.totals.betCount > 0;

  const count = (value: number) => value.toLocaleString(i18n.language);
  const { gameType: gameTypeLabel } = useBetLabels();
  const columns: Column<api.ProfitRow>[] = [
    { key: 'gameType', header: t('profit.columns.gameType'), cell: (row) => gameTypeLabel(row.gameType) },
    { key: 'betCount', header: t('profit.columns.betCount'), numeric: true, cell: (row) => count(row.betCount) },
    { key: 'stake', header: t('profit.columns.stake'), numeric: true, cell: (row) => <Amount value={row.stake} /> },
    { key: 'win', header: t('profit.columns.win'), numeric: true, cell: (row) => <Amount value={row.win} /> },
    { key: 'profit', header: t('profit.columns.profit'), numeric: true, cell: (row) => <Amount value={row.profit} signed /> },
  ];
  const csvRows = () => {
    if (!data) return [];
    const { totals } = data;
    return [
      ...data.byGameType.map((row) => [gameTypeLabel(row.gameType), row.betCount, row.stake, row.win, row.profit]),
      [t('profit.total'), totals.betCount, totals.stake, totals.win, totals.profit],
    ];
  };

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
        <ExportCsvButton
          name="personal-profit"
          range={range}
          header={columns.map((column) => column.header)}
          rows={csvRows}
          disabled={!hasBets}
        />
      </div>
      {error ? (
        <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={6} />
      ) : (
        <>
          <Totals
            title={t('profit.summary')}
            items={[
              { key: 'deposits', label: t('profit.deposits'), value: <Amount value={data.deposits} /> },
              { key: 'withdrawals', label: t('profit.withdrawals'), value: <Amount value={data.withdrawals} /> },
              { key: 'bonuses', label: t('profit.bonuses'), value: <Amount value={data.bonuses} /> },
              { key: 'stake', label: t('profit.stake'), value: <Amount value={data.totals.stake} /> },
              { key: 'win', label: t('profit.win'), value: <Amount value={data.totals.win} /> },
              { key: 'profit', label: t('profit.profit'), value: <Amount value={data.totals.profit} signed outcome /> },
            ]}
          />
          {hasBets ? (
            <RecordsTable
              caption={t('profit.caption', { range: formatRange(range) })}
              columns={columns}
              rows={data.byGameType}
              rowKey={(row) => row.gameType}
              footer={[
                t('profit.total'),
                count(data.totals.betCount),
                <Amount key="stake" value={data.totals.stake} />,
                <Amount key="win" value={data.totals.win} />,
                <Amount key="profit" value={data.totals.profit} signed />,
              ]}
            />
          ) : (
            <EmptyPeriod
              title={t('profit.empty')}
              onShowMonth={shorterThanMonth(range, search.today) ? () => search.choosePeriod('monthly') : undefined}
            />
          )}
        </>
      )}
    </div>
  );
}
