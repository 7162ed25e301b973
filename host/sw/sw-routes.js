// The service worker's decisions (docs/installable.md), kept pure so they are unit-tested
// (host/src/app/sw-routes.test.ts) and used by the build (scripts/webpack/service-worker-plugin.cjs)
// exactly as the worker uses them. Plain JS, no imports: the build concatenates this file into
// host/dist/sw.js (a classic worker script), and CommonJS `require` reads it in Node.
const SuiteSwRoutes = (() => {
  /** The API, proxied by the host's origin: always the network, never stored. */
  const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/healthz'];
  /** Fixed-name federation entries: a swapped remote must be picked up on the next load. */
  const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json', 'mf-runtime.js'];
  /** Content-hashed file names (webpack's `[name].[contenthash:8]`): immutable, so cache-first. */
  const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
  const CACHE_PREFIX = 'suite-shell-';

  const underPrefix = (pathname, prefix) => pathname === prefix || pathname.startsWith(prefix + '/');
  const fileOf = (pathname) => pathname.slice(pathname.lastIndexOf('/') + 1);

  function parse(url) {
    try {
      return new URL(url);
    } catch {
      return null;
    }
  }

  /**
   * True for what must always come from the network and never be stored: the API (/wps, /lgw, /lotto),
   * every JSON file (remotes.json, config.json, the web app manifest, suite-versions.json) and every
   * remote entry, whatever its origin.
   */
  function isNetworkOnly(url, origin) {
    const target = parse(url);
    if (!target) return true;
    const file = fileOf(target.pathname);
    if (ENTRY_FILES.includes(file) || file.endsWith('.json')) return true;
    return target.origin === origin && API_PREFIXES.some((prefix) => underPrefix(target.pathname, prefix));
  }

  /**
   * What the worker does with one request:
   *   'network'       not handled (the browser fetches it as if there were no worker; nothing stored)
   *   'navigate'      a page of the site: the network, the offline page when it fails
   *   'cache-first'   a content-hashed file of the host or of a remote origin (immutable)
   *   'network-first' a fixed-name file of the precached shell (boot scripts, offline page, icons)
   *   'check-remote'  a hashed file of another origin while the remote origins are not known yet
   * @param {{ url: string, method?: string, mode?: string, origin: string, remoteOrigins?: string[] | null, precached?: string[] }} request
   *   remoteOrigins: the origins of remotes.json's entries, or null while the worker has not read it
   */
  function route({ url, method = 'GET', mode = 'no-cors', origin, remoteOrigins = [], precached = [] }) {
    if (method !== 'GET') return 'network';
    const target = parse(url);
    if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return 'network';
    if (isNetworkOnly(url, origin)) return 'network';
    const own = target.origin === origin;
    if (own && mode === 'navigate') return 'navigate';
    if (target.search) return 'network';
    if (HASHED.test(target.pathname)) {
      if (own || (remoteOrigins && remoteOrigins.includes(target.origin))) return 'cache-first';
      return remoteOrigins === null ? 'check-remote' : 'network';
    }
    if (own && precached.includes(target.pathname)) return 'network-first';
    return 'network';
  }

  /** The origin of a remote entry URL seen passing by (a swap to a new origin), else null. */
  function remoteEntryOrigin(url, origin) {
    const target = parse(url);
    if (!target || target.origin === origin) return null;
    return ENTRY_FILES.includes(fileOf(target.pathname)) ? target.origin : null;
  }

  /** Absolute origins of the entries of a parsed remotes.json (relative entries are the host's own). */
  function remoteOriginsOf(list, base) {
    if (!Array.isArray(list)) return [];
    const origins = new Set();
    for (const entry of list) {
      const value = entry && typeof entry === 'object' ? entry.entry : null;
      if (typeof value !== 'string') continue;
      let target;
      try {
        target = new URL(value, base);
      } catch {
        continue;
      }
      if ((target.protocol === 'http:' || target.protocol === 'https:') && target.origin !== new URL(base).origin) origins.add(target.origin);
    }
    return [...origins];
  }

  /** The versioned cache of one host build. */
  const cacheName = (buildId) => CACHE_PREFIX + buildId;

  /** The suite's caches of other builds (deleted when a new worker activates). */
  const staleCaches = (keys, current) => keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== current);

  /**
   * The shell to precache: index.html, the offline page and its script, and every same-origin file the
   * built index.html names (boot scripts, first-load chunks and styles, icons), minus network-only ones.
   */
  function precacheList(html, extra = ['/index.html', '/offline.html', '/offline.js']) {
    const named = [...String(html).matchAll(/\s(?:src|href)="(\/[^"/][^"]*|\/)"/g)].map((match) => match[1]);
    const list = [...extra, ...named].filter((pathname) => pathname !== '/' && !isNetworkOnly('http://h' + pathname, 'http://h'));
    return [...new Set(list)];
  }

  return { route, isNetworkOnly, remoteEntryOrigin, remoteOriginsOf, cacheName, staleCaches, precacheList };
})();

if (typeof module === 'object' && module && module.exports) module.exports = SuiteSwRoutes;
