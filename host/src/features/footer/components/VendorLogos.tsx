import { useTranslation, type api } from '@suite/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { CarouselToggle, swiperMessage } from '../../../lib/carousel/CarouselToggle';
import { useCarouselPlay } from '../../../lib/carousel/use-carousel-play';
import { VENDOR_SLIDES, VENDOR_SPEED_MS, VendorLogo } from './VendorLogo';

// Swiper is fetched only when the row first has to move (as the banners do): the footer is near the
// viewport while a page is still short, and its logos must not put swiper into the first load.
const VendorSwiper = lazy(() => import(/* webpackChunkName: "vendor-swiper" */ './VendorSwiper'));

/**
 * Game-provider logos: first a still row (as many as fit: 4, 6 or 10), then a swiper carousel that
 * loops with autoplay, loaded when the first step is due or a pointer reaches it. It moves only with
 * more logos than fit in view; it pauses on hover and with its pause button, and not at all for
 * reduced motion. A logo that fails to load is hidden (its slide is dropped).
 */
export function VendorLogos({ vendors }: { vendors: readonly api.VendorCard[] }) {
  const { t } = useTranslation(HOST_NS);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(
    () => vendors.filter((vendor) => vendor.logoUrl && !failed.has(vendor.vassalage)),
    [vendors, failed],
  );
  const moving = shown.length > VENDOR_SLIDES;
  const { reducedMotion, playing, running, toggle, hover, viewRef } = useCarouselPlay(moving);
  const [engine, setEngine] = useState(false);
  useEffect(() => {
    if (!running || engine) return;
    const timer = setTimeout(() => setEngine(true), VENDOR_SPEED_MS);
    return () => clearTimeout(timer);
  }, [running, engine]);
  if (shown.length === 0) return null;
  const hide = (vassalage: string) => setFailed((previous) => new Set(previous).add(vassalage));
  const still = (
    <ul className="vendor-logos__still">
      {shown.slice(0, VENDOR_SLIDES).map((vendor) => (
        <li key={vendor.vassalage} className="vendor-logos__slide">
          <VendorLogo vendor={vendor} onFail={hide} />
        </li>
      ))}
    </ul>
  );
  const a11y = {
    containerRoleDescriptionMessage: t('banners.carousel'),
    slideLabelMessage: swiperMessage((vars) => t('banners.slide', vars), { index: '{{index}}', total: '{{slidesLength}}' }),
  };
  return (
    <section
      ref={viewRef}
      className="vendor-logos"
      aria-label={t('footer.providers')}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hover(true);
        if (moving) setEngine(true);
      }}
      onPointerLeave={() => hover(false)}
    >
      {moving && engine ? (
        <Suspense fallback={still}>
          <VendorSwiper vendors={shown} running={running} reducedMotion={reducedMotion} a11y={a11y} onFail={hide} />
        </Suspense>
      ) : (
        still
      )}
      {moving && <CarouselToggle playing={playing} onToggle={toggle} subject={t('footer.providersSubject')} />}
    </section>
  );
}
