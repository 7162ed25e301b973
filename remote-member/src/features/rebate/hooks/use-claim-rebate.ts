import { ApiError, api, callApi, newIdempotencyKey, refreshBalance } from '@suite/shared';
import { useCallback, useRef, useState } from 'react';

export type ClaimOutcome = { ok: true; value: api.RebateClaimResult } | { ok: false; error: ApiError; unknown: boolean };

/** The answer never arrived or is not final: the money may have moved, so the next click reuses the key. */
function outcomeUnknown(error: ApiError): boolean {
  if (error.kind === 'server') return (error.status ?? 500) >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'inFlight' || error.kind === 'unknown';
}

/**
 * The claim button's call. Each new claim gets a fresh Idempotency-Key; after a lost answer the
 * key is kept, so pressing again retries the same claim (the server answers it once). A success or
 * a final refusal drops the key. After a success the header balance is refreshed.
 */
export function useClaimRebate() {
  const [pending, setPending] = useState(false);
  const key = useRef<string | null>(null);
  const busy = useRef(false);

  const claim = useCallback(async (): Promise<ClaimOutcome | null> => {
    if (busy.current) return null;
    busy.current = true;
    setPending(true);
    key.current ??= newIdempotencyKey();
    try {
      const value = await callApi(api.claimRebate, {}, { idempotencyKey: key.current });
      key.current = null;
      void refreshBalance();
      return { ok: true, value };
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught });
      const unknown = outcomeUnknown(error);
      if (!unknown) key.current = null;
      return { ok: false, error, unknown };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { claim, pending };
}
