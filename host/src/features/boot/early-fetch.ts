import { loadJson } from './load-json';

type Loaded = ReturnType<typeof loadJson>;

export const CONFIG_URL = '/config.json';
/** config.json's default remotesUrl: fetched at once, used when config.json names the same file. */
export const DEFAULT_REMOTES_URL = '/remotes.json';

let early: { config: Loaded | null; remotes: Loaded | null } | null = null;

/**
 * Starts the boot's two requests (config.json and the default remotes.json) side by side, from the
 * host's first chunk, while the shared modules and the bootstrap chunk still download: the boot then
 * waits for neither in turn (a waterfall of one step instead of three).
 */
export function startBootFetches(): void {
  early = { config: loadJson(CONFIG_URL), remotes: loadJson(DEFAULT_REMOTES_URL) };
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
