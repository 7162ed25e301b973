/**
 * Image loading of spec 2 §9: results of the last 200 URLs are remembered, a failing image is tried
 * 3 times (200 ms apart) before it counts as failed, and the caller then shows its fallback.
 */
export const IMAGE_CACHE_SIZE = 200;
export const IMAGE_ATTEMPTS = 3;
export const IMAGE_THROTTLE_MS = 200;

export type ImageStatus = 'loaded' | 'failed';
/** Resolves when the URL loaded, rejects when it did not. */
export type ImageProbe = (url: string) => Promise<void>;

export interface ImageLoaderOptions {
  probe?: ImageProbe;
  cacheSize?: number;
  attempts?: number;
  retryDelayMs?: number;
}

export interface ImageLoader {
  /** What is known of a URL, without loading it. */
  status(url: string): ImageStatus | undefined;
  /** Loads (or answers from the cache); true when the image can be shown. */
  load(url: string): Promise<boolean>;
}

/** The browser fetches the image; the <img> rendered afterwards comes from its cache. */
export const browserProbe: ImageProbe = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image failed: ${url}`));
    image.src = url;
  });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createImageLoader({
  probe = browserProbe,
  cacheSize = IMAGE_CACHE_SIZE,
  attempts = IMAGE_ATTEMPTS,
  retryDelayMs = IMAGE_THROTTLE_MS,
}: ImageLoaderOptions = {}): ImageLoader {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const cache = new Map<string, ImageStatus>();
  const inFlight = new Map<string, Promise<boolean>>();

  const remember = (url: string, status: ImageStatus) => {
    cache.delete(url);
    cache.set(url, status);
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  };

  const attempt = async (url: string): Promise<boolean> => {
    for (let tried = 1; tried <= attempts; tried += 1) {
      try {
        await probe(url);
        remember(url, 'loaded');
        return true;
      } catch {
        if (tried < attempts) await wait(retryDelayMs);
      }
    }
    remember(url, 'failed');
    return false;
  };

  return {
    status(url) {
      const status = cache.get(url);
      if (status) remember(url, status);
      return status;
    },
    load(url) {
      const known = this.status(url);
      if (known) return Promise.resolve(known === 'loaded');
      let running = inFlight.get(url);
      if (!running) {
        running = attempt(url).finally(() => inFlight.delete(url));
        inFlight.set(url, running);
      }
      return running;
    },
  };
}

/** The page's one loader: a game icon seen in the hall shows at once in a widget or a pop-up. */
export const imageLoader = createImageLoader();
