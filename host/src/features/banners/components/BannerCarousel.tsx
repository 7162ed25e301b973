import { useTranslation } from '@suite/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { CarouselToggle } from '../../../lib/carousel/CarouselToggle';
import { useCarouselPlay } from '../../../lib/carousel/use-carousel-play';
import { BANNER_AUTOPLAY_MS, type HeroSlide } from '../banner-model';
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
 * drop the keyboard user's focus. A single banner never loads it. Home's promotion slides (issue 27)
 * come with swiper's chunk; when there is no banner to paint first, that chunk loads at once.
 */
export function BannerCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const { t } = useTranslation(HOST_NS);
  const many = slides.length > 1;
  const { reducedMotion, playing, running, toggle, hover, focusProps, viewRef } = useCarouselPlay(many);
  const first = slides[0];
  const [engine, setEngine] = useState<EngineCall | null>(first?.kind === 'promotion' ? 'touched' : null);

  useEffect(() => {
    if (!running || engine) return;
    const timer = setTimeout(() => setEngine('autoplay'), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, engine]);

  const reach = () => {
    if (many) setEngine((call) => call ?? 'touched');
  };
  if (!first) return null;
  const still = <div className="banner__still">{first.kind === 'banner' && <BannerSlide banner={first.banner} index={0} total={slides.length} active />}</div>;

  return (
    <div
      ref={viewRef}
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
            <BannerSwiper slides={slides} running={running} reducedMotion={reducedMotion} advance={engine === 'autoplay'} />
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
