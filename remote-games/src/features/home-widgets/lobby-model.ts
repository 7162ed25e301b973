import type { api } from '@suite/shared';

/** The hot-games row's choice: one game type, or every type mixed ('all', a visitor's default). */
export type HotChoice = api.HotGameType | 'all';

/** The row's order of types (the mix and the chips): slots first, the lobby's best-known art, then the tables. */
export const TYPE_ORDER: readonly api.HotGameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'];

/** The types with hot games, in TYPE_ORDER. */
export function offeredTypes(groups: readonly api.HotGameGroup[]): api.HotGameType[] {
  return TYPE_ORDER.filter((type) => groups.some((group) => group.gameType === type && group.games.length > 0));
}

/**
 * Every type's hot games taken in turn (slot, live, fish, cards, slot...), at most `limit`; games only
 * (a vendor's entry, listed in each of its types, would show twice).
 */
export function mixedHotGames(groups: readonly api.HotGameGroup[], limit: number): api.Game[] {
  const lists = TYPE_ORDER.map((type) => (groups.find((group) => group.gameType === type)?.games ?? []).filter((game) => game.isGame)).filter(
    (games) => games.length > 0,
  );
  const mixed: api.Game[] = [];
  for (let index = 0; mixed.length < limit && lists.some((games) => index < games.length); index += 1) {
    for (const games of lists) {
      const game = games[index];
      if (game && mixed.length < limit) mixed.push(game);
    }
  }
  return mixed;
}

/**
 * A member's favourite category: the game type they launched most among their recent games (ties: the
 * most recent one), if the hot list has games of it; null for a visitor or a member with no such game.
 */
export function favouriteCategory(recent: readonly api.RecentGame[] | undefined, groups: readonly api.HotGameGroup[]): api.HotGameType | null {
  if (!recent || recent.length === 0) return null;
  const offered = new Set(groups.filter((group) => group.games.length > 0).map((group) => group.gameType as string));
  const counts = new Map<string, number>();
  for (const game of recent) if (offered.has(game.gameType)) counts.set(game.gameType, (counts.get(game.gameType) ?? 0) + 1);
  let best: string | null = null;
  // Recent games come newest first: on a tie the type seen first (most recently played) wins.
  for (const [type, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = type;
  return best as api.HotGameType | null;
}

/** The games of the row for a choice. */
export function gamesFor(groups: readonly api.HotGameGroup[], choice: HotChoice, limit: number): api.Game[] {
  if (choice === 'all') return mixedHotGames(groups, limit);
  return (groups.find((group) => group.gameType === choice)?.games ?? []).slice(0, limit);
}

/** Where "see all" of a type goes: its hall (the popular tab of the egame halls). */
const HALL_OF: Partial<Record<api.HotGameType, string>> = {
  RNG: '/rng?page=hot',
  FISH: '/fish?page=hot',
  PVP: '/pvp?page=hot',
  LIVE: '/live',
  SPORTS: '/sports',
  ELOTT: '/elott',
  LOTT: '/lottery',
};
export function hallPathFor(choice: HotChoice): string {
  return choice === 'all' ? '/rng?page=hot' : (HALL_OF[choice] ?? '/rng');
}

/** The key of a game in the players-now answer. */
export const playersKey = (game: Pick<api.Game, 'vassalage' | 'gameCode'>): string => `${game.vassalage}\u0000${game.gameCode}`;

/** The games in columns of `rows` (a phone's row shows two games one above the other per slide). */
export function columnsOf<T>(items: readonly T[], rows: number): T[][] {
  const columns: T[][] = [];
  for (let index = 0; index < items.length; index += rows) columns.push(items.slice(index, index + rows));
  return columns;
}
