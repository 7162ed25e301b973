import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-error';
import { callApi, type CallArgs } from './client';
import type { Endpoint } from './contract';

export interface UseApiOptions {
  /** false: do not call (yet); e.g. until a token exists. Default true. */
  enabled?: boolean;
}

export interface UseApiResult<Res> {
  /** The last answer; kept while a reload or a new payload loads, so the screen does not flicker. */
  data: Res | undefined;
  /** The error of the current request, if it failed. */
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

interface Outcome<Res> {
  request: string;
  data?: Res;
  error?: ApiError;
}

/**
 * Calls an endpoint when the component mounts and again when the payload changes (compared by value).
 * The request in flight is aborted on unmount or change, and its answer never reaches state.
 */
export function useApi<Req, Res>(endpoint: Endpoint<Req, Res>, payload: Req, { enabled = true }: UseApiOptions = {}): UseApiResult<Res> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<Res> | null>(null);
  const payloadKey = payload === undefined ? '' : JSON.stringify(payload);
  const request = `${endpoint.method} ${endpoint.path} ${payloadKey} #${attempt}`;

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    // Payloads are JSON by contract, so the key round-trips to an equal payload.
    const body = (payloadKey === '' ? undefined : JSON.parse(payloadKey)) as Req;
    callApi(endpoint, ...([body, { signal: controller.signal }] as CallArgs<Req>)).then(
      (data) => {
        if (!controller.signal.aborted) setOutcome({ request, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setOutcome((previous) => ({
          request,
          data: previous?.data,
          error: error instanceof ApiError ? error : new ApiError('unknown', { cause: error }),
        }));
      },
    );
    return () => controller.abort();
  }, [endpoint, payloadKey, request, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = outcome?.request === request;
  return {
    data: outcome?.data,
    error: settled ? outcome.error : undefined,
    loading: enabled && !settled,
    reload,
  };
}
