import { isApiError, showDialog, toast, useAtomValue, useProtectedAction, useSession, type api } from '@suite/shared';
import { GAMES_NS } from '../../i18n';
import { useCallback, useEffect } from 'react';
import { favouritesAtom, syncFavourites, toggleFavourite } from './favourites-store';

export interface Favourites {
  isFavourite(nodeId: string): boolean;
  /** Login required (spec 2 §5): a visitor goes to /login, a trial account gets the warning. */
  toggle(game: api.Game): void;
  /** Changes when the server accepted an add or remove. */
  version: number;
}

export function useFavourites(): Favourites {
  const token = useSession()?.token ?? null;
  const guard = useProtectedAction();
  const state = useAtomValue(favouritesAtom);

  useEffect(() => {
    void syncFavourites(token);
  }, [token]);

  const toggle = useCallback(
    (game: api.Game) => {
      guard(() => {
        toggleFavourite(game).then(
          // The star may be out of sight (a pop-up closed, the list scrolled): say what the server accepted.
          (added) =>
            toast.success(
              { key: added ? 'card.favouriteAdded' : 'card.favouriteRemoved', ns: GAMES_NS, params: { name: game.gameName } },
              { id: 'games-favourite' },
            ),
          (error: unknown) => {
            // A 401 already sent the player to /login.
            if (isApiError(error) && error.kind === 'unauthorized') return;
            void showDialog({ message: isApiError(error) ? error.message : { key: 'errors.unknown' } });
          },
        );
      });
    },
    [guard],
  );

  const ids = state.token === token ? state.ids : EMPTY;
  return { isFavourite: (nodeId) => ids.has(nodeId), toggle, version: state.version };
}

const EMPTY: ReadonlySet<string> = new Set();
