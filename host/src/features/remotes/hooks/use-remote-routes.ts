import { isRemoteLoadFailure } from '@suite/shared';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteRoutes, resetRemote } from '../remote-registry';
import type { RemoteName } from '../remote-names';

export type RemoteRoutesComponent = ComponentType;

type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteRoutesComponent }
  | { status: 'failed'; error: unknown };

/** Loaded route modules, kept so moving between two routes of one remote never flashes a loader. */
const loaded = new Map<RemoteName, RemoteRoutesComponent>();

export function forgetLoadedRemote(name: RemoteName): void {
  loaded.delete(name);
}

interface RoutesModule {
  default?: unknown;
}

export function useRemoteRoutes(name: RemoteName): [RemoteState, () => void] {
  const cached = loaded.get(name);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });

  useEffect(() => {
    const known = loaded.get(name);
    if (known && attempt === 0) {
      setState({ status: 'ready', Component: known });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    if (attempt > 0) {
      loaded.delete(name);
      resetRemote(name);
    }
    loadRemoteRoutes<RoutesModule>(name).then(
      (mod) => {
        if (!live) return;
        if (!mod || isRemoteLoadFailure(mod) || typeof mod.default !== 'function') {
          setState({ status: 'failed', error: isRemoteLoadFailure(mod) ? mod.error : new Error('no routes module') });
          return;
        }
        const Component = mod.default as RemoteRoutesComponent;
        loaded.set(name, Component);
        setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
