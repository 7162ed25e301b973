import { ApiError, callApi, type Endpoint, newIdempotencyKey, refreshBalance } from '@suite/shared';
import { useCallback, useRef, useState } from 'react';

export type ActionOutcome<Res> = { ok: true; value: Res } | { ok: false; error: ApiError; unknown: boolean };

/** The answer never arrived or is not final: the points may have moved, so the key is kept for the retry. */
function outcomeUnknown(error: ApiError): boolean {
  if (error.kind === 'server') return (error.status ?? 500) >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'inFlight' || error.kind === 'unknown';
}

/**
 * Sends a points move (redeem, convert) with an Idempotency-Key: a retry of the same request after a
 * lost answer reuses the key (the server answers the first result, never a second move); a success, a
 * final refusal or another request forgets it. After a success the header balance is refreshed.
 */
export function usePointsAction<Req, Res>(endpoint: Endpoint<Req, Res>): { run: (payload: Req) => Promise<ActionOutcome<Res>>; pending: boolean } {
  const last = useRef<{ request: string; key: string } | null>(null);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (payload: Req): Promise<ActionOutcome<Res>> => {
      const request = JSON.stringify(payload);
      const key = last.current?.request === request ? last.current.key : newIdempotencyKey();
      last.current = { request, key };
      setPending(true);
      try {
        const value = await callApi(endpoint, payload as never, { idempotencyKey: key });
        last.current = null;
        void refreshBalance();
        return { ok: true, value: value as Res };
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught });
        const unknown = outcomeUnknown(error);
        if (!unknown) last.current = null;
        return { ok: false, error, unknown };
      } finally {
        setPending(false);
      }
    },
    [endpoint],
  );

  return { run, pending };
}
