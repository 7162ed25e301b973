import { ApiError, callApi, type Endpoint } from '@suite/shared';
import { useCallback, useRef, useState } from 'react';

export type ActionOutcome<Res> = { ok: true; value: Res } | { ok: false; error: ApiError };

export interface Action<Req, Res> {
  /** Sends the payload; a failure is not thrown but returned and kept in `error` (shown by the form). */
  run: (payload: Req) => Promise<ActionOutcome<Res>>;
  pending: boolean;
  error: ApiError | undefined;
  clearError: () => void;
}

type Send<Req, Res> = (endpoint: Endpoint<Req, Res>, payload: Req) => Promise<Res>;

/** One form's call: a second submit while the first is in flight is ignored. */
export function useAction<Req, Res>(endpoint: Endpoint<Req, Res>): Action<Req, Res> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError>();
  const busy = useRef(false);

  const run = useCallback(
    async (payload: Req): Promise<ActionOutcome<Res>> => {
      if (busy.current) return { ok: false, error: new ApiError('inFlight') };
      busy.current = true;
      setPending(true);
      setError(undefined);
      try {
        return { ok: true, value: await (callApi as Send<Req, Res>)(endpoint, payload) };
      } catch (caught) {
        const apiError = caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught });
        setError(apiError);
        return { ok: false, error: apiError };
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [endpoint],
  );

  const clearError = useCallback(() => setError(undefined), []);
  return { run, pending, error, clearError };
}

/** The form field a refusal names (FieldFailure.field of the accounts calls), if any. */
export function refusedField(error: ApiError | undefined): string | undefined {
  const value = error?.value;
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}
