import { api, buttonClassName, EmptyState, Link, LoadError, Skeleton, SkeletonList, toSiteTime, useApi, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { PROMOTIONS_NS } from '../i18n';
import { promoDetailHref } from './PromotionCard';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = 5;
const REWARD_CENTRE_PATH = '/member/rewardCenter';

/** One image of the member's own application, loaded when shown (the API sends it as a data URL). */
function Thumbnail({ applicationId, position, count }: { applicationId: string; position: number; count: number }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { data, error } = useApi(api.myApplicationImage, { applicationId, position });
  const label = t('mine.image', { position, count });
  if (error) return <span className="mem-pr-thumb mem-pr-thumb--missing" role="img" aria-label={t('mine.imageFailed', { position, count })} />;
  if (!data) return <Skeleton className="mem-pr-thumb" shape="block" width={64} height={64} />;
  return <img className="mem-pr-thumb" src={data.dataUrl} alt={label} width={64} height={64} />;
}

function ApplicationItem({ application }: { application: api.MyApplication }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const sent = toSiteTime(application.createdAt)?.format('YYYY/MM/DD HH:mm');
  const decided = application.decidedAt ? toSiteTime(application.decidedAt)?.format('YYYY/MM/DD HH:mm') : undefined;
  const positions = Array.from({ length: application.imageCount }, (_, index) => index + 1);
  return (
    <li className="mem-pr-mine__item">
      <div className="mem-pr-mine__head">
        <Link to={promoDetailHref(application.promotionId)} className="mem-pr-mine__title">
          {application.promotionTitle}
        </Link>
        <StatusBadge status={application.status} />
      </div>
      <p className="mem-pr-hint">
        {sent ? t('apply.sentAt', { date: sent }) : null}
        {decided ? ` · ${t('mine.decidedAt', { date: decided })}` : null}
      </p>
      <p className="mem-pr-application__comment">{application.comment}</p>
      {application.rejectReason ? <p className="mem-pr-error">{t('apply.reason', { reason: application.rejectReason })}</p> : null}
      {application.status === 'issued' ? (
        <p>
          {t('apply.issuedHint')}{' '}
          <Link to={REWARD_CENTRE_PATH} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('apply.toRewards')}
          </Link>
        </p>
      ) : null}
      {positions.length > 0 ? (
        <ul className="mem-pr-mine__images" aria-label={t('mine.images', { count: positions.length })}>
          {positions.map((position) => (
            <li key={position}>
              <Thumbnail applicationId={application.applicationId} position={position} count={positions.length} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mem-pr-hint">{t('mine.noImages')}</p>
      )}
    </li>
  );
}

/**
 * My applications (/promotions, members only): the member's own activity applications, newest first,
 * each with its translated state (spec 2 §4), comment, the operator's reason or the way to the bonus,
 * and its image thumbnails; five at a time with Newer / Older.
 */
export function MyApplications() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const { data, error, loading, reload } = useApi(api.myApplications, { pageNo, pageSize: PAGE_SIZE });
  const shown = data && !loading ? data : undefined;

  return (
    <section className="mem-pr-mine" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className="mem-pr-section__title">
        {t('mine.title')}
      </h2>
      {error ? (
        <LoadError title={t('mine.failed')} message={error.message} retryLabel={t('mine.retry')} onRetry={reload} />
      ) : !shown ? (
        <SkeletonList label={t('mine.loading')} rows={2} lines={3} />
      ) : shown.totalCount === 0 ? (
        <EmptyState title={t('mine.emptyTitle')} hint={t('mine.emptyHint')} />
      ) : (
        <>
          <ol className="mem-pr-mine__list" aria-label={t('mine.list')}>
            {shown.list.map((application) => (
              <ApplicationItem key={application.applicationId} application={application} />
            ))}
          </ol>
          {shown.totalPages > 1 ? (
            <nav className="mem-pr-mine__pages" aria-label={t('mine.pages')}>
              <button type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })} disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t('mine.newer')}
              </button>
              <span>{t('mine.page', { page: pageNo, pages: shown.totalPages })}</span>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                disabled={pageNo >= shown.totalPages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('mine.older')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
