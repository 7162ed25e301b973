import { api, callApi } from '@suite/shared';
import { useEffect, useState } from 'react';

/** The status check may hold the first paint only this long; after that the site shows. */
export const STATUS_TIMEOUT_MS = 5000;

export type StatusState = api.SystemStatus | null | 'failed';

/** The page's one status request, started by the boot (startSystemStatus) or by the first hook. */
interface StatusRequest {
  promise: Promise<api.SystemStatus>;
  settled: StatusState;
  controller: AbortController;
}
let request: StatusRequest | null = null;

function logFailure(error: unknown): void {
  console.error('[suite] system status could not be read; showing the site', error);
}

/**
 * Asks /wps/system/status now (once per page), so the boot can wait for the answer before the first
 * render (an answer the page requested early, public/boot-early.js, is adopted by the client). It gives
 * up after STATUS_TIMEOUT_MS: the site then shows.
 */
export function startSystemStatus(): Promise<StatusState> {
  if (!request) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), STATUS_TIMEOUT_MS);
    const started: StatusRequest = {
      controller,
      settled: null,
      promise: callApi(api.systemStatus, undefined, { signal: controller.signal }),
    };
    started.promise.then(
      (status) => {
        clearTimeout(timer);
        started.settled = status;
      },
      (error: unknown) => {
        clearTimeout(timer);
        logFailure(error);
        started.settled = 'failed';
      },
    );
    request = started;
  }
  const current = request;
  return current.promise.then(
    (status) => status,
    () => 'failed' as const,
  );
}

/** Forgets the page's status request (tests). */
export function resetSystemStatus(): void {
  request?.controller.abort();
  request = null;
}

/** The system status (asked once per page). null while asking; 'failed' when it could not be read. */
export function useSystemStatus(): StatusState {
  const [state, setState] = useState<StatusState>(() => request?.settled ?? null);
  useEffect(() => {
    if (state !== null) return undefined;
    let live = true;
    void startSystemStatus().then((settled) => {
      if (live) setState(settled);
    });
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}
