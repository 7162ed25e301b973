import type { api } from '@suite/shared';

/** Spec 1 §2: vendors outside slots and fishing open /login in a new window of this size. */
export const VENDOR_WINDOW = { width: 1300, height: 900 } as const;

export type VendorAction = { kind: 'navigate'; to: string } | { kind: 'window'; url: string; features: string };

/** The "hot" tab of the login page: the providers flagged isHot, once each. */
export function hotVendors(categories: ReadonlyArray<{ vendors: readonly api.VendorCard[] }>): api.VendorCard[] {
  const seen = new Set<string>();
  const hot: api.VendorCard[] = [];
  for (const category of categories) {
    for (const vendor of category.vendors) {
      if (vendor.isHot === 1 && !seen.has(vendor.vassalage)) {
        seen.add(vendor.vassalage);
        hot.push(vendor);
      }
    }
  }
  return hot;
}

/**
 * What a vendor tap on the login page does (spec 1 §2): a hot vendor or a slots (RNG) vendor goes
 * to /rng?vassalage=..., a fishing vendor to /fish, any other opens /login in a 1300x900 window.
 */
export function vendorAction(vendor: api.VendorCard, tab: 'hot' | api.GameType): VendorAction {
  const rng = `/rng?vassalage=${encodeURIComponent(vendor.vassalage)}`;
  if (tab === 'hot') return { kind: 'navigate', to: rng };
  if (tab === 'FISH') return { kind: 'navigate', to: '/fish' };
  if (tab === 'RNG') return { kind: 'navigate', to: rng };
  return { kind: 'window', url: '/login', features: `width=${VENDOR_WINDOW.width},height=${VENDOR_WINDOW.height}` };
}
