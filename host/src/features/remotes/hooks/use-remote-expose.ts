import { isRemoteLoadFailure } from '@suite/shared';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteExpose, resetRemote } from '../remote-registry';
import type { RemoteName } from '../remote-names';

export type RemoteComponent = ComponentType;

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'failed'; error: unknown };

/** Loaded components by `<remote>/<expose>`, so revisiting never flashes a loader. */
const loaded = new Map<string, RemoteComponent>();

const keyOf = (name: RemoteName, expose: string) => `${name}/${expose}`;

export function forgetLoadedRemote(name: RemoteName): void {
  for (const key of [...loaded.keys()]) if (key.startsWith(`${name}/`)) loaded.delete(key);
}

interface ExposedModule {
  default?: unknown;
}

/**
 * Loads a component a remote exposes (its routes, a home widget). Retry forgets the runtime's caches
 * for that remote and loads it again, without a page reload.
 */
export function useRemoteExpose(name: RemoteName, expose: string): [RemoteState, () => void] {
  const key = keyOf(name, expose);
  const cached = loaded.get(key);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });

  useEffect(() => {
    const known = loaded.get(key);
    if (known && attempt === 0) {
      setState({ status: 'ready', Component: known });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    if (attempt > 0) {
      forgetLoadedRemote(name);
      resetRemote(name);
    }
    loadRemoteExpose<ExposedModule>(name, expose).then(
      (mod) => {
        if (!live) return;
        if (!mod || isRemoteLoadFailure(mod) || typeof mod.default !== 'function') {
          setState({ status: 'failed', error: isRemoteLoadFailure(mod) ? mod.error : new Error(`no component at ${key}`) });
          return;
        }
        const Component = mod.default as RemoteComponent;
        loaded.set(key, Component);
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
