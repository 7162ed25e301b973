import { api } from '@suite/shared';
import { useCachedCall } from '../../lib/use-cached-call';
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
