// Registers the host's service worker (/sw.js, docs/installable.md) two seconds after the page's load
// event, so it never competes with the first paint or the boot's requests; not in development builds
// (the dev server's files change on every edit) nor where the browser has no service workers. Kept to
// a few bytes: it is part of the host's first-load JS (docs/performance.md, budget 200 KiB).
// main.js is a deferred script: it always runs before the load event.
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV === 'production' && navigator.serviceWorker)
    window.addEventListener('load', () => setTimeout(() => navigator.serviceWorker.register('/sw.js').catch(() => undefined), 2000));
}
