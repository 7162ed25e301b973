import { api, currentLanguage } from '@suite/shared';
import { fetchShared, readCached } from '../../lib/cached-call';
import { cachedCallKey, useCachedCall } from '../../lib/use-cached-call';
import { CACHE_KEYS } from '../site-config/use-site-config';

/** Notices, banners, popup and promotions of the site (types B,PL,PU,PR; platform W; execution B). */
export const ANNOUNCEMENT_QUERY: api.AnnouncementQuery = {
  types: api.HOME_ANNOUNCEMENT_TYPES,
  platform: 'W',
  execution: 'B',
};

/** One cached request for every part of the page that shows announcements (spec 2 §4). */
export function useAnnouncements() {
  return useCachedCall(api.announcements, ANNOUNCEMENT_QUERY, { storageKey: CACHE_KEYS.announcements });
}

/**
 * Asks for the announcements now, into the same cache useAnnouncements reads, so the first render
 * already has the banners (the boot waits for it briefly; an answer the page requested early,
 * public/boot-early.js, is adopted by the client).
 */
export function prefetchAnnouncements(): Promise<unknown> {
  const key = cachedCallKey(ANNOUNCEMENT_QUERY, currentLanguage());
  if (readCached(CACHE_KEYS.announcements, key) !== undefined) return Promise.resolve();
  return fetchShared(api.announcements, ANNOUNCEMENT_QUERY, CACHE_KEYS.announcements, key);
}
