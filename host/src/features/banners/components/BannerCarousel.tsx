import { Link, useT, type api } from '@suite/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HOST_NS } from '../../../i18n';
import { bannerTarget } from '../banner-model';
import './banners.css';

/** Banner autoplay (spec 1 §9). */
export const BANNER_AUTOPLAY_MS = 5000;
/** A horizontal drag longer than this changes the banner. */
const SWIPE_PX = 40;

function BannerLink({ banner, active, children }: { banner: api.Banner; active: boolean; children: ReactNode }) {
  const target = bannerTarget(banner);
  if (!target) return <>{children}</>;
  // Only the banner on screen is in the tab order.
  const tabIndex = active ? undefined : -1;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className="banner__link" tabIndex={tabIndex}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className="banner__link" tabIndex={tabIndex}>
      {children}
    </a>
  );
}

/**
 * The banner carousel (spec 1 §2): autoplay every 5000 ms, looping, and clickable pagination only
 * when there is more than one banner; a banner with a linkage is a link. It pauses while hovered or
 * focused and follows a swipe. Above the fold on every page, so it is a few lines of our own rather
 * than a carousel library (measured: swiper alone was 26 KB gzip of the host's first load).
 */
export function BannerCarousel({ banners }: { banners: readonly api.Banner[] }) {
  const { t } = useT(HOST_NS);
  const many = banners.length > 1;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const dragStart = useRef<number | null>(null);
  const total = banners.length;

  useEffect(() => {
    if (!many || paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % total), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [many, paused, total]);

  const go = (index: number) => setCurrent(((index % total) + total) % total);

  return (
    <div
      className="banner"
      aria-roledescription={t('banners.carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        dragStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (!many || dragStart.current === null) return;
        const moved = event.clientX - dragStart.current;
        dragStart.current = null;
        if (Math.abs(moved) >= SWIPE_PX) go(current + (moved < 0 ? 1 : -1));
      }}
    >
      <div className="banner__track" style={{ transform: `translateX(${-100 * current}%)` }}>
        {banners.map((banner, index) => (
          <div
            key={banner.bannerId}
            className="banner__slide"
            role="group"
            aria-roledescription={t('banners.slideRole')}
            aria-label={t('banners.slide', { index: index + 1, total })}
          >
            <BannerLink banner={banner} active={index === current}>
              <img
                className="banner__image"
                src={banner.url}
                alt={t('banners.alt', { index: index + 1, total })}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {many && (
        <div className="banner__pagination">
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className="banner__bullet"
              aria-label={t('banners.goTo', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
