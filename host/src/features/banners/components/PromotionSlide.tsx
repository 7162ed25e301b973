import { Link, useTranslation, type api } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { promotionCta, promotionPath } from '../banner-model';

/**
 * Home's slide of a promotion in process (issue 27): its art, and its call to action (join, apply,
 * claim; its detail once the member took part) as a link to the promotion's page, where the action is
 * taken. The whole slide follows that link. In swiper's chunk: it never paints first.
 */
export function PromotionSlide({ promotion, active }: { promotion: api.PromotionSummary; active: boolean }) {
  const { t } = useTranslation(HOST_NS);
  const cta = t(`banners.cta.${promotionCta(promotion)}`);
  return (
    <div className="banner__promo" data-promotion={promotion.id}>
      <img className="banner__image" src={promotion.imageUrl} alt={promotion.title} loading="lazy" decoding="async" draggable={false} />
      {/* Only the slide on screen is in the tab order. */}
      {/* Named "Apply: <title>": the visible words first (what a voice user says), then which promotion. */}
      <Link to={promotionPath(promotion.id)} className="banner__promo-link" aria-label={`${cta}: ${promotion.title}`} tabIndex={active ? undefined : -1}>
        <span className="banner__cta">{cta}</span>
      </Link>
    </div>
  );
}
