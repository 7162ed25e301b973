import { IMAGE_THROTTLE_MS } from './image-loader';

/** Spec 2 §9 preload factor: images start loading while up to 1.3 viewports away. */
export const PRELOAD_FACTOR = 1.3;
/** The extra 30 % below and right of the viewport, as IntersectionObserver's rootMargin. */
export const PRELOAD_ROOT_MARGIN = `0px ${Math.round((PRELOAD_FACTOR - 1) * 100)}% ${Math.round((PRELOAD_FACTOR - 1) * 100)}% 0px`;

type Callback = () => void;

/**
 * One IntersectionObserver for every lazy image. Elements that come near the viewport are queued
 * and released at most once per 200 ms (the spec's throttle), so a fast scroll past hundreds of
 * cards starts only the loads of where it stops. Each element is reported once.
 */
export function createVisibilityWatcher({ throttleMs = IMAGE_THROTTLE_MS, rootMargin = PRELOAD_ROOT_MARGIN } = {}) {
  const callbacks = new Map<Element, Callback>();
  const queued = new Set<Element>();
  let observer: IntersectionObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastFlush = -Infinity;

  const flush = () => {
    timer = null;
    lastFlush = Date.now();
    for (const element of queued) {
      const callback = callbacks.get(element);
      callbacks.delete(element);
      observer?.unobserve(element);
      callback?.();
    }
    queued.clear();
  };

  const scheduleFlush = () => {
    if (timer !== null) return;
    const wait = Math.max(0, lastFlush + throttleMs - Date.now());
    if (wait === 0) flush();
    else timer = setTimeout(flush, wait);
  };

  const ensureObserver = (): IntersectionObserver | null => {
    if (observer || typeof IntersectionObserver === 'undefined') return observer;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && callbacks.has(entry.target)) queued.add(entry.target);
          else queued.delete(entry.target);
        }
        if (queued.size > 0) scheduleFlush();
      },
      { rootMargin },
    );
    return observer;
  };

  return {
    /** Calls `onVisible` once when the element comes near the viewport; returns the cleanup. */
    watch(element: Element, onVisible: Callback): () => void {
      const io = ensureObserver();
      if (!io) {
        // No IntersectionObserver (very old browsers): load at once.
        onVisible();
        return () => undefined;
      }
      callbacks.set(element, onVisible);
      io.observe(element);
      return () => {
        callbacks.delete(element);
        queued.delete(element);
        io.unobserve(element);
      };
    },
  };
}

export type VisibilityWatcher = ReturnType<typeof createVisibilityWatcher>;
export const visibilityWatcher = createVisibilityWatcher();
