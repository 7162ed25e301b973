import { useT, type api } from '@suite/shared';
import { useMemo, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { HOST_NS } from '../../../i18n';
import { CarouselToggle, swiperMessage } from '../../../lib/carousel/CarouselToggle';
import { useCarouselPlay, useSwiperAutoplay } from '../../../lib/carousel/use-carousel-play';

/** Footer vendor carousel (spec 1 §9): 10 slides in view, speed 3000 (ms per slide), looping autoplay. */
export const VENDOR_SLIDES = 10;
export const VENDOR_SPEED_MS = 3000;
/** Fewer logos in view on narrow screens: 4 on a phone, 6 on a tablet, 10 from 1024 px. */
const BREAKPOINTS = { 640: { slidesPerView: 6 }, 1024: { slidesPerView: VENDOR_SLIDES } };

/**
 * Game-provider logos in a swiper carousel (loaded with the footer, when it nears the viewport); a
 * logo that fails to load is hidden (its slide is dropped). It loops only with more logos than fit in
 * view; it pauses on hover, with its pause button, and does not move for reduced motion.
 */
export function VendorLogos({ vendors }: { vendors: readonly api.VendorCard[] }) {
  const { t } = useT(HOST_NS);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const shown = useMemo(
    () => vendors.filter((vendor) => vendor.logoUrl && !failed.has(vendor.vassalage)),
    [vendors, failed],
  );
  const moving = shown.length > VENDOR_SLIDES;
  const { reducedMotion, playing, running, toggle, hover } = useCarouselPlay(moving);
  const [startRunning] = useState(running);
  useSwiperAutoplay(swiper, running);
  if (shown.length === 0) return null;
  const hide = (vassalage: string) => setFailed((previous) => new Set(previous).add(vassalage));
  return (
    <section
      className="vendor-logos"
      aria-label={t('footer.providers')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hover(true)}
      onPointerLeave={() => hover(false)}
    >
      <Swiper
        className="vendor-logos__swiper"
        modules={[A11y, Autoplay]}
        slidesPerView={4}
        spaceBetween={12}
        breakpoints={BREAKPOINTS}
        loop={moving}
        speed={reducedMotion ? 0 : VENDOR_SPEED_MS}
        autoplay={{ enabled: startRunning, delay: VENDOR_SPEED_MS, disableOnInteraction: false }}
        a11y={{
          containerRoleDescriptionMessage: t('banners.carousel'),
          slideLabelMessage: swiperMessage((vars) => t('banners.slide', vars), { index: '{{index}}', total: '{{slidesLength}}' }),
        }}
        onSwiper={setSwiper}
      >
        {shown.map((vendor) => (
          <SwiperSlide key={vendor.vassalage} className="vendor-logos__slide">
            <img
              className="vendor-logos__logo"
              src={vendor.logoUrl}
              alt={vendor.displayName}
              loading="lazy"
              decoding="async"
              onError={() => hide(vendor.vassalage)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {moving && <CarouselToggle playing={playing} onToggle={toggle} subject={t('footer.providersSubject')} />}
    </section>
  );
}
