import { api, EmptyState, LoadError, useApi, useTranslation } from '@suite/shared';
import { Amount, ExportCsvButton, RecordsTable, reportClass, type Column } from '@suite/shared/reports';
import { useId } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { RESPONSIBLE_NS } from '../i18n';
import { formatMonth } from '../site-time';

type Figure = Exclude<keyof api.ActivityMonth, 'month'>;
const FIGURES: readonly Figure[] = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'];

/**
 * The account activity statement: the last 12 months (the operator's months, newest first) with their
 * deposits, withdrawals, stakes, wins and net result, the totals under them, and a CSV download.
 */
export function StatementSection() {
  const { t, i18n } = useTranslation(RESPONSIBLE_NS);
  const headingId = useId();
  const statement = useApi(api.activityStatement, undefined);
  const language = i18n.language;

  const body = () => {
    if (statement.error && !statement.data) {
      return <LoadError title={t('statement.failed')} message={statement.error.message} retryLabel={t('statement.retry')} onRetry={statement.reload} />;
    }
    if (!statement.data) return <PageSkeleton rows={6} />;
    const { months, totals } = statement.data;
    if (months.length === 0) return <EmptyState title={t('statement.empty')} hint={t('statement.emptyHint')} />;
    const columns: Column<api.ActivityMonth>[] = [
      { key: 'month', header: t('statement.columns.month'), cell: (row) => formatMonth(row.month, language) },
      ...FIGURES.map((figure) => ({
        key: figure,
        header: t(`statement.columns.${figure}`),
        numeric: true,
        cell: (row: api.ActivityMonth) => <Amount value={row[figure]} signed={figure === 'net'} />,
      })),
    ];
    // Months come newest first: the file is named oldest_newest.
    const range = { first: months.at(-1)?.month ?? '', last: months[0]?.month ?? '' };
    return (
      <>
        <div className={reportClass.toolbar}>
          <ExportCsvButton
            name="account-activity"
            range={range}
            header={[t('statement.columns.month'), ...FIGURES.map((figure) => t(`statement.columns.${figure}`))]}
            rows={() => [...months.map((row) => [row.month, ...FIGURES.map((figure) => row[figure])]), [t('statement.total'), ...FIGURES.map((figure) => totals[figure])]]}
          />
        </div>
        <RecordsTable
          caption={t('statement.caption')}
          columns={columns}
          rows={months}
          rowKey={(row) => row.month}
          footer={[t('statement.total'), ...FIGURES.map((figure) => <Amount key={figure} value={totals[figure]} signed={figure === 'net'} />)]}
        />
      </>
    );
  };

  return (
    <section className={`mem-rsp-panel ${reportClass.page}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="mem-rsp-panel__title">
        {t('statement.title')}
      </h2>
      <p className="mem-rsp-muted">{t('statement.hint')}</p>
      {body()}
    </section>
  );
}
