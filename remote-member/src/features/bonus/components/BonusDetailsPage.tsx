import { api, EmptyState, LoadError, useApi, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { BONUS_NS, registerBonusTranslations } from '../i18n';
import { BonusItem } from './BonusItem';
import '../bonus.css';

registerBonusTranslations();

/** Where bonuses come from. */
const PROMOTIONS_PATH = '/promotions';

const PAGE_SIZE = 10;

/**
 * Bonus details (bonusDetails): the member's bonuses, newest first, each with its turnover
 * progress. Active bonuses are highlighted: they block withdrawals until their turnover is met.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation(BONUS_NS);
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApi(api.memberBonuses, { pageNo: page, pageSize: PAGE_SIZE });

  return (
    <div className="mem-bonus">
      {error ? (
        <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={4} />
      ) : data.totalCount === 0 ? (
        <EmptyState title={t('empty.title')} hint={t('empty.hint')} action={{ to: PROMOTIONS_PATH, label: t('empty.action') }} />
      ) : (
        <>
          {data.withdrawalBlocked && <p className="mem-bonus-blocked">{t('blocked')}</p>}
          <ul className="mem-bonus-list" aria-label={t('list.label')}>
            {data.list.map((bonus) => (
              <BonusItem key={bonus.id} bonus={bonus} />
            ))}
          </ul>
          {data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('pager.label')} className="mem-bonus-pager" />}
        </>
      )}
    </div>
  );
}
