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
 * The lobby opens in this page (not a new window): a window opened after the launch call returns is
 * not a direct result of the click, so popup blockers would stop it; the lobby's back link (backUrl)
 * brings the player back here.
 */
export function openInPage(url: string): void {
  window.location.assign(url);
}
