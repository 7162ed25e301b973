import { api, type ApiError, callApi, isApiError } from '@suite/shared';
import { useEffect, useState } from 'react';
import { type Lottery, withDeadlines } from '../model/lottery';

export interface RecentLotteriesState {
  lotteries: Lottery[];
  loaded: boolean;
  error: ApiError | undefined;
}

/**
 * The member's recent lotteries (recentCount 100), loaded while `enabled` (a logged-in member on the
 * recent list) and again at every menu refresh (`version`), so their countdowns stay right.
 */
export function useRecentLotteries(prizeMode: api.PrizeMode, language: api.Language, enabled: boolean, version: number): RecentLotteriesState {
  const [state, setState] = useState<RecentLotteriesState>({ lotteries: [], loaded: false, error: undefined });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    callApi(
      api.recentLotteryMenu,
      { prizeMode, device: api.DEVICE, recentCount: api.RECENT_LOTTERY_COUNT, language },
      { signal: controller.signal },
    ).then(
      (items) => {
        if (!controller.signal.aborted) setState({ lotteries: withDeadlines(items, Date.now()), loaded: true, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, loaded: true, error: isApiError(error) ? error : undefined }));
      },
    );
    return () => controller.abort();
  }, [prizeMode, language, enabled, version]);

  return state;
}
