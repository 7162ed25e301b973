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
