import { atom, useAtomValue } from '../state/store';
import { suiteStore } from '../session/session-store';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { getRuntimeConfig } from './runtime-config';

/**
 * Image and game-launch hosts (spec 2 §9: "picked at random from provided CDN lists"; the lists are
 * the permission data's `imageCDNs` and `launchGameCDNs`, spec 2 §3). The host hands the lists over
 * (`setCdnLists`); one host is picked at random per list and kept for the browser session (session
 * storage), so the image cache keeps working across pages and reloads; a list that changes is picked
 * from again. Only http(s) origins are used (anything else is ignored with a console warning); an
 * empty or unusable list gives null, and URLs stay on the API base URL ('' = this page's origin).
 */
export type CdnList = 'image' | 'launch';

const STORAGE_KEYS: Record<CdnList, string> = { image: 'suite.cdn.image', launch: 'suite.cdn.launch' };

interface StoredPick {
  hosts: string[];
  host: string;
}

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

function readPick(list: CdnList): StoredPick | null {
  const raw = readStorage('session', STORAGE_KEYS[list]);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredPick>;
    const hosts = Array.isArray(value.hosts) ? value.hosts.filter((host): host is string => typeof host === 'string') : [];
    return typeof value.host === 'string' && hosts.includes(value.host) && origin(value.host) === value.host ? { hosts, host: value.host } : null;
  } catch {
    return null;
  }
}

const pickedAtom = atom<Record<CdnList, string | null>>({ image: readPick('image')?.host ?? null, launch: readPick('launch')?.host ?? null });

const warned = new Set<string>();

/** The http(s) origins of a list; every other entry is ignored, with a console warning (once per entry). */
export function usableCdnHosts(hosts: unknown, name = 'CDN list'): string[] {
  const entries: unknown[] = Array.isArray(hosts) ? hosts : [];
  const usable: string[] = [];
  for (const entry of entries) {
    const host = origin(entry);
    if (host !== null) {
      if (!usable.includes(host)) usable.push(host);
      continue;
    }
    const key = `${name}:${String(entry)}`;
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(`[suite] ${name}: ignored ${JSON.stringify(entry) ?? String(entry)} (not an http(s) origin)`);
    }
  }
  return usable;
}

/**
 * The session's host of a list: the one picked before while the list is the same, else one picked at
 * random now (`random` is a test seam) and remembered for the session. Null for an unusable list.
 */
export function pickCdnHost(list: CdnList, hosts: unknown, random: () => number = Math.random): string | null {
  const usable = usableCdnHosts(hosts, list === 'image' ? 'imageCDNs' : 'launchGameCDNs');
  if (usable.length === 0) {
    writeStorage('session', STORAGE_KEYS[list], null);
    return null;
  }
  const before = readPick(list);
  if (before && before.hosts.length === usable.length && before.hosts.every((host, index) => host === usable[index])) return before.host;
  const host = usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? usable[0] ?? null;
  if (host) writeStorage('session', STORAGE_KEYS[list], JSON.stringify({ hosts: usable, host } satisfies StoredPick));
  return host;
}

/** The permission data's lists (the host calls it whenever the permission answer arrives). */
export function setCdnLists(lists: { imageCDNs?: unknown; launchGameCDNs?: unknown }, random: () => number = Math.random): void {
  const next = { image: pickCdnHost('image', lists.imageCDNs, random), launch: pickCdnHost('launch', lists.launchGameCDNs, random) };
  const current = suiteStore.get(pickedAtom);
  if (current.image !== next.image || current.launch !== next.launch) suiteStore.set(pickedAtom, next);
}

/** The session's host of a list now, or null (same origin / API base URL). */
export function cdnHost(list: CdnList): string | null {
  return suiteStore.get(pickedAtom)[list];
}

/** The session's host of a list; re-renders when the lists arrive or change. */
export function useCdnHost(list: CdnList): string | null {
  return useAtomValue(pickedAtom)[list];
}

/** A root-relative path ('/wps/static/games/1.svg') on the picked host; anything else is left as it is. */
export function onCdnHost(url: string, host: string | null): string {
  if (!host || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${host}${url}`;
}

/**
 * A root-relative API path on the list's host, or under the API base URL when the list has none
 * ('' = this page's origin, which proxies /wps). Absolute URLs are left as they are.
 */
export function cdnUrl(list: CdnList, path: string, host: string | null = cdnHost(list)): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return host ? onCdnHost(path, host) : `${getRuntimeConfig().apiBaseUrl}${path}`;
}

/** The base a launch answer's root-relative URL resolves against: the launch host, else the API base URL. */
export function launchBaseUrl(): string {
  return cdnHost('launch') ?? getRuntimeConfig().apiBaseUrl;
}

/** Tests: forget the hosts picked so far (memory and session storage). */
export function forgetCdnHosts(): void {
  for (const key of Object.values(STORAGE_KEYS)) writeStorage('session', key, null);
  warned.clear();
  suiteStore.set(pickedAtom, { image: null, launch: null });
}
