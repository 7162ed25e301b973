import { api, useApi, type ApiError, type Language } from '@suite/shared';
import { useEffect, useRef } from 'react';
import { gameQueryBase } from '../../games/game-query-base';
import type { HallQuery } from './hall-query';

export interface HallGamesOptions {
  gameType: api.GameType;
  query: HallQuery;
  /** The classification actually sent (one the filter offers in this language), or null. */
  gameClassify: api.GameClassifyCode | null;
  language: Language;
  loggedIn: boolean;
  /** Bumped when a favourite was added or removed: the favourites list reloads. */
  favouritesVersion: number;
}

export interface HallGames {
  /** undefined until the first answer; the previous answer while the next one loads. */
  games: api.Game[] | undefined;
  totalPages: number | undefined;
  loading: boolean;
  error: ApiError | undefined;
  reload(): void;
  /**
   * A visitor who must log in to see this list: a member list (fav, recent), or the catalogue when
   * the platform answers 401 to a visitor (spec 2 §7 marks the game list T; our API lets visitors browse).
   */
  needsLogin: boolean;
}

/** The game query of spec 2 §3 built from the hall state ('hot' is the catalogue with isTop 1). */
export function catalogueQuery({ gameType, query, gameClassify, language }: Pick<HallGamesOptions, 'gameType' | 'query' | 'gameClassify' | 'language'>): api.GameQuery {
  const name = query.gameName.trim();
  return {
    ...gameQueryBase(language),
    gameType,
    ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    ...(gameClassify ? { gameClassify } : {}),
    ...(name ? { gameName: name } : {}),
    ...(query.minBet ? { minBet: query.minBet } : {}),
    ...(query.minLineNum !== null ? { minLineNum: query.minLineNum } : {}),
    ...(query.listType === 'hot' ? { isTop: 1 as const } : {}),
    pageNo: query.pageNo,
  };
}

/**
 * The games of the hall for its list type: the catalogue (all, hot), the member's favourites, or
 * their recent games (clientType 3; at most RECENT_GAMES_LIMIT, so paged here, 15 a page). Each
 * source keeps its last answer on screen while the next loads, and a replaced request is aborted.
 */
export function useHallGames(options: HallGamesOptions): HallGames {
  const { gameType, query, loggedIn, favouritesVersion } = options;
  const { listType, vassalage, pageNo } = query;
  const vendor = vassalage ? { vassalage } : {};

  const catalogue = useApi(api.gameList, catalogueQuery(options), { enabled: listType === 'all' || listType === 'hot' });
  const favourites = useApi(
    api.favoriteGamesList,
    { gameType, ...vendor, pageNo, pageSize: api.GAME_PAGE_SIZE },
    { enabled: listType === 'fav' && loggedIn },
  );
  const recent = useApi(api.recentGames, { clientType: api.CLIENT_TYPE, ...vendor }, { enabled: listType === 'recent' && loggedIn });

  const reloadFavourites = favourites.reload;
  const seenVersion = useRef(favouritesVersion);
  useEffect(() => {
    if (seenVersion.current === favouritesVersion) return;
    seenVersion.current = favouritesVersion;
    if (listType === 'fav') reloadFavourites();
  }, [favouritesVersion, listType, reloadFavourites]);

  if ((listType === 'fav' || listType === 'recent') && !loggedIn) {
    return { games: [], totalPages: 0, loading: false, error: undefined, reload: () => undefined, needsLogin: true };
  }
  if (listType === 'fav') return { ...pick(favourites), needsLogin: false };
  if (listType === 'recent') {
    const mine = recent.data?.list.filter((game) => game.gameType === gameType);
    const start = (pageNo - 1) * api.GAME_PAGE_SIZE;
    return {
      games: mine?.slice(start, start + api.GAME_PAGE_SIZE),
      totalPages: mine === undefined ? undefined : Math.ceil(mine.length / api.GAME_PAGE_SIZE),
      loading: recent.loading,
      error: recent.error,
      reload: recent.reload,
      needsLogin: false,
    };
  }
  if (!loggedIn && catalogue.error?.kind === 'unauthorized') {
    return { games: [], totalPages: 0, loading: false, error: undefined, reload: catalogue.reload, needsLogin: true };
  }
  return { ...pick(catalogue), needsLogin: false };
}

function pick(result: { data: api.GameListResult | undefined; loading: boolean; error: ApiError | undefined; reload(): void }) {
  return { games: result.data?.games, totalPages: result.data?.totalPages, loading: result.loading, error: result.error, reload: result.reload };
}
