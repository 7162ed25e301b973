import { api, ApiError, callApi, refreshPublicState, setPublicState } from '@suite/shared';
import { useCallback, useState } from 'react';

export type CollectOutcome = { ok: true; value: api.CollectMissionResult } | { ok: false; error: ApiError };

/**
 * Collects a completed mission (moves no money: it issues a reward to the reward center). The
 * badges take the counts the server answers at once, then the whole public state is reloaded.
 */
export function useCollectMission(): { collect: (missionId: string) => Promise<CollectOutcome>; pending: ReadonlySet<string> } {
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const collect = useCallback(async (missionId: string): Promise<CollectOutcome> => {
    setPending((previous) => new Set(previous).add(missionId));
    try {
      const value = await callApi(api.collectMission, { missionId });
      setPublicState({ missionCount: value.missionCount, rewardCount: value.rewardCount });
      void refreshPublicState();
      return { ok: true, value };
    } catch (caught) {
      return { ok: false, error: caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught }) };
    } finally {
      setPending((previous) => {
        const next = new Set(previous);
        next.delete(missionId);
        return next;
      });
    }
  }, []);

  return { collect, pending };
}
