import { useT, type api } from '@suite/shared';
import { useMemo, useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HOST_NS } from '../../../i18n';
import 'swiper/css';

/** Footer vendor carousel (spec 1 §9): 10 slides, speed 3000, looping autoplay. */
export const VENDOR_SLIDES = 10;
export const VENDOR_SPEED_MS = 3000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Game-provider logos; a logo that fails to load is hidden (its slide is dropped). */
export function VendorLogos({ vendors }: { vendors: readonly api.VendorCard[] }) {
  const { t } = useT(HOST_NS);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(
    () => vendors.filter((vendor) => vendor.logoUrl && !failed.has(vendor.vassalage)),
    [vendors, failed],
  );
  if (shown.length === 0) return null;
  // Looping needs more slides than fit in view; a short list simply sits still.
  const moving = shown.length > VENDOR_SLIDES && !prefersReducedMotion();
  return (
    <section className="vendor-logos" aria-label={t('footer.providers')}>
      <Swiper
        className="vendor-logos__track"
        modules={[Autoplay]}
        slidesPerView={4}
        spaceBetween={12}
        breakpoints={{ 640: { slidesPerView: 6 }, 1024: { slidesPerView: VENDOR_SLIDES } }}
        speed={VENDOR_SPEED_MS}
        loop={moving}
        autoplay={moving ? { delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        allowTouchMove={moving}
      >
        {shown.map((vendor) => (
          <SwiperSlide key={vendor.vassalage} className="vendor-logos__slide">
            <img
              className="vendor-logos__logo"
              src={vendor.logoUrl}
              alt={vendor.displayName}
              loading="lazy"
              decoding="async"
              onError={() => setFailed((previous) => new Set(previous).add(vendor.vassalage))}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
