import type { api } from '@suite/shared';

/** Footer vendor carousel (spec 1 §9): 10 slides in view, speed 3000 (ms per slide), looping autoplay. */
export const VENDOR_SLIDES = 10;
export const VENDOR_SPEED_MS = 3000;

/** One provider's logo; `onFail` drops it when the image does not load. */
export function VendorLogo({ vendor, onFail }: { vendor: api.VendorCard; onFail(vassalage: string): void }) {
  return (
    <img
      className="vendor-logos__logo"
      src={vendor.logoUrl}
      alt={vendor.displayName}
      loading="lazy"
      decoding="async"
      onError={() => onFail(vendor.vassalage)}
    />
  );
}
