import type { api } from '@suite/shared';

/** The pages this remote serves (the host routes these paths here). */
export type PageKey = 'rng' | 'fish' | 'pvp' | 'live' | 'sports' | 'esports' | 'elott' | 'cockfight' | 'fbsports' | 'seamless' | 'game';

export const PAGE_PATHS: Record<string, PageKey> = {
  '/rng': 'rng',
  '/fish': 'fish',
  '/pvp': 'pvp',
  '/live': 'live',
  '/sports': 'sports',
  '/esports': 'esports',
  '/elott': 'elott',
  '/cockfight': 'cockfight',
  '/fbsports': 'fbsports',
  '/seamless': 'seamless',
  '/game': 'game',
};

export type HallPageKey = Exclude<PageKey, 'fbsports' | 'seamless' | 'game'>;

/**
 * The game halls: /rng, /fish and /pvp are the egame halls (list-type tabs and filters); the other
 * categories list their vendors and games (esports and cockfight take their providers out of sports).
 */
export const HALL_PAGES: Record<HallPageKey, { gameType: api.GameType; full: boolean }> = {
  rng: { gameType: 'RNG', full: true },
  fish: { gameType: 'FISH', full: true },
  pvp: { gameType: 'PVP', full: true },
  live: { gameType: 'LIVE', full: false },
  sports: { gameType: 'SPORTS', full: false },
  esports: { gameType: 'ESPORTS', full: false },
  elott: { gameType: 'ELOTT', full: false },
  cockfight: { gameType: 'COCKFIGHT', full: false },
};

export function isHallPage(page: PageKey): page is HallPageKey {
  return page in HALL_PAGES;
}

/**
 * The game list route's `games` parameter (spec 2 §2), read in upper case as the game type: on a hall
 * route, `?games=fish` shows the FISH hall. A value that is no hall's game type is ignored.
 */
export const GAMES_PARAM = 'games';

export function hallPageForGames(games: string | null): HallPageKey | null {
  if (games === null) return null;
  const gameType = games.trim().toUpperCase();
  const found = (Object.keys(HALL_PAGES) as HallPageKey[]).find((key) => HALL_PAGES[key].gameType === gameType);
  return found ?? null;
}

/** The page a location shows: its path, or on a hall route the hall its `games` parameter names. */
export function pageForLocation(pathname: string, search: string): PageKey | undefined {
  const page = PAGE_PATHS[pathname];
  if (!page || !isHallPage(page)) return page;
  return hallPageForGames(new URLSearchParams(search).get(GAMES_PARAM)) ?? page;
}
