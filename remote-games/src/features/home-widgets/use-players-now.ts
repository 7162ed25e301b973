import { api, useApi } from '@suite/shared';
import { useMemo } from 'react';
import { playersKey } from './lobby-model';
import { useReloadWhileVisible } from '@suite/shared/reports';

/** Players now per game (playersKey), only the games from the operator's threshold up. */
export type PlayersNowMap = ReadonlyMap<string, number>;

const NONE: PlayersNowMap = new Map();

/**
 * Players in each game now (the lobby's playersNow), asked again every PLAYERS_NOW_REFRESH_MS while
 * the tab is visible and at once when it becomes visible again. The last answer stays through a
 * reload and a failed one; a failure before any answer shows no figures (the cards stand without).
 */
export function usePlayersNow(refreshMs: number = api.PLAYERS_NOW_REFRESH_MS): PlayersNowMap {
  const { data, reload } = useApi(api.playersNow, {});
  useReloadWhileVisible(reload, refreshMs);
  return useMemo(() => {
    if (!data) return NONE;
    // The API lists only games at or above the threshold; the check stays here too (an older answer).
    return new Map(data.games.filter((entry) => entry.players >= data.threshold).map((entry) => [playersKey(entry), entry.players]));
  }, [data]);
}
