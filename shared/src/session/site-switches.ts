import { atom, useAtomValue } from '../state/store';
import { useEffect } from 'react';
import { callApi } from '../api/client';
import { isWhitelabelOn, whitelabel, type WhitelabelModId, type WhitelabelNode } from '../api/contract';
import { platformSwitchId } from '../config/platform-profile';
import { getRuntimeConfig } from '../config/runtime-config';
import { suiteStore } from './session-store';

/** The white-label switch tree (GET /wps/system/whitelabel), loaded once per page. */
export interface SiteSwitches {
  status: 'loading' | 'loaded' | 'error';
  tree: readonly WhitelabelNode[];
}

export const siteSwitchesAtom = atom<SiteSwitches>({ status: 'loading', tree: [] });

let pending: Promise<void> | null = null;

/** Loads the switches if not yet loaded (or after an error); callers may await it. */
export function loadSiteSwitches({ force = false }: { force?: boolean } = {}): Promise<void> {
  const current = suiteStore.get(siteSwitchesAtom);
  if (!force && current.status === 'loaded') return Promise.resolve();
  if (pending && !force) return pending;
  if (current.status !== 'loading') suiteStore.set(siteSwitchesAtom, { ...current, status: 'loading' });
  const run = callApi(whitelabel).then(
    (tree) => suiteStore.set(siteSwitchesAtom, { status: 'loaded', tree }),
    (error: unknown) => {
      console.warn('[suite] white-label switches could not be loaded', error);
      suiteStore.set(siteSwitchesAtom, { status: 'error', tree: suiteStore.get(siteSwitchesAtom).tree });
    },
  );
  const tracked: Promise<void> = run.finally(() => {
    if (pending === tracked) pending = null;
  });
  pending = tracked;
  return tracked;
}

/** Sets the tree directly (tests, or a permission answer that already carries it). */
export function setSiteSwitches(tree: readonly WhitelabelNode[]): void {
  suiteStore.set(siteSwitchesAtom, { status: 'loaded', tree });
}

export interface SiteSwitchesView extends SiteSwitches {
  isOn: (modId: WhitelabelModId) => boolean;
}

/** The switches, loading them on first use; a missing or unloaded switch is off. */
export function useSiteSwitches(): SiteSwitchesView {
  const value = useAtomValue(siteSwitchesAtom);
  const idle = value.status === 'loading' && !pending;
  useEffect(() => {
    if (idle) void loadSiteSwitches();
  }, [idle]);
  // The profile may name another modId for the features the spec does not key (docs/platform-contract.md).
  return { ...value, isOn: (modId) => isWhitelabelOn(value.tree, platformSwitchId(getRuntimeConfig().platform, modId)) };
}
