import { api, formatClock, LoadError, useApi, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { useFormatMoney } from '../hooks/use-format-money';
import { REBATE_NS } from '../i18n';

const PAGE_SIZE = 10;

/** The member's past claims, newest first (the page remounts it after a claim: first page, fresh). */
export function ClaimHistory() {
  const { t } = useTranslation(REBATE_NS);
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApi(api.rebateClaims, { pageNo: page, pageSize: PAGE_SIZE });

  return (
    <section className="mem-rebate-section" aria-labelledby="mem-rebate-history">
      <h2 id="mem-rebate-history" className="mem-rebate-heading">
        {t('history.title')}
      </h2>
      {error ? (
        <LoadError title={t('load.historyFailed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={3} />
      ) : data.totalCount === 0 ? (
        <p className="mem-rebate-muted">{t('history.empty')}</p>
      ) : (
        <>
          <div className="mem-rebate-table-wrap" tabIndex={0} role="region" aria-label={t('history.caption')}>
            <table className="mem-rebate-table">
              <caption className="mem-rebate-sr-only">{t('history.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('history.columns.claimedAt')}</th>
                  <th scope="col">{t('history.columns.period')}</th>
                  <th scope="col">{t('history.columns.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((claim) => (
                  <tr key={claim.id}>
                    <td>
                      <time dateTime={claim.claimedAt}>{formatClock(claim.claimedAt)}</time>
                    </td>
                    <td>{t('history.period', { from: formatClock(claim.periodFrom), to: formatClock(claim.periodTo) })}</td>
                    <td>{money(claim.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('history.pager')} className="mem-rebate-pager" />}
        </>
      )}
    </section>
  );
}
