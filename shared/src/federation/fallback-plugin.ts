import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteLoadFailure } from './remote-load-failure';

/**
 * Last network layer: when a remote module cannot be loaded, hand back a stand-in module instead of
 * throwing, so only that remote's area shows "unavailable" (with Retry) and the rest of the site lives.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'suite-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[suite] remote "${id}" failed to load`, error);
      return createRemoteLoadFailure(id, error);
    },
  };
}
