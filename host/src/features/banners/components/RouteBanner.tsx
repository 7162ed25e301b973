import { api, useTranslation, useLocation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useCachedCall } from '../../../lib/use-cached-call';
import { useAnnouncements } from '../../announcements/use-announcements';
import { bannerGroupFor, bannersOf, HOME_BANNER_GROUP, heroSlides, type HeroSlide } from '../banner-model';
import { BannerCarousel } from './BannerCarousel';
import './banners.css';

function Placeholder() {
  return <div className="banner banner--placeholder" aria-hidden="true" />;
}

const NO_PROMOTIONS: api.PromotionListQuery = {};

/**
 * The banner of the current route's group (spec 1 §2), shown only when that group has banners. Home
 * places its own, in its first screen (HomePage renders GroupBanner), so it is left out here.
 */
export function RouteBanner() {
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  if (!group || group === HOME_BANNER_GROUP) return null;
  return <GroupBanner group={group} />;
}

/**
 * A group's banners in the carousel; home's also carry the promotions in process with their call to
 * action (issue 27). The box has a fixed aspect ratio and a placeholder while loading, so the page
 * does not jump.
 */
export function GroupBanner({ group }: { group: api.BannerGroup }) {
  const { t } = useTranslation(HOST_NS);
  const { data, loading } = useAnnouncements();
  const home = group === HOME_BANNER_GROUP;
  // A member's standing changes the call to action: not kept in session storage.
  const promotions = useCachedCall(api.promotionList, NO_PROMOTIONS, { storageKey: null, enabled: home });
  const banners = bannersOf(data?.banners, group);
  const slides: HeroSlide[] = home ? heroSlides(banners, promotions.data?.list) : banners.map((banner) => ({ kind: 'banner', banner }));
  if (slides.length === 0) return loading && !data ? <Placeholder /> : null;
  return (
    <section className="route-banner" aria-label={t('banners.region')} data-banner-group={group}>
      <BannerCarousel key={group} slides={slides} />
    </section>
  );
}
