/**
 * The lobby's calls (issue 27, docs/home-and-carousels.md "Live figures"); ours, the spec has no such
 * calls. playersNow: how many players are in each game now. A player is "in" a game while one of their
 * launches of it (a game session) was opened or renewed in the operator's window and has not ended; a
 * game is listed only from the operator's threshold up, so a card never advertises an empty table
 * ("1 playing"). categoryArt: a picture per game category for the home page's category tiles.
 */
import { endpoint, type NoPayload } from './endpoint';
import type { GameType } from './games';

/** How often an open lobby asks again (while the tab is visible). */
export const PLAYERS_NOW_REFRESH_MS = 30_000;

export interface PlayersNowQuery {
  /** Only games of this type; every type when left out. */
  gameType?: GameType;
}

export interface GamePlayersNow {
  vassalage: string;
  gameCode: string;
  /** Distinct members in the game now (at least `threshold`). */
  players: number;
}

export interface PlayersNow {
  /** Games at or above the threshold, most players first. */
  games: GamePlayersNow[];
  /** The operator's threshold: fewer players than this are not shown. */
  threshold: number;
  /** The operator's window: a launch opened or renewed this many minutes ago still counts. */
  windowMinutes: number;
}

/** Open to visitors (no member is named); a bad gameType is a 400. */
export const playersNow = endpoint<PlayersNowQuery, PlayersNow>({
  method: 'GET',
  path: '/wps/lobby/playersNow',
  auth: false,
  encrypted: false,
});

/** A category's art: the icon of its first hot game (else its first game). */
export interface CategoryArt {
  gameType: GameType;
  imageUrl: string;
}

/**
 * The art of each game type that has a game, in GAME_TYPES order (the home page's category tiles).
 * From the catalogue in memory; open to visitors; nothing to send.
 */
export const categoryArt = endpoint<NoPayload, CategoryArt[]>({
  method: 'GET',
  path: '/wps/lobby/categoryArt',
  auth: false,
  encrypted: false,
});
