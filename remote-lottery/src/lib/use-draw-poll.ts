import { type ApiError, callApi, type Endpoint, isApiError } from '@suite/shared';
import { useEffect, useState } from 'react';
import { DEFAULT_REFRESH_MS, nextRefreshDelay } from './refresh-delay';

export interface DrawPoll<Res> {
  data: Res | undefined;
  /** When `data` arrived (this browser's clock): remaining times count from here. */
  receivedAt: number;
  loaded: boolean;
  error: ApiError | undefined;
  /** Counts successful loads. */
  version: number;
}

/**
 * Calls an endpoint whose answer carries draws' remaining times, and calls it again when the
 * soonest draw is due (spec 2 §2 timer: 7000 ms if one is due already, at most 30000 ms). A failure
 * keeps the last answer and retries after 7000 ms. Restarts when the payload changes (by value).
 * Without `remainTimes` it calls once (and retries a failure).
 */
export function useDrawPoll<Req, Res>(endpoint: Endpoint<Req, Res>, payload: Req, remainTimes?: (data: Res) => number[]): DrawPoll<Res> {
  const [state, setState] = useState<DrawPoll<Res>>({ data: undefined, receivedAt: 0, loaded: false, error: undefined, version: 0 });
  const payloadKey = JSON.stringify(payload);
  // The first function given is kept: callers pass a module-level function, not a new one per render.
  const [readRemainTimes] = useState(() => remainTimes);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const body = JSON.parse(payloadKey) as Req;

    const load = (): void => {
      controller = new AbortController();
      const call = callApi as (endpoint: Endpoint<Req, Res>, payload: Req, options: { signal: AbortSignal }) => Promise<Res>;
      call(endpoint, body, { signal: controller.signal }).then(
        (data) => {
          if (stopped) return;
          setState((previous) => ({ data, receivedAt: Date.now(), loaded: true, error: undefined, version: previous.version + 1 }));
          if (readRemainTimes) timer = setTimeout(load, nextRefreshDelay(readRemainTimes(data)));
        },
        (error: unknown) => {
          if (stopped) return;
          setState((previous) => ({ ...previous, loaded: true, error: isApiError(error) ? error : undefined }));
          timer = setTimeout(load, DEFAULT_REFRESH_MS);
        },
      );
    };

    load();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [endpoint, payloadKey, readRemainTimes]);

  return state;
}
