import { useTranslation, type api } from '@suite/shared';
import { useRef } from 'react';
import { GAMES_NS } from '../../../i18n';
import { LazyImage } from '../../../lib/lazy-image/LazyImage';

/** Arrows show above this many vendors (spec 2 §9). */
export const VENDOR_ARROWS_ABOVE = 7;

export interface VendorStripProps {
  /** undefined while loading (a placeholder strip of the same height shows). */
  vendors: readonly api.VendorCard[] | undefined;
  selected: string | null;
  onSelect(vassalage: string | null): void;
}

/** The vendor filter: All first, then each vendor with its logo; scroll arrows when more than 7. */
export function VendorStrip({ vendors, selected, onSelect }: VendorStripProps) {
  const { t } = useTranslation(GAMES_NS);
  const track = useRef<HTMLUListElement>(null);
  const arrows = (vendors?.length ?? 0) > VENDOR_ARROWS_ABOVE;
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy?.({ left: direction * Math.max(160, element.clientWidth * 0.8), behavior: 'smooth' });
  };
  return (
    <div className="gms-vendors" role="group" aria-label={t('hall.vendors')}>
      {arrows && (
        <button type="button" className="gms-vendors__arrow" aria-label={t('hall.prevVendors')} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul ref={track} className="gms-vendors__track" aria-busy={vendors === undefined}>
        <li>
          <button type="button" className="gms-vendor gms-vendor--all" aria-pressed={selected === null} onClick={() => onSelect(null)}>
            <span className="gms-vendor__name">{t('hall.allVendors')}</span>
          </button>
        </li>
        {vendors?.map((vendor) => (
          <li key={vendor.vassalage}>
            <button type="button" className="gms-vendor" aria-pressed={selected === vendor.vassalage} onClick={() => onSelect(vendor.vassalage)}>
              <span className="gms-vendor__logo">
                <LazyImage src={vendor.logoUrl} cdn alt="" onFail="hide" />
              </span>
              <span className="gms-vendor__name">{vendor.displayName}</span>
              {vendor.isHot === 1 && <span className="gms-vendor__hot">{t('card.hot')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className="gms-vendors__arrow" aria-label={t('hall.nextVendors')} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
