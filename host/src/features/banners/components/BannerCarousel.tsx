import { useTranslation, type api } from '@suite/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { CarouselToggle } from '../../../lib/carousel/CarouselToggle';
import { useCarouselPlay } from '../../../lib/carousel/use-carousel-play';
import { BANNER_AUTOPLAY_MS } from '../banner-model';
import { BannerSlide } from './BannerSlide';
import './banners.css';

// Swiper (JS and CSS) is a chunk of its own, fetched only when the carousel first has to move.
const BannerSwiper = lazy(() => import(/* webpackChunkName: "banner-swiper" */ './BannerSwiper'));

/** Why swiper was asked for: the visitor reached for the carousel, or the first autoplay step is due. */
type EngineCall = 'touched' | 'autoplay';

/**
 * The banner carousel (spec 1 §2): swiper with its a11y, pagination and autoplay modules; autoplay
 * every 5000 ms that pauses while hovered or focused, is off with reduced motion, and has a visible
 * pause/play button; clickable pagination only when there is more than one banner.
 *
 * The first paint is a plain <img> of the first banner, so the LCP never waits for swiper: swiper's
 * code is fetched when the carousel first has to move (the first autoplay step, or a pointer on it)
 * and then takes over the same box. Focus alone does not load it: swapping the focused link would
 * drop the keyboard user's focus. A single banner never loads it.
 */
export function BannerCarousel({ banners }: { banners: readonly api.Banner[] }) {
  const { t } = useTranslation(HOST_NS);
  const many = banners.length > 1;
  const { reducedMotion, playing, running, toggle, hover, focusProps } = useCarouselPlay(many);
  const [engine, setEngine] = useState<EngineCall | null>(null);

  useEffect(() => {
    if (!running || engine) return;
    const timer = setTimeout(() => setEngine('autoplay'), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, engine]);

  const reach = () => {
    if (many) setEngine((call) => call ?? 'touched');
  };
  const first = banners[0];
  if (!first) return null;
  const still = (
    <div className="banner__still">
      <BannerSlide banner={first} index={0} total={banners.length} active />
    </div>
  );

  return (
    <div
      className="banner"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hover(true);
        reach();
      }}
      onPointerLeave={() => hover(false)}
      onPointerDown={reach}
      onTouchStart={reach}
    >
      {/* Focus on a banner or a bullet pauses; focus on the pause/play button does not, so "play" plays. */}
      <div className="banner__slides" {...focusProps}>
        {engine ? (
          <Suspense fallback={still}>
            <BannerSwiper banners={banners} running={running} reducedMotion={reducedMotion} advance={engine === 'autoplay'} />
          </Suspense>
        ) : (
          still
        )}
      </div>
      {many && (
        <div className="banner__toggle">
          <CarouselToggle playing={playing} onToggle={toggle} subject={t('banners.subject')} />
        </div>
      )}
    </div>
  );
}
