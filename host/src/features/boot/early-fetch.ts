// No @suite/shared here: this runs in the entry, before the async boundary shares the singletons.
import { loadJson, readJsonResponse } from './load-json';

/** The requests public/boot-early.js started (@suite/shared's EarlyBoot; the rest is read by the API client). */
interface PageRequests {
  config?: Promise<Response>;
  remotes?: Promise<Response>;
  painted?: Promise<unknown>;
}

const pageRequests = (): PageRequests | undefined => (window as { __suiteEarly?: PageRequests }).__suiteEarly;

/** The longest the boot waits for the page's early banner before evaluating the app (src/index.ts). */
export const EARLY_PAINT_WAIT_MS = 700;

/** Resolves once the page's early banner is on screen, there is none to paint, or EARLY_PAINT_WAIT_MS passed. */
export function untilEarlyPaint(waitMs = EARLY_PAINT_WAIT_MS): Promise<void> {
  const painted = pageRequests()?.painted;
  if (!painted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void painted.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

type Loaded = ReturnType<typeof loadJson>;

export const CONFIG_URL = '/config.json';
/** config.json's default remotesUrl: fetched at once, used when config.json names the same file. */
export const DEFAULT_REMOTES_URL = '/remotes.json';

let early: { config: Loaded | null; remotes: Loaded | null } | null = null;

/**
 * The boot's two requests (config.json and the default remotes.json), side by side: normally already
 * started by the page (public/boot-early.js, before this code downloaded); otherwise started here, from
 * the host's first chunk, while the shared modules and the bootstrap chunk still download. Either way
 * the boot waits for neither in turn (a waterfall of one step instead of three).
 */
export function startBootFetches(): void {
  const page = pageRequests();
  early = {
    config: page?.config ? readJsonResponse(page.config) : loadJson(CONFIG_URL),
    remotes: page?.remotes ? readJsonResponse(page.remotes) : loadJson(DEFAULT_REMOTES_URL),
  };
}

/** config.json as started early (once), or a fresh request. */
export function takeConfig(): Loaded {
  const pending = early?.config;
  if (early) early.config = null;
  return pending ?? loadJson(CONFIG_URL);
}

const sameUrl = (a: string, b: string) => new URL(a, window.location.href).href === new URL(b, window.location.href).href;

/** The remotes file at `url`: the early request when config.json names the default file, otherwise a fresh one. */
export function takeRemotes(url: string): Loaded {
  const pending = early?.remotes;
  if (early) early.remotes = null;
  return pending && sameUrl(url, DEFAULT_REMOTES_URL) ? pending : loadJson(url);
}
