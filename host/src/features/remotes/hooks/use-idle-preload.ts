import { useEffect } from 'react';
import { preloadRemote } from '../remote-registry';
import type { RemoteName } from '../remote-names';

/** The remote a visitor most likely opens next from home (the game halls): warmed first. */
export const LIKELY_NEXT: RemoteName = 'remote_games';

type Cancel = () => void;

function whenIdle(run: () => void): Cancel {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 2000);
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

/**
 * Warms the remotes (entry and route module) so the first visit to one is quick: after home's first
 * paint the likely next one (games) at the next idle moment, then the others at the idle moment
 * after that. Links warm their remote on hover and focus as well (MainNav).
 */
export function useIdlePreload(names: RemoteName[]): void {
  const key = names.join(',');
  useEffect(() => {
    const list = key ? (key.split(',') as RemoteName[]) : [];
    const ordered = list.includes(LIKELY_NEXT) ? [LIKELY_NEXT, ...list.filter((name) => name !== LIKELY_NEXT)] : list;
    const [first, ...rest] = ordered;
    const cancels: Cancel[] = [];
    cancels.push(
      afterFirstPaint(() => {
        cancels.push(
          whenIdle(() => {
            if (first) preloadRemote(first);
            cancels.push(whenIdle(() => rest.forEach((name) => preloadRemote(name))));
          }),
        );
      }),
    );
    return () => cancels.forEach((cancel) => cancel());
  }, [key]);
}
