import type { api } from '@suite/shared';

/**
 * The footer's social sites (spec 1 §2), in display order: a video site, a short-message social site,
 * a short-video site, two photo/social networks and two messengers.
 */
export const SOCIAL_TYPES = ['YOUTUBE', 'TWITTER', 'TIKTOK', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'WHATSAPP'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export interface SocialLink {
  type: SocialType;
  url: string;
  label: string;
}

/** Only the sites that have a resource with a web address are shown. */
export function socialLinks(resources: readonly api.Resource[] | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  for (const type of SOCIAL_TYPES) {
    const resource = resources?.find((item) => item.resourceType === type);
    if (resource && /^https?:\/\//i.test(resource.url)) links.push({ type, url: resource.url, label: resource.labelNameEn || type });
  }
  return links;
}
