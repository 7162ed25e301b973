import { isRemoteLoadFailure } from '@suite/shared';
import type { ComponentType } from 'react';
import type { RemoteName } from './remote-names';

export type RemoteComponent = ComponentType;

/**
 * Components already loaded, by `<remote>/<expose>`: a mount finds its component here and renders it
 * at once (no loading state), whether a preload or an earlier visit loaded it.
 */
const loaded = new Map<string, RemoteComponent>();

export const loadedKey = (name: RemoteName, expose: string) => `${name}/${expose}`;

export function loadedComponent(name: RemoteName, expose: string): RemoteComponent | undefined {
  return loaded.get(loadedKey(name, expose));
}

/** The component an exposed module holds (its default export), or undefined for a failure stand-in. */
export function componentOf(mod: unknown): RemoteComponent | undefined {
  if (!mod || isRemoteLoadFailure(mod)) return undefined;
  const component = (mod as { default?: unknown }).default;
  return typeof component === 'function' ? (component as RemoteComponent) : undefined;
}

export function rememberComponent(name: RemoteName, expose: string, component: RemoteComponent): void {
  loaded.set(loadedKey(name, expose), component);
}

export function forgetLoadedRemote(name: RemoteName): void {
  for (const key of [...loaded.keys()]) if (key.startsWith(`${name}/`)) loaded.delete(key);
}
