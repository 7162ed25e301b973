import { api } from '@suite/shared';

/** Banner autoplay (spec 1 §9). */
export const BANNER_AUTOPLAY_MS = 5000;

/** Paths that show the same page as a banner route (spec 1 §2 aliases). */
const ALIASES: Record<string, string> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  '/register.html': '/register',
};

/** The banner group of a route (spec 1 §2 table), or null when the route has no banner. */
export function bannerGroupFor(pathname: string): api.BannerGroup | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = ALIASES[trimmed] ?? trimmed;
  return (api.BANNER_GROUPS as Record<string, api.BannerGroup>)[path] ?? null;
}

export function bannersOf(banners: readonly api.Banner[] | undefined, group: api.BannerGroup): api.Banner[] {
  return (banners ?? []).filter((banner) => banner.groupName === group && banner.url !== '');
}

export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a banner click goes: nowhere without a linkageType; 'url' opens a web address in a new tab
 * (or a suite path in place), 'game' is a suite path, 'promotion' the detail of that promotion.
 */
export function bannerTarget(banner: Pick<api.Banner, 'linkageType' | 'linkage'>): BannerTarget | null {
  const linkage = banner.linkage?.trim();
  if (!banner.linkageType || !linkage) return null;
  if (banner.linkageType === 'promotion') {
    return { kind: 'internal', to: `/promoDetail?id=${encodeURIComponent(linkage)}` };
  }
  if (linkage.startsWith('/') && !linkage.startsWith('//')) return { kind: 'internal', to: linkage };
  if (banner.linkageType === 'url' && /^https?:\/\//i.test(linkage)) return { kind: 'external', href: linkage };
  return null;
}
