import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is left out of the host's first load (docs/performance.md, "Host first load"):
 * React.lazy plus `preload()`, which the opening control calls on intent (pointer over it, focus) so
 * the chunk is usually there before the click. A failed load is forgotten, so the next try fetches again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const Component = lazy(() => preload().then((component) => ({ default: component })));
  return Object.assign(Component, { preload });
}
