import { useTranslation, useLocation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useAnnouncements } from '../../announcements/use-announcements';
import { bannerGroupFor, bannersOf } from '../banner-model';
import { BannerCarousel } from './BannerCarousel';
import './banners.css';

function Placeholder() {
  return <div className="banner banner--placeholder" aria-hidden="true" />;
}

/**
 * The banner of the current route's group (spec 1 §2), shown only when that group has banners. Its
 * box has a fixed aspect ratio and a placeholder while loading, so the page does not jump.
 */
export function RouteBanner() {
  const { t } = useTranslation(HOST_NS);
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  const { data, loading } = useAnnouncements();
  if (!group) return null;
  const banners = bannersOf(data?.banners, group);
  if (banners.length === 0) return loading && !data ? <Placeholder /> : null;
  return (
    <section className="route-banner" aria-label={t('banners.region')} data-banner-group={group}>
      <BannerCarousel key={group} banners={banners} />
    </section>
  );
}
