import { useT, type api } from '@suite/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HOST_NS } from '../../../i18n';
import { bannerTarget } from '../banner-model';
import 'swiper/css';
import 'swiper/css/pagination';
import './banners.css';

/** Banner autoplay (spec 1 §9). */
export const BANNER_AUTOPLAY_MS = 5000;

function BannerLink({ banner, children }: { banner: api.Banner; children: ReactNode }) {
  const target = bannerTarget(banner);
  if (!target) return <>{children}</>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className="banner__link">
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className="banner__link">
      {children}
    </a>
  );
}

/**
 * The banner carousel (spec 1 §2): autoplay every 5000 ms, looping, and clickable pagination only
 * when there is more than one banner; a banner with a linkage is a link.
 */
export function BannerCarousel({ banners }: { banners: readonly api.Banner[] }) {
  const { t } = useT(HOST_NS);
  const many = banners.length > 1;
  return (
    <Swiper
      className="banner"
      modules={[Autoplay, Pagination, A11y]}
      loop={many}
      autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      pagination={many ? { clickable: true } : false}
      a11y={{
        prevSlideMessage: t('banners.previous'),
        nextSlideMessage: t('banners.next'),
        paginationBulletMessage: t('banners.goTo', { index: '{{index}}' }),
        slideLabelMessage: t('banners.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
        containerRoleDescriptionMessage: t('banners.carousel'),
        itemRoleDescriptionMessage: t('banners.slideRole'),
      }}
      allowTouchMove={many}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId}>
          <BannerLink banner={banner}>
            <img
              className="banner__image"
              src={banner.url}
              alt={t('banners.alt', { index: index + 1, total: banners.length })}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </BannerLink>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
