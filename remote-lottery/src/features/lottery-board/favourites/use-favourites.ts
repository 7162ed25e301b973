import { LOCAL_KEYS } from '@suite/shared';
import { useCallback, useEffect, useState } from 'react';
import { readFavourites, toggleFavourite } from './favourites-storage';

export interface Favourites {
  ids: readonly string[];
  has(gameId: string): boolean;
  toggle(gameId: string): void;
}

/** The favourites of the logged-in user (none for a visitor), kept in step with other tabs. */
export function useFavourites(username: string | null): Favourites {
  const [ids, setIds] = useState<readonly string[]>(() => (username ? readFavourites(username) : []));

  useEffect(() => {
    setIds(username ? readFavourites(username) : []);
    if (!username) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_KEYS.lottFav) setIds(readFavourites(username));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username]);

  const toggle = useCallback(
    (gameId: string) => {
      if (username) setIds(toggleFavourite(username, gameId));
    },
    [username],
  );
  const has = useCallback((gameId: string) => ids.includes(gameId), [ids]);
  return { ids, has, toggle };
}
