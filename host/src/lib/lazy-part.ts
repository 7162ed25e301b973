import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is left out of the host's first load (docs/performance.md, "Host first load"):
 * React.lazy plus `preload()`, which the opening control calls on intent (pointer over it, focus) so
 * the chunk is usually there before the click. A failed load is forgotten, so the next try fetches again.
 * Once the code is in, a first render of the part is immediate (no Suspense fallback for a frame): the
 * lazy loader then hands React a thenable that resolves synchronously.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const ready = loaded;
    if (ready) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: ComponentType<P> }>;
    return preload().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload });
}
