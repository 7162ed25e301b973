import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { componentOf, rememberComponent } from './loaded-components';
import type { RemoteEntry } from './remotes-manifest';
import { META_EXPOSE, ROUTES_EXPOSE, type RemoteName } from './remote-names';

const registered = new Map<RemoteName, RemoteEntry>();

/**
 * Registers the manifest's remotes; nothing is fetched until a route or a preload needs it. Each one's
 * `integrity` rides along to its entry script (timeout-plugin's createScript). A `broken` line (a
 * malformed integrity) is never registered: loading it fails at once and its area shows the fallback.
 */
export function registerSuiteRemotes(all: RemoteEntry[]): void {
  const remotes = all.filter((remote) => !remote.broken);
  for (const remote of remotes) registered.set(remote.name, remote);
  // Copies: the runtime rewrites a relative `entry` of what it is given.
  if (remotes.length > 0) registerRemotes(remotes.map((remote) => ({ ...remote })), { force: true });
}

export function registeredRemote(name: RemoteName): RemoteEntry | undefined {
  return registered.get(name);
}

export function registeredRemotes(): RemoteEntry[] {
  return [...registered.values()];
}

export function loadRemoteExpose<T>(name: RemoteName, expose: string): Promise<T | null> {
  return loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
}

export function loadRemoteRoutes<T>(name: RemoteName): Promise<T | null> {
  return loadRemoteExpose<T>(name, ROUTES_EXPOSE);
}

export function loadRemoteMeta<T>(name: RemoteName): Promise<T | null> {
  return loadRemoteExpose<T>(name, META_EXPOSE);
}

/** Remotes warmed (or being warmed) by preloadRemote. */
const preloaded = new Set<RemoteName>();

/** Forget everything the runtime cached for a remote (failed or not), so the next load fetches anew. */
export function resetRemote(name: RemoteName): void {
  preloaded.delete(name);
  const remote = registered.get(name);
  if (remote) registerRemotes([{ ...remote }], { force: true });
}

/**
 * Warms a remote (entry + route module) on hover, focus or when the browser is idle, and records the
 * route component so the first mount renders it at once. Failures stay silent (the mount shows them)
 * and a later hover tries again.
 */
export function preloadRemote(name: RemoteName): void {
  if (preloaded.has(name) || !registered.has(name)) return;
  preloaded.add(name);
  loadRemoteRoutes(name).then(
    (mod) => {
      const component = componentOf(mod);
      if (component) rememberComponent(name, ROUTES_EXPOSE, component);
      else preloaded.delete(name);
    },
    () => preloaded.delete(name),
  );
}
