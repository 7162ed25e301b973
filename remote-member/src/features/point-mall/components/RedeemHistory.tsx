import { api, EmptyState, formatClock, LoadError, useApi, useTranslation } from '@suite/shared';
import { useEffect, useId, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { formatPoints } from '../format-points';
import { POINT_MALL_NS } from '../i18n';

const PAGE_SIZE = 10;
type Filter = 'all' | api.RedeemStatus;

/** The member's redeems (getRedeemPointList) with their translated states (spec 2 §4: in process, rejected, approved). */
export function RedeemHistory({ version }: { version: number }) {
  const { t, i18n } = useTranslation(POINT_MALL_NS);
  const id = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Filter>('all');
  const { data, error, loading, reload } = useApi(api.redeemHistory, { pageNo: page, pageSize: PAGE_SIZE, ...(status === 'all' ? {} : { status }) });
  useEffect(() => {
    if (version > 0) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a redeem was made
  }, [version]);
  const number = (value: number) => formatPoints(value, i18n.language);

  return (
    <div className="mem-pm-history">
      <div className="mem-pm-toolbar">
        <label htmlFor={`${id}-status`}>{t('history.filter')}</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Filter);
            setPage(1);
          }}
        >
          <option value="all">{t('history.all')}</option>
          {api.REDEEM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <LoadError title={t('history.failed')} message={error.message} retryLabel={t('history.retry')} onRetry={reload} />
      ) : loading && !data ? (
        <PageSkeleton rows={4} />
      ) : data && data.list.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')} hint={t('history.emptyHint')} />
      ) : data ? (
        <ul className="mem-pm-redeems" aria-label={t('history.list')}>
          {data.list.map((redeem) => (
            <li key={redeem.id} className="mem-pm-redeem">
              {redeem.imageUrl && <img className="mem-pm-redeem__image" src={redeem.imageUrl} alt="" width={56} height={56} loading="lazy" />}
              <div className="mem-pm-redeem__body">
                <p className="mem-pm-redeem__name">{redeem.name}</p>
                <p className="mem-pm-redeem__meta">
                  {t('history.quantity', { quantity: redeem.quantity })} · {t('history.points', { points: number(redeem.points) })} ·{' '}
                  <time dateTime={redeem.time}>{formatClock(redeem.time)}</time>
                </p>
                {redeem.address && <p className="mem-pm-redeem__meta">{t('history.address', { address: redeem.address, mobile: redeem.mobileNum ?? '' })}</p>}
                {redeem.remark && <p className="mem-pm-redeem__meta">{t('history.remark', { remark: redeem.remark })}</p>}
              </div>
              <span className={`mem-pm-status mem-pm-status--${redeem.status}`}>{t(`status.${redeem.status}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {data && !error && data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('history.pager')} className="mem-pm-pager" />}
    </div>
  );
}
