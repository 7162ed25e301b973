import { useEffect } from 'react';
import { preloadRemote } from '../remote-registry';
import type { RemoteName } from '../remote-names';

/** When the browser has nothing else to do, warm every remote so the first visit to it is instant. */
export function useIdlePreload(names: RemoteName[]): void {
  const key = names.join(',');
  useEffect(() => {
    const list = key ? (key.split(',') as RemoteName[]) : [];
    const run = () => list.forEach((name) => preloadRemote(name));
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 2000);
    return () => clearTimeout(timer);
  }, [key]);
}
