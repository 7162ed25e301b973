import type { api } from '@suite/shared';
import { CATEGORY_PATHS } from '../game-menus/nav-model';

/** Lottery games open the lottery page with the game; the others their hall filtered by vendor. */
export function recentGameHref(game: Pick<api.RecentGame, 'gameType' | 'vassalage' | 'gameCode' | 'vendor'>): string {
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return `/lottery?gameCode=${encodeURIComponent(game.gameCode)}&vendor=${encodeURIComponent(game.vendor)}`;
  }
  const path = CATEGORY_PATHS[game.gameType] ?? '/rng';
  return `${path}?vassalage=${encodeURIComponent(game.vassalage)}`;
}
