import { api } from '@suite/shared';
import { useCachedCall } from '../../lib/use-cached-call';

/** Session-storage keys of the host's cached platform data (spec 2 §4: notice and router data cached). */
export const CACHE_KEYS = {
  permission: 'suite.permission',
  domainRoute: 'suite.domainRoute',
  customerService: 'suite.customerService',
  gameMenus: 'suite.gameMenus',
  announcements: 'suite.announcements',
} as const;

function pageHost(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.host || 'localhost';
}

/** The permission info of this site (resources, customer service, provider split, location). */
export function usePermission() {
  const result = useCachedCall(api.permission, { url: pageHost() }, { storageKey: CACHE_KEYS.permission, perLanguage: false });
  return { ...result, info: result.data?.info };
}

/** Desktop routes and the app-download resources with their QR links ("routers", device 0). */
export function useDomainRoute() {
  return useCachedCall(api.domainRoute, { device: 0 }, { storageKey: CACHE_KEYS.domainRoute, perLanguage: false });
}
