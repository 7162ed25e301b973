import { api, atom, callApi, suiteStore } from '@suite/shared';

/**
 * The member's favourite game ids (MCSFE_getFavoriteGames), shared by every list on the page so a
 * star set in a pop-up shows in the hall too: one jotai atom in the suite's store.
 */
export interface FavouritesSnapshot {
  /** Whose favourites these are (the session token); null for a visitor. */
  token: string | null;
  ids: ReadonlySet<string>;
  /** Bumped after each change the server accepted: lists of favourites reload on it. */
  version: number;
}

export const favouritesAtom = atom<FavouritesSnapshot>({ token: null, ids: new Set<string>(), version: 0 });

function publish(next: FavouritesSnapshot): void {
  suiteStore.set(favouritesAtom, next);
}

/** The favourites now (for code outside React; components read the atom). */
export function favouritesSnapshot(): FavouritesSnapshot {
  return suiteStore.get(favouritesAtom);
}

/** Loads the ids of this session once (a new token starts again; null empties the set). */
export async function syncFavourites(token: string | null): Promise<void> {
  if (favouritesSnapshot().token === token) return;
  publish({ token, ids: new Set(), version: favouritesSnapshot().version });
  if (token === null) return;
  try {
    const ids = await callApi(api.favoriteGames);
    if (favouritesSnapshot().token === token) publish({ ...favouritesSnapshot(), ids: new Set([...ids, ...favouritesSnapshot().ids]) });
  } catch (error) {
    console.warn('[remote-games] favourites could not be loaded', error);
  }
}

/**
 * Adds or removes a favourite. The star changes at once; if the server refuses, it goes back and
 * the error is thrown for the caller to show.
 */
export async function toggleFavourite(game: Pick<api.Game, 'nodeId' | 'vendor' | 'gameType'>): Promise<boolean> {
  const adding = !favouritesSnapshot().ids.has(game.nodeId);
  const token = favouritesSnapshot().token;
  const flip = (add: boolean) => {
    const ids = new Set(favouritesSnapshot().ids);
    if (add) ids.add(game.nodeId);
    else ids.delete(game.nodeId);
    publish({ ...favouritesSnapshot(), ids });
  };
  flip(adding);
  try {
    if (adding) await callApi(api.addFavoriteGame, { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType });
    else await callApi(api.removeFavoriteGame, { nodeId: game.nodeId });
  } catch (error) {
    if (favouritesSnapshot().token === token) flip(!adding);
    throw error;
  }
  if (favouritesSnapshot().token === token) publish({ ...favouritesSnapshot(), version: favouritesSnapshot().version + 1 });
  return adding;
}

/** Test seam. */
export function resetFavourites(): void {
  publish({ token: null, ids: new Set(), version: 0 });
}
