import { useT } from '@suite/shared';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { HOST_NS } from '../../../i18n';
import { useAnnouncements } from '../../announcements/use-announcements';
import { bannerGroupFor, bannersOf } from '../banner-model';
import './banners.css';

// Swiper is loaded only on pages that show banners.
const BannerCarousel = lazy(() => import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel })));

function Placeholder() {
  return <div className="banner banner--placeholder" aria-hidden="true" />;
}

/**
 * The banner of the current route's group (spec 1 §2), shown only when that group has banners. Its
 * box has a fixed aspect ratio and a placeholder while loading, so the page does not jump.
 */
export function RouteBanner() {
  const { t } = useT(HOST_NS);
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  const { data, loading } = useAnnouncements();
  if (!group) return null;
  const banners = bannersOf(data?.banners, group);
  if (banners.length === 0) return loading && !data ? <Placeholder /> : null;
  return (
    <section className="route-banner" aria-label={t('banners.region')} data-banner-group={group}>
      <Suspense fallback={<Placeholder />}>
        <BannerCarousel key={group} banners={banners} />
      </Suspense>
    </section>
  );
}
