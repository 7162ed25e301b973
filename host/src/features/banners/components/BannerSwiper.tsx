import { useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import './banner-swiper.css';
import { HOST_NS } from '../../../i18n';
import { swiperMessage } from '../../../lib/carousel/CarouselToggle';
import { useSwiperAutoplay } from '../../../lib/carousel/use-carousel-play';
import { BANNER_AUTOPLAY_MS, type HeroSlide } from '../banner-model';
import { BannerSlide } from './BannerSlide';
import { PromotionSlide } from './PromotionSlide';

export interface BannerSwiperProps {
  slides: readonly HeroSlide[];
  /** Autoplay moves now (not paused by the button, a hover or focus, nor by reduced motion). */
  running: boolean;
  reducedMotion: boolean;
  /** Loaded because the first autoplay step was due: take that step at once. */
  advance: boolean;
}

/** The swiper side of BannerCarousel, in a chunk of its own (with swiper's CSS and home's promotion slides). */
export default function BannerSwiper({ slides, running, reducedMotion, advance }: BannerSwiperProps) {
  const { t } = useTranslation(HOST_NS);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [startRunning] = useState(running);
  const advanced = useRef(false);
  const many = slides.length > 1;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (advance && !advanced.current) {
      advanced.current = true;
      swiper.slideNext();
    }
  }, [swiper, advance]);
  useSwiperAutoplay(swiper, running);

  return (
    <Swiper
      className="banner__swiper"
      modules={[A11y, Autoplay, Pagination]}
      rewind={many}
      speed={reducedMotion ? 0 : 400}
      autoplay={{ enabled: startRunning, delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
      pagination={many ? { clickable: true, bulletElement: 'button' } : false}
      a11y={{
        containerRoleDescriptionMessage: t('banners.carousel'),
        itemRoleDescriptionMessage: t('banners.slideRole'),
        slideLabelMessage: swiperMessage((vars) => t('banners.slide', vars), { index: '{{index}}', total: '{{slidesLength}}' }),
        paginationBulletMessage: swiperMessage((vars) => t('banners.goTo', vars), { index: '{{index}}' }),
      }}
      onSwiper={setSwiper}
      onSlideChange={(instance) => setActive(instance.realIndex)}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.kind === 'banner' ? `b-${slide.banner.bannerId}` : `p-${slide.promotion.id}`}>
          {slide.kind === 'banner' ? (
            <BannerSlide banner={slide.banner} index={index} total={slides.length} active={index === active} />
          ) : (
            <PromotionSlide promotion={slide.promotion} active={index === active} />
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
