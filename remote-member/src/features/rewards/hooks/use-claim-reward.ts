import { api, ApiError, callApi, newIdempotencyKey, refreshBalance, refreshPublicState } from '@suite/shared';
import { useCallback, useRef, useState } from 'react';

export type ClaimOutcome = { ok: true; value: api.ClaimRewardResult } | { ok: false; error: ApiError; unknown: boolean };

/** The answer never arrived or is not final: the reward may have been credited, so keep the key. */
function outcomeUnknown(error: ApiError): boolean {
  if (error.kind === 'server') return (error.status ?? 500) >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'inFlight' || error.kind === 'unknown';
}

/**
 * Claims rewards, one Idempotency-Key per reward and click: a retry after a lost answer reuses the
 * key (the server then answers the first result, never a second credit); a success or a final
 * refusal forgets it. After a success the header balance and the badges are refreshed.
 */
export function useClaimReward(): { claim: (rewardId: string) => Promise<ClaimOutcome>; pending: ReadonlySet<string> } {
  const keys = useRef(new Map<string, string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const claim = useCallback(async (rewardId: string): Promise<ClaimOutcome> => {
    const key = keys.current.get(rewardId) ?? newIdempotencyKey();
    keys.current.set(rewardId, key);
    setPending((previous) => new Set(previous).add(rewardId));
    try {
      const value = await callApi(api.claimReward, { rewardId }, { idempotencyKey: key });
      keys.current.delete(rewardId);
      void refreshBalance();
      void refreshPublicState();
      return { ok: true, value };
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught });
      const unknown = outcomeUnknown(error);
      if (!unknown) keys.current.delete(rewardId);
      return { ok: false, error, unknown };
    } finally {
      setPending((previous) => {
        const next = new Set(previous);
        next.delete(rewardId);
        return next;
      });
    }
  }, []);

  return { claim, pending };
}
