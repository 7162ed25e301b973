import { getRuntimeConfig } from '@suite/shared';

/**
 * The API answers root-relative URLs (game pages, icons, logos). They live under the API base URL
 * of the run-time config; '' means this page's origin, which proxies /wps, /lgw and /lotto.
 */
export function apiUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${getRuntimeConfig().apiBaseUrl}${path}`;
}

/**
 * An absolute http(s) URL, or null for anything else (javascript:, data:, a broken string). A
 * relative URL is resolved against `base`. Whatever ends up in an iframe passes through here.
 */
export function httpUrl(raw: string | null | undefined, base: string = window.location.origin): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
