import { api, EmptyState, formatClock, formatMoney, LoadError, useApi, usePublicState, useTranslation } from '@suite/shared';
import { useEffect, useId, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { formatPoints } from '../format-points';
import { POINT_MALL_NS } from '../i18n';

const PAGE_SIZE = 20;
type Filter = 'all' | api.PointRecordType;

/** Points details (ODSFE2_MemTransDet, spec 2 §3): time, type, change, balance, amount, ratio, status, remark. */
export function PointDetails({ version }: { version: number }) {
  const { t, i18n } = useTranslation(POINT_MALL_NS);
  const { currencySymbol } = usePublicState();
  const id = useId();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<Filter>('all');
  const { data, error, loading, reload } = useApi(api.pointDetails, { pageNo: page, pageSize: PAGE_SIZE, ...(type === 'all' ? {} : { type }) });
  useEffect(() => {
    if (version > 0) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only after a move of points
  }, [version]);
  const number = (value: number) => formatPoints(value, i18n.language);
  const signed = (value: number) => `${value > 0 ? '+' : ''}${number(value)}`;
  const money = (amount: string) => formatMoney(amount, { symbol: currencySymbol, locale: i18n.language });

  return (
    <div className="mem-pm-details">
      <div className="mem-pm-toolbar">
        <label htmlFor={`${id}-type`}>{t('details.filter')}</label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => {
            setType(event.target.value as Filter);
            setPage(1);
          }}
        >
          <option value="all">{t('details.all')}</option>
          {api.POINT_RECORD_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`details.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <LoadError title={t('details.failed')} message={error.message} retryLabel={t('details.retry')} onRetry={reload} />
      ) : loading && !data ? (
        <PageSkeleton rows={6} />
      ) : data && data.list.length === 0 ? (
        <EmptyState title={t('details.emptyTitle')} hint={t('details.emptyHint')} />
      ) : data ? (
        <div className="mem-pm-table-wrap">
          <table className="mem-pm-table">
            <caption className="mem-pm-sr-only">{t('details.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('details.time')}</th>
                <th scope="col">{t('details.type')}</th>
                <th scope="col">{t('details.change')}</th>
                <th scope="col">{t('details.balance')}</th>
                <th scope="col">{t('details.amount')}</th>
                <th scope="col">{t('details.ratio')}</th>
                <th scope="col">{t('details.status')}</th>
                <th scope="col">{t('details.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((record) => (
                <tr key={record.id}>
                  <td data-label={t('details.time')}>
                    <time dateTime={record.time}>{formatClock(record.time)}</time>
                  </td>
                  <td data-label={t('details.type')}>{t(`details.types.${record.type}`)}</td>
                  <td data-label={t('details.change')} className={record.changedPoints < 0 ? 'mem-pm-minus' : 'mem-pm-plus'}>
                    {signed(record.changedPoints)}
                  </td>
                  <td data-label={t('details.balance')}>{number(record.pointsBalance)}</td>
                  <td data-label={t('details.amount')}>{money(record.amount)}</td>
                  <td data-label={t('details.ratio')}>{record.ratio === '' ? '—' : record.ratio}</td>
                  <td data-label={t('details.status')}>{t(`status.${record.status}`)}</td>
                  <td data-label={t('details.remark')}>{record.remark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && !error && data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('details.pager')} className="mem-pm-pager" />}
    </div>
  );
}
