import { api } from '@suite/shared';

/** Banner autoplay (spec 1 §9). */
export const BANNER_AUTOPLAY_MS = 5000;

/** Home's group: the home page places this banner in its first screen, beside the jackpot (HomePage). */
export const HOME_BANNER_GROUP: api.BannerGroup = 'w_home';
/** The promotions home's banner carries after the operator's banners (issue 27). */
export const HERO_PROMOTIONS_MAX = 4;

/** A slide of a banner carousel: an operator's banner, or on home a promotion with its call to action. */
export type HeroSlide = { kind: 'banner'; banner: api.Banner } | { kind: 'promotion'; promotion: api.PromotionSummary };

/** A promotion's detail page (remote_member's /promoDetail). */
export const promotionPath = (id: string): string => `/promoDetail?id=${encodeURIComponent(id)}`;

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
    return { kind: 'internal', to: promotionPath(linkage) };
  }
  if (linkage.startsWith('/') && !linkage.startsWith('//')) return { kind: 'internal', to: linkage };
  if (banner.linkageType === 'url' && /^https?:\/\//i.test(linkage)) return { kind: 'external', href: linkage };
  return null;
}

/**
 * Home's slides: the operator's banners first (the first one paints before anything else), each
 * followed in turn by one of the promotions in process (at most HERO_PROMOTIONS_MAX, the operator's
 * order), the rest of them after the last banner.
 */
export function heroSlides(banners: readonly api.Banner[], promotions: readonly api.PromotionSummary[] = []): HeroSlide[] {
  const offered = promotions.filter((promotion) => promotion.periodStatus === 'process').slice(0, HERO_PROMOTIONS_MAX);
  const slides: HeroSlide[] = [];
  for (let index = 0; index < Math.max(banners.length, offered.length); index += 1) {
    const banner = banners[index];
    const promotion = offered[index];
    if (banner) slides.push({ kind: 'banner', banner });
    if (promotion) slides.push({ kind: 'promotion', promotion });
  }
  return slides;
}

/** What a promotion's slide asks of the player: its action, or its detail once the member took part. */
export type PromotionCta = 'join' | 'apply' | 'claim' | 'details';
export function promotionCta(promotion: Pick<api.PromotionSummary, 'action' | 'memberStatus'>): PromotionCta {
  if (promotion.memberStatus !== null || promotion.action === 'none') return 'details';
  return promotion.action;
}
