import { useT, type api } from '@suite/shared';
import { useMemo, useState, type CSSProperties } from 'react';
import { HOST_NS } from '../../../i18n';

/** Footer vendor carousel (spec 1 §9): 10 slides in view, speed 3000 (ms per slide), looping autoplay. */
export const VENDOR_SLIDES = 10;
export const VENDOR_SPEED_MS = 3000;

/**
 * Game-provider logos; a logo that fails to load is hidden (its slide is dropped). The loop is a CSS
 * marquee (the list twice, moved by one list length in N x 3000 ms, paused on hover and for reduced
 * motion): the same motion as a carousel library at none of its weight on the first load.
 */
export function VendorLogos({ vendors }: { vendors: readonly api.VendorCard[] }) {
  const { t } = useT(HOST_NS);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(
    () => vendors.filter((vendor) => vendor.logoUrl && !failed.has(vendor.vassalage)),
    [vendors, failed],
  );
  if (shown.length === 0) return null;
  // Looping needs more slides than fit in view; a short list simply sits still.
  const moving = shown.length > VENDOR_SLIDES;
  const hide = (vassalage: string) => setFailed((previous) => new Set(previous).add(vassalage));
  const style = { '--vendor-loop-ms': `${shown.length * VENDOR_SPEED_MS}ms` } as CSSProperties;
  return (
    <section className="vendor-logos" aria-label={t('footer.providers')}>
      <div className={`vendor-logos__track${moving ? ' vendor-logos__track--moving' : ''}`} style={style}>
        <ul className="vendor-logos__list">
          {shown.map((vendor) => (
            <li key={vendor.vassalage} className="vendor-logos__slide">
              <img
                className="vendor-logos__logo"
                src={vendor.logoUrl}
                alt={vendor.displayName}
                loading="lazy"
                decoding="async"
                onError={() => hide(vendor.vassalage)}
              />
            </li>
          ))}
        </ul>
        {moving && (
          // The second copy only closes the loop visually; assistive tech reads the list once.
          <ul className="vendor-logos__list" aria-hidden="true">
            {shown.map((vendor) => (
              <li key={vendor.vassalage} className="vendor-logos__slide">
                <img className="vendor-logos__logo" src={vendor.logoUrl} alt="" loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
