import { api, ApiError, callApi, isApiError, newIdempotencyKey, refreshBalance } from '@suite/shared';
import { useCallback, useRef, useState } from 'react';

/** The answer never arrived or is not final: the money may have moved, so the same attempt keeps its key. */
function outcomeUnknown(error: ApiError): boolean {
  if (error.kind === 'server') return (error.status ?? 500) >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'inFlight' || error.kind === 'unknown';
}

/**
 * The transfer to a downline (api.transferToDownline, idempotent). The Idempotency-Key is made for a
 * new attempt and sent again when the same unchanged transfer is retried after a lost answer, so a
 * retry never moves money twice (as remote-member's cashier does); a success, a final refusal or a
 * changed form starts a new key. After a success the header's balance is refreshed.
 */
export function useDownlineTransfer() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError>();
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  const busy = useRef(false);

  const run = useCallback(async (payload: api.DownlineTransferRequest): Promise<api.DownlineTransferResult | null> => {
    if (busy.current) return null;
    busy.current = true;
    setPending(true);
    setError(undefined);
    const serialised = JSON.stringify(payload);
    if (attempt.current?.payload !== serialised) attempt.current = { key: newIdempotencyKey(), payload: serialised };
    try {
      const result = await callApi(api.transferToDownline, payload, { idempotencyKey: attempt.current.key });
      attempt.current = null;
      void refreshBalance();
      return result;
    } catch (caught) {
      const failure = isApiError(caught) ? caught : new ApiError('unknown', { cause: caught });
      if (!outcomeUnknown(failure)) attempt.current = null;
      setError(failure);
      return null;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending, error };
}
