import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './timing';

/** Gives remote entry scripts and manifest fetches a deadline (the runtime's defaults: 20 s and none). */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'suite-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
  };
}
