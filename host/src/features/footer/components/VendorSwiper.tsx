import type { api } from '@suite/shared';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { useSwiperAutoplay } from '../../../lib/carousel/use-carousel-play';
import { VENDOR_SLIDES, VENDOR_SPEED_MS, VendorLogo } from './VendorLogo';

/** Fewer logos in view on narrow screens: 4 on a phone, 6 on a tablet, 10 from 1024 px (as the still row). */
const BREAKPOINTS = { 640: { slidesPerView: 6 }, 1024: { slidesPerView: VENDOR_SLIDES } };

export interface VendorSwiperProps {
  vendors: readonly api.VendorCard[];
  running: boolean;
  reducedMotion: boolean;
  /** Swiper's translated a11y messages. */
  a11y: { containerRoleDescriptionMessage: string; slideLabelMessage: string };
  onFail(vassalage: string): void;
}

/** The swiper side of VendorLogos, in a chunk of its own (with swiper's CSS). */
export default function VendorSwiper({ vendors, running, reducedMotion, a11y, onFail }: VendorSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [startRunning] = useState(running);
  useSwiperAutoplay(swiper, running);
  return (
    <Swiper
      className="vendor-logos__swiper"
      modules={[A11y, Autoplay]}
      slidesPerView={4}
      spaceBetween={12}
      breakpoints={BREAKPOINTS}
      loop
      speed={reducedMotion ? 0 : VENDOR_SPEED_MS}
      autoplay={{ enabled: startRunning, delay: VENDOR_SPEED_MS, disableOnInteraction: false }}
      a11y={a11y}
      onSwiper={setSwiper}
    >
      {vendors.map((vendor) => (
        <SwiperSlide key={vendor.vassalage} className="vendor-logos__slide">
          <VendorLogo vendor={vendor} onFail={onFail} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
