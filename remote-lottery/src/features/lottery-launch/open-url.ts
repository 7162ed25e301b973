import { getRuntimeConfig } from '@suite/shared';

/**
 * A launch answers a root-relative lobby URL of the API: resolve it against the API's base URL
 * (config.json's apiBaseUrl), or this page's origin when the host proxies the API.
 */
export function resolveLaunchUrl(content: string): string {
  const base = getRuntimeConfig().apiBaseUrl || window.location.origin;
  return new URL(content, `${base}/`).toString();
}

/**
 * An absolute http(s) URL, or null for anything else (javascript:, data:, a broken string).
 * Whatever ends up in the lobby frame passes through here.
 */
export function httpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The query parameters of the lobby frame, on the lottery page it was opened from. */
export const LOBBY_PARAM = 'lobby';
export const LOBBY_NAME_PARAM = 'name';

/** Where the lobby frame of `url` is shown: the same lottery page, with the lobby in its query. */
export function lobbyFrameHref(pathname: string, url: string, name: string): string {
  const query = new URLSearchParams({ [LOBBY_PARAM]: url });
  if (name) query.set(LOBBY_NAME_PARAM, name);
  return `${pathname}?${query.toString()}`;
}

/** What the lobby frame returns to: the page (path and query) the lobby was opened from. */
export interface LobbyFrameState {
  from: string;
}
