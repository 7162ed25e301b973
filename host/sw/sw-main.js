// The host's service worker (docs/installable.md). The build (scripts/webpack/service-worker-plugin.cjs)
// writes host/dist/sw.js as: `const SUITE_SW = { buildId, precache }`, then sw-routes.js, then this file.
//   install:  precache the shell of this build (index.html, offline page, first-load files)
//   activate: delete the caches of other builds, take control of open pages
//   fetch:    sw-routes.js decides; the API, every JSON file and every remoteEntry.js are never handled
//             nor stored, hashed files are cache-first, a failed navigation shows the offline page.
/* global SUITE_SW, SuiteSwRoutes */
const { route, isNetworkOnly, remoteEntryOrigin, remoteOriginsOf, cacheName, staleCaches } = SuiteSwRoutes;
const CACHE = cacheName(SUITE_SW.buildId);
const OFFLINE_PAGE = '/offline.html';
const ORIGIN = self.location.origin;

/** Origins of the remotes (remotes.json, read from the network when first needed, never stored). */
let remoteOrigins = null;
let readingRemotes = null;

async function readJson(url) {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

function learnRemoteOrigins() {
  readingRemotes ??= (async () => {
    let origins = [];
    try {
      const config = await readJson('/config.json').catch(() => ({}));
      const listUrl = new URL(typeof config?.remotesUrl === 'string' && config.remotesUrl ? config.remotesUrl : '/remotes.json', ORIGIN).href;
      origins = remoteOriginsOf(await readJson(listUrl), listUrl);
    } catch {
      /* offline or broken: only the origins seen so far */
    }
    remoteOrigins = [...new Set([...(remoteOrigins ?? []), ...origins])];
  })();
  return readingRemotes;
}

/** Stores a good answer unless it is one that must never be stored (a second guard besides route()). */
async function store(cache, request, response) {
  if (!response.ok || response.type === 'opaque' || isNetworkOnly(request.url, ORIGIN)) return;
  await cache.put(request, response);
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const crossOrigin = new URL(request.url).origin !== ORIGIN;
  let response;
  try {
    // A remote's script is a no-cors request: fetch it with CORS (the remotes send
    // Access-Control-Allow-Origin) so the stored answer is not opaque.
    response = await fetch(crossOrigin ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request);
  } catch (error) {
    if (!crossOrigin) throw error;
    return fetch(request);
  }
  await store(cache, request, response.clone()).catch(() => undefined);
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    await store(cache, request, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const hit = await cache.match(request, { ignoreVary: true });
    if (hit) return hit;
    throw error;
  }
}

async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const page = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    return page ?? new Response('Sin conexión / You are offline', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // The browser's HTTP cache answers the hashed files just downloaded (immutable) and revalidates the
      // fixed-name ones (no-cache), so precaching downloads nothing twice.
      .then((cache) => cache.addAll(SUITE_SW.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(staleCaches(keys, CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const seen = remoteEntryOrigin(request.url, ORIGIN);
  if (seen && remoteOrigins && !remoteOrigins.includes(seen)) remoteOrigins = [...remoteOrigins, seen];
  else if (seen && !remoteOrigins) event.waitUntil(learnRemoteOrigins());
  const facts = { url: request.url, method: request.method, mode: request.mode, origin: ORIGIN, precached: SUITE_SW.precache };
  const decision = route({ ...facts, remoteOrigins });
  if (decision === 'network') return;
  if (decision === 'navigate') event.respondWith(navigate(request));
  else if (decision === 'cache-first') event.respondWith(cacheFirst(request));
  else if (decision === 'network-first') event.respondWith(networkFirst(request));
  else if (decision === 'check-remote') {
    event.respondWith(
      learnRemoteOrigins().then(() => (route({ ...facts, remoteOrigins }) === 'cache-first' ? cacheFirst(request) : fetch(request))),
    );
  }
});
