import { api, formatMoney, Link, LoadError, SafeHtml, SkeletonList, useApi, usePublicState, useSearchParams, useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';
import { PROMOTIONS_NS, registerPromotionsTranslations } from '../i18n';
import { PromotionActions } from './PromotionActions';
import { PromotionPeriod } from './PromotionPeriod';
import { StatusBadge } from './StatusBadge';
import '../promotions.css';

registerPromotionsTranslations();

const PROMOTIONS_PATH = '/promotions';

function BackLink() {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <Link to={PROMOTIONS_PATH} className="mem-pr-back">
      {t('detail.back')}
    </Link>
  );
}

/**
 * /promoDetail?id=…: the promotion's image, period and status, the operator's rich text and terms
 * (sanitised by the shared SafeHtml, as notices are), and the one action it takes: join, apply (the
 * activity application and, once sent, its state) or claim (the raffle prize).
 */
export function PromoDetailPage() {
  const { t, i18n } = useTranslation(PROMOTIONS_NS);
  const { t: pageText } = useTranslation(MEMBER_NS);
  const { currencySymbol } = usePublicState();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, error, loading, reload } = useApi(api.promotionDetail, { id }, { enabled: id !== '' });
  const detail = data && data.id === id ? data : undefined;

  let body;
  if (id === '') {
    body = <p className="mem-pr-hint">{t('detail.missing')}</p>;
  } else if (error && error.status === 404) {
    body = <p className="mem-pr-hint">{t('detail.notFound')}</p>;
  } else if (error && !detail) {
    body = <LoadError title={t('detail.failed')} message={error.message} retryLabel={t('detail.retry')} onRetry={reload} />;
  } else if (!detail || (loading && !detail)) {
    body = <SkeletonList label={t('detail.loading')} rows={4} lines={3} media />;
  } else {
    const amount = detail.rewardAmount ? formatMoney(detail.rewardAmount, { symbol: currencySymbol, locale: i18n.language }) : null;
    body = (
      <article className="mem-pr-detail" aria-labelledby="mem-pr-detail-title">
        <img className="mem-pr-detail__image" src={detail.imageUrl} alt="" width={1200} height={360} />
        <header className="mem-pr-detail__head">
          <h2 id="mem-pr-detail-title" className="mem-pr__title">
            {detail.title}
          </h2>
          <StatusBadge status={detail.status} />
          <PromotionPeriod startsAt={detail.startsAt} endsAt={detail.endsAt} />
          {amount ? (
            <p className="mem-pr-detail__reward">
              {t('detail.reward', { amount })}
              {detail.turnoverMultiplier ? ` · ${t('detail.turnover', { times: Number(detail.turnoverMultiplier) })}` : ''}
            </p>
          ) : null}
        </header>
        <SafeHtml html={detail.content} className="mem-pr-rich" />
        <section className="mem-pr-terms" aria-labelledby="mem-pr-terms-title">
          <h2 id="mem-pr-terms-title" className="mem-pr-section__title">
            {t('detail.terms')}
          </h2>
          <SafeHtml html={detail.terms} className="mem-pr-rich" />
        </section>
        <PromotionActions detail={detail} onChanged={reload} />
      </article>
    );
  }

  return (
    <PageSection page="promoDetail" title={pageText('pages.promoDetail')}>
      <div className="mem-pr mem-pr--detail">
        <BackLink />
        {body}
      </div>
    </PageSection>
  );
}
