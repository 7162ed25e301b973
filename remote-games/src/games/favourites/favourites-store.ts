import { api, callApi } from '@suite/shared';

/**
 * The member's favourite game ids (MCSFE_getFavoriteGames), shared by every list on the page so a
 * star set in a pop-up shows in the hall too. Plain module state read through useSyncExternalStore.
 */
export interface FavouritesSnapshot {
  /** Whose favourites these are (the session token); null for a visitor. */
  token: string | null;
  ids: ReadonlySet<string>;
  /** Bumped after each change the server accepted: lists of favourites reload on it. */
  version: number;
}

let snapshot: FavouritesSnapshot = { token: null, ids: new Set(), version: 0 };
const listeners = new Set<() => void>();

function publish(next: FavouritesSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function favouritesSnapshot(): FavouritesSnapshot {
  return snapshot;
}

/** Loads the ids of this session once (a new token starts again; null empties the set). */
export async function syncFavourites(token: string | null): Promise<void> {
  if (snapshot.token === token) return;
  publish({ token, ids: new Set(), version: snapshot.version });
  if (token === null) return;
  try {
    const ids = await callApi(api.favoriteGames);
    if (snapshot.token === token) publish({ ...snapshot, ids: new Set([...ids, ...snapshot.ids]) });
  } catch (error) {
    console.warn('[remote-games] favourites could not be loaded', error);
  }
}

/**
 * Adds or removes a favourite. The star changes at once; if the server refuses, it goes back and
 * the error is thrown for the caller to show.
 */
export async function toggleFavourite(game: Pick<api.Game, 'nodeId' | 'vendor' | 'gameType'>): Promise<boolean> {
  const adding = !snapshot.ids.has(game.nodeId);
  const token = snapshot.token;
  const flip = (add: boolean) => {
    const ids = new Set(snapshot.ids);
    if (add) ids.add(game.nodeId);
    else ids.delete(game.nodeId);
    publish({ ...snapshot, ids });
  };
  flip(adding);
  try {
    if (adding) await callApi(api.addFavoriteGame, { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType });
    else await callApi(api.removeFavoriteGame, { nodeId: game.nodeId });
  } catch (error) {
    if (snapshot.token === token) flip(!adding);
    throw error;
  }
  if (snapshot.token === token) publish({ ...snapshot, version: snapshot.version + 1 });
  return adding;
}

/** Test seam. */
export function resetFavourites(): void {
  publish({ token: null, ids: new Set(), version: 0 });
}
