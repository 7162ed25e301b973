import { LOCAL_KEYS, readStorage, writeStorage } from '@suite/shared';

/** LOTTFAV in local storage: favourite lottery ids per username, `{ "player1": ["VN_HCM", ...] }`. */
export type FavouritesByUser = Record<string, string[]>;

/** The whole map; anything unreadable (edited by hand, an old format) counts as empty. */
export function readAllFavourites(): FavouritesByUser {
  const raw = readStorage('local', LOCAL_KEYS.lottFav);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const result: FavouritesByUser = {};
    for (const [user, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) result[user] = ids.filter((id): id is string => typeof id === 'string');
    }
    return result;
  } catch {
    return {};
  }
}

export function readFavourites(username: string): string[] {
  return readAllFavourites()[username] ?? [];
}

/** Adds or removes one lottery for this user, keeping the other users' lists; returns the new list. */
export function toggleFavourite(username: string, gameId: string): string[] {
  const all = readAllFavourites();
  const current = all[username] ?? [];
  const next = current.includes(gameId) ? current.filter((id) => id !== gameId) : [...current, gameId];
  all[username] = next;
  writeStorage('local', LOCAL_KEYS.lottFav, JSON.stringify(all));
  return next;
}
