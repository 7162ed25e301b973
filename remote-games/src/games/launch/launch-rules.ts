import { api } from '@suite/shared';
import { httpUrl } from '../../lib/safe-url';

export type LaunchableGame = Pick<api.Game, 'gameType' | 'isGame' | 'vendor' | 'vassalage' | 'gameCode' | 'defaultPlayType'>;

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'lottery'; href: string }
  | { kind: 'vendorList' }
  | { kind: 'pvpRooms' }
  | { kind: 'launch' };

const LOTTERY_TYPES: readonly api.GameType[] = ['LOTT', 'ELOTT'];

export function isLotteryGame(game: Pick<LaunchableGame, 'gameType' | 'vendor' | 'vassalage'>): boolean {
  const vendors: readonly string[] = api.LOTTERY_VENDORS;
  return LOTTERY_TYPES.includes(game.gameType) || vendors.includes(game.vassalage) || vendors.includes(game.vendor);
}

/** The lottery launch: /lottery with the game, its vendor and its default play type. */
export function lotteryHref(game: Pick<LaunchableGame, 'gameCode' | 'vendor' | 'defaultPlayType'>): string {
  const query = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendor });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  return `/lottery?${query.toString()}`;
}

/**
 * The launch rules of spec 2 §2, in order:
 * 1. a visitor logs in first;
 * 2. LOTT and ELOTT games, and games of the lottery vendors, go to the lottery launch;
 * 3. a VASSALAGE entry (isGame false) opens its vendor's game list. This comes before the PVP rule:
 *    such an entry is not a game, so it has no rooms (and the launch call refuses it);
 * 4. a PVP game lists its rooms, then launches in the chosen room;
 * 5. any other game launches through the launch call into /game.
 */
export function decideLaunch(game: LaunchableGame, loggedIn: boolean): LaunchDecision {
  if (!loggedIn) return { kind: 'login' };
  if (isLotteryGame(game)) return { kind: 'lottery', href: lotteryHref(game) };
  if (!game.isGame) return { kind: 'vendorList' };
  if (game.gameType === 'PVP') return { kind: 'pvpRooms' };
  return { kind: 'launch' };
}

export const GAME_PATH = '/game';

/** The history state /game is opened with. */
export interface GameFrameState {
  /** Where the close bar returns to (the page the game was launched from). */
  from: string;
}

/**
 * Where a launch answer (value.content) is shown: /game?url=<absolute http(s) URL>&name=<game>.
 * A root-relative answer is the API's own game page, resolved against `launchBase`: the session's
 * launch host (launchGameCDNs), else the API base URL ('' = this page's origin). Null when the answer
 * is not an http(s) URL.
 */
export function gameFrameHref(content: string, launchBase: string, name?: string): string | null {
  const base = launchBase ? new URL(launchBase, window.location.origin).href : window.location.origin;
  const url = httpUrl(content, base);
  if (!url) return null;
  const query = new URLSearchParams({ url });
  if (name) query.set('name', name);
  return `${GAME_PATH}?${query.toString()}`;
}
