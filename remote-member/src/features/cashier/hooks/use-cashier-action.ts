import { ApiError, callApi, newIdempotencyKey, refreshBalance, type CallOptions, type Endpoint } from '@suite/shared';
import { useCallback, useRef, useState } from 'react';

export type ActionOutcome<Res> = { ok: true; value: Res } | { ok: false };

export interface CashierAction<Req, Res> {
  /**
   * Sends the payload; a failure is not thrown but kept in `error` (shown next to the form).
   * `onUploadProgress` follows the body's upload (a form sending images).
   */
  run: (payload: Req, extra?: Pick<CallOptions, 'onUploadProgress'>) => Promise<ActionOutcome<Res>>;
  pending: boolean;
  error: ApiError | undefined;
  clearError: () => void;
}

/** The answer of this attempt never arrived or is not final: the money may have moved, so keep the key. */
function outcomeUnknown(error: ApiError): boolean {
  if (error.kind === 'server') return (error.status ?? 500) >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'inFlight' || error.kind === 'unknown';
}

type Send<Req, Res> = (endpoint: Endpoint<Req, Res>, payload: Req, options: CallOptions) => Promise<Res>;

/**
 * One form's call to a cashier endpoint. For `idempotent` endpoints (calls that move money) the
 * Idempotency-Key is made when the player submits a new action and reused when the same unchanged
 * payload is sent again after a lost answer, so a retry never moves money twice; a success, a final
 * refusal or a changed form starts a new key. After a success the header balance is refreshed.
 */
export function useCashierAction<Req, Res>(endpoint: Endpoint<Req, Res>): CashierAction<Req, Res> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError>();
  const lastAttempt = useRef<{ key: string; payload: string } | null>(null);
  const busy = useRef(false);

  const keyFor = useCallback((payload: Req): string => {
    const serialised = JSON.stringify(payload ?? null);
    if (lastAttempt.current?.payload !== serialised) lastAttempt.current = { key: newIdempotencyKey(), payload: serialised };
    return lastAttempt.current.key;
  }, []);

  const run = useCallback(
    async (payload: Req, extra?: Pick<CallOptions, 'onUploadProgress'>): Promise<ActionOutcome<Res>> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      setPending(true);
      setError(undefined);
      const options: CallOptions = { ...(endpoint.idempotent ? { idempotencyKey: keyFor(payload) } : {}), ...extra };
      try {
        const value = await (callApi as Send<Req, Res>)(endpoint, payload, options);
        lastAttempt.current = null;
        if (endpoint.idempotent) void refreshBalance();
        return { ok: true, value };
      } catch (caught) {
        const apiError = caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught });
        if (!outcomeUnknown(apiError)) lastAttempt.current = null;
        setError(apiError);
        return { ok: false };
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [endpoint, keyFor],
  );

  const clearError = useCallback(() => setError(undefined), []);
  return { run, pending, error, clearError };
}
