import { ApiError, callApi, type Endpoint } from '@suite/shared';
import { useCallback, useRef, useState } from 'react';

export interface Call<Req, Res> {
  /** The answer, or undefined when refused or failed (the error is then in `error`, shown by the form). */
  send: (payload: Req) => Promise<Res | undefined>;
  busy: boolean;
  error: ApiError | undefined;
  reset: () => void;
}

type Send<Req, Res> = (endpoint: Endpoint<Req, Res>, payload: Req) => Promise<Res>;

/** One control's call to the API; a second send while one is in flight is ignored. */
export function useCall<Req, Res>(endpoint: Endpoint<Req, Res>): Call<Req, Res> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const inFlight = useRef(false);
  const send = useCallback(
    async (payload: Req): Promise<Res | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      setError(undefined);
      try {
        return await (callApi as Send<Req, Res>)(endpoint, payload);
      } catch (caught) {
        setError(caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught }));
        return undefined;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [endpoint],
  );
  const reset = useCallback(() => setError(undefined), []);
  return { send, busy, error, reset };
}
