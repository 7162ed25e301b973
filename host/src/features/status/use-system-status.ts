import { api, callApi } from '@suite/shared';
import { useEffect, useState } from 'react';

/** The status check may hold the first paint only this long; after that the site shows. */
export const STATUS_TIMEOUT_MS = 5000;

export type StatusState = api.SystemStatus | null | 'failed';

/** Asks /wps/system/status once at start. null while asking; 'failed' when it could not be read. */
export function useSystemStatus(): StatusState {
  const [state, setState] = useState<StatusState>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), STATUS_TIMEOUT_MS);
    let live = true;
    callApi(api.systemStatus, undefined, { signal: controller.signal }).then(
      (status) => {
        if (live) setState(status);
      },
      (error: unknown) => {
        console.error('[suite] system status could not be read; showing the site', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
  return state;
}
