import { useEffect } from 'react';
import { remoteForPath } from '../../../app/paths';
import { preloadRemote } from '../remote-registry';
import type { RemoteName } from '../remote-names';
import { whenPageLoadsSettled } from '../page-loads';

/** The remote a visitor most likely opens next from home (the game halls): warmed first. */
export const LIKELY_NEXT: RemoteName = 'remote_games';

/**
 * Longest wait for an idle moment before warming anyway (ms). Short on purpose: at 4x CPU home is
 * rarely idle in its first seconds, and a visitor clicks about a second after the first paint.
 */
export const FIRST_WARM_WITHIN = 200;
export const NEXT_WARM_WITHIN = 400;

type Cancel = () => void;

function whenIdle(run: () => void, timeout: number): Cancel {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, timeout);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` once the page has painted content (first-contentful-paint), so warming remotes never
 * competes with the first paint for the CPU; where the browser does not report paints, at once.
 */
function afterFirstPaint(run: () => void): Cancel {
  const painted = () => typeof performance.getEntriesByName === 'function' && performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run();
    return () => undefined;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/** Warms the remote behind a same-site link (`a[href]`) the pointer is over or focus is on. */
function warmLinkTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const remote = remoteForPath(link.pathname);
  if (remote) preloadRemote(remote);
}

/**
 * Warms the remotes (entry and route module) so the first visit to one is quick: after home's first
 * paint, once the page's own remote modules are in, the likely next one (games) at the first idle moment (at the latest FIRST_WARM_WITHIN later),
 * then the others at the next one (at the latest NEXT_WARM_WITHIN later); each arrives as its own
 * script tasks, between which the page keeps painting. Any link to a remote page warms its remote on
 * hover or focus, wherever it is (header, home tiles, bottom bar, a remote's own links).
 */
export function useIdlePreload(names: RemoteName[]): void {
  const key = names.join(',');
  useEffect(() => {
    const list = key ? (key.split(',') as RemoteName[]) : [];
    const ordered = list.includes(LIKELY_NEXT) ? [LIKELY_NEXT, ...list.filter((name) => name !== LIKELY_NEXT)] : list;
    const [first, ...rest] = ordered;
    const cancels: Cancel[] = [];
    // After the first paint, and once the page's own remote modules are in (its route, home's widgets):
    // a warm-up never competes with what the visitor is waiting for.
    cancels.push(
      afterFirstPaint(() => {
        cancels.push(
          whenIdle(() => {
            cancels.push(
              whenPageLoadsSettled(() => {
                if (first) preloadRemote(first);
                cancels.push(whenIdle(() => rest.forEach((name) => preloadRemote(name)), NEXT_WARM_WITHIN));
              }),
            );
          }, FIRST_WARM_WITHIN),
        );
      }),
    );
    document.addEventListener('pointerover', warmLinkTarget, { passive: true });
    document.addEventListener('focusin', warmLinkTarget);
    return () => {
      cancels.forEach((cancel) => cancel());
      document.removeEventListener('pointerover', warmLinkTarget);
      document.removeEventListener('focusin', warmLinkTarget);
    };
  }, [key]);
}
