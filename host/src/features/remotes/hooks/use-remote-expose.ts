import { isRemoteLoadFailure } from '@suite/shared';
import { useCallback, useEffect, useState } from 'react';
import { loadRemoteExpose, resetRemote } from '../remote-registry';
import type { RemoteName } from '../remote-names';
import { trackPageLoad } from '../page-loads';
import { componentOf, forgetLoadedRemote, loadedComponent, rememberComponent, type RemoteComponent } from '../loaded-components';

export type { RemoteComponent } from '../loaded-components';
export { forgetLoadedRemote } from '../loaded-components';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'failed'; error: unknown };

/**
 * Loads a component a remote exposes (its routes, a home widget). A component already loaded (an
 * earlier visit, or a preload on hover or idle) renders on the first render, with no loading state.
 * Retry forgets the runtime's caches for that remote and loads it again, without a page reload.
 */
export function useRemoteExpose(name: RemoteName, expose: string): [RemoteState, () => void] {
  const key = `${name}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>(() => {
    const cached = loadedComponent(name, expose);
    return cached ? { status: 'ready', Component: cached } : { status: 'loading' };
  });

  useEffect(() => {
    const known = loadedComponent(name, expose);
    if (known && attempt === 0) {
      // Already shown from the first render: keep the same state object (no second render).
      setState((current) => (current.status === 'ready' && current.Component === known ? current : { status: 'ready', Component: known }));
      return;
    }
    let live = true;
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    if (attempt > 0) {
      forgetLoadedRemote(name);
      resetRemote(name);
    }
    trackPageLoad(loadRemoteExpose<unknown>(name, expose)).then(
      (mod) => {
        if (!live) return;
        const Component = componentOf(mod);
        if (!Component) {
          setState({ status: 'failed', error: isRemoteLoadFailure(mod) ? mod.error : new Error(`no component at ${key}`) });
          return;
        }
        rememberComponent(name, expose, Component);
        setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, name, expose, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
