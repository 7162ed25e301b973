import { type api, Link, useTranslation } from '@suite/shared';
import { PROMOTIONS_NS } from '../i18n';
import { PromotionPeriod } from './PromotionPeriod';
import { StatusBadge } from './StatusBadge';

export const promoDetailHref = (id: string) => `/promoDetail?id=${encodeURIComponent(id)}`;

/** One promotion of the list: image, title, period and status; the whole card opens the detail. */
export function PromotionCard({ promotion }: { promotion: api.PromotionSummary }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <li className={`mem-pr-card mem-pr-card--${promotion.periodStatus}`}>
      <img className="mem-pr-card__image" src={promotion.imageUrl} alt="" loading="lazy" width={1200} height={360} />
      <div className="mem-pr-card__body">
        <h3 className="mem-pr-card__title">
          <Link to={promoDetailHref(promotion.id)} className="mem-pr-card__link" aria-label={t('page.details', { title: promotion.title })}>
            {promotion.title}
          </Link>
        </h3>
        <PromotionPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
        <StatusBadge status={promotion.status} />
      </div>
    </li>
  );
}
