import { api, setCdnLists } from '@suite/shared';
import { useEffect } from 'react';
import { useCachedCall } from '../../lib/use-cached-call';

/** Session-storage keys of the host's cached platform data (spec 2 §4: notice and router data cached). */
export const CACHE_KEYS = {
  permission: 'suite.permission',
  domainRoute: 'suite.domainRoute',
  /** Device 3 (mobile web) routes: one storage key per request, so the two devices do not evict each other. */
  domainRouteMobile: 'suite.domainRoute.3',
  customerService: 'suite.customerService',
  gameMenus: 'suite.gameMenus',
  announcements: 'suite.announcements',
} as const;

function pageHost(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.host || 'localhost';
}

/**
 * The permission info of this site (resources, customer service, provider split, location). Its CDN
 * lists go to shared's host picker (setCdnLists), where game images and launches read them.
 */
export function usePermission() {
  const result = useCachedCall(api.permission, { url: pageHost() }, { storageKey: CACHE_KEYS.permission, perLanguage: false });
  const info = result.data?.info;
  useEffect(() => {
    if (info) setCdnLists(info);
  }, [info]);
  return { ...result, info };
}

/** The routes ("routers") of one device: 0 desktop web, 3 mobile web; each cached in session storage. */
export function useDomainRoute(device: api.RouteDevice = 0) {
  return useCachedCall(api.domainRoute, { device }, { storageKey: device === 0 ? CACHE_KEYS.domainRoute : CACHE_KEYS.domainRouteMobile, perLanguage: false });
}

/**
 * The domain list of both devices the spec names (0 and 3), as one answer: device 0's domains and
 * resources first, device 3's after them, so a resource device 0 lacks (e.g. the mobile site's direct
 * access) comes from device 3. Loading or failed only while neither device has answered.
 */
export function useDomainRoutes() {
  const desktop = useDomainRoute(0);
  const mobile = useDomainRoute(3);
  const answered = [desktop.data, mobile.data].filter((route): route is api.DomainRoute => route !== undefined);
  const data: api.DomainRoute | undefined =
    answered.length === 0
      ? undefined
      : { domainList: answered.flatMap((route) => route.domainList), resources: answered.flatMap((route) => route.resources) };
  return {
    data,
    error: data ? undefined : (desktop.error ?? mobile.error),
    loading: desktop.loading || mobile.loading,
    reload: () => {
      desktop.reload();
      mobile.reload();
    },
  };
}
