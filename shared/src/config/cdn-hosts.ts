/**
 * Image and game-launch hosts (spec 2 §9: "picked at random from provided CDN lists"; the lists are
 * the permission data's `imageCDNs` and `launchGameCDNs`, spec 2 §3). One host is picked at random per
 * list and kept for the life of the page, so the browser's image cache keeps working; a list that
 * changes is picked from again. Only http(s) origins are used; an empty or unusable list gives null
 * (the API base URL is used, as before).
 */
const picked = new Map<string, string | null>();

/** The origin of an http(s) URL ('https://img1.example'), or null. */
function origin(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A host of the list, picked at random once per list (`random` is a test seam). */
export function pickCdnHost(hosts: readonly unknown[] | null | undefined, random: () => number = Math.random): string | null {
  const usable = (Array.isArray(hosts) ? hosts : []).map(origin).filter((host): host is string => host !== null);
  if (usable.length === 0) return null;
  const key = usable.join(' ');
  if (!picked.has(key)) picked.set(key, usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? null);
  return picked.get(key) ?? null;
}

/** A root-relative path ('/wps/static/games/1.svg') on the picked host; anything else is left as it is. */
export function onCdnHost(url: string, host: string | null): string {
  if (!host || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${host}${url}`;
}

/** Tests: forget the hosts picked so far. */
export function forgetCdnHosts(): void {
  picked.clear();
}
