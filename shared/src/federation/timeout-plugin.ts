import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './timing';

/**
 * The suite's remote entry script: a deadline for it and for manifest fetches (the runtime's defaults:
 * 20 s and none), and its Subresource Integrity. A remote registered with an `integrity` (remotes.json,
 * docs/releases.md "Remote integrity") has its entry script loaded with that `integrity` and
 * `crossOrigin = 'anonymous'`: bytes that differ from the recorded hash are refused by the browser, the
 * load fails like a 404 (retry, then the fallback plugin's "unavailable" area). One plugin owns
 * `createScript`: the runtime's SyncHook keeps only the last plugin's answer.
 */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'suite-timeout',
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      // registerRemotes keeps the fields it does not know: the host passes remotes.json's `integrity` on.
      const integrity = (remoteInfo as { integrity?: string } | undefined)?.integrity;
      if (integrity && url === remoteInfo?.entry) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
  };
}
