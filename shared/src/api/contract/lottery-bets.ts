/**
 * Lottery betting in the API's lobby page (issue 10): the lobby's state and placing a bet. Paths and
 * shapes are not shown by the spec: ours, written down in docs/lottery-betting.md. A launch
 * (lotteryLaunch) creates a lobby session; its random token is in the page's path and in these
 * calls' paths (`:token`), so the page needs no login token of its own. The session ends with the
 * member's login session (logout) and after LOBBY_SESSION_TTL_HOURS.
 */
import type { IsoDateTime, Language, Money } from './common';
import { endpoint } from './endpoint';

/** The lobby page of a launch: `/lotto/lobby/<token>?prizeMode=..&view=..&lang=..&gameCode=..&backUrl=..`. */
export const LOTTERY_LOBBY_SESSION_PATH = '/lotto/lobby';
export const LOBBY_SESSION_TTL_HOURS = 4;
/** A lobby token: 32 URL-safe characters (24 random bytes). */
export const LOBBY_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32}$';

export const LOTTERY_PLAY_TYPES = ['BAO_LO_2', 'BAO_LO_3', 'DE', 'XIEN_2', 'BIG_SMALL', 'ODD_EVEN', 'SUM'] as const;
export type LotteryPlayType = (typeof LOTTERY_PLAY_TYPES)[number];

/** Numbers of a bet slip: 1..MAX_PICKS per bet, each one unit (a xien 2 pair "12-34" is one unit). */
export const MAX_PICKS = 100;

/**
 * What a play type picks: numbers of `digits` digits (`count` 2 for xien 2: pairs written "12-34"),
 * or some of a list of options (BIG/SMALL, ODD/EVEN, the sums "0".."9×digits").
 */
export type PlayTypePicks = { kind: 'number'; digits: 2 | 3; count: 1 | 2 } | { kind: 'option'; options: string[] };

export interface LotteryPlayTypeInfo {
  code: LotteryPlayType;
  picks: PlayTypePicks;
  /** What one winning unit pays per 1.00 staked (the stake included). */
  odds: Money;
  /** Per number (unit). */
  minStake: Money;
  maxStake: Money;
}

export type LotteryBetStatus = 'open' | 'won' | 'lost';

export interface LotteryBet {
  betId: string;
  numero: string;
  playType: LotteryPlayType;
  picks: string[];
  stakePerNumber: Money;
  /** units × stakePerNumber. */
  totalStake: Money;
  /** stakePerNumber × odds × the units that can win together (see docs/lottery-betting.md). */
  potentialWin: Money;
  status: LotteryBetStatus;
  /** What was credited: 0.00 until won. */
  payout: Money;
  placedAt: IsoDateTime;
  settledAt: IsoDateTime | null;
}

export interface LobbyDraw {
  numero: string;
  drawTime: IsoDateTime;
  lockTime: IsoDateTime;
  status: 'open' | 'locked';
}

export interface LobbyResult {
  numero: string;
  drawTime: IsoDateTime;
  winningNumber: string;
  /**
   * The prize sheet, special prize first. Southern and central draws: 18 numbers (special 6 digits,
   * G1 5, G2 5, G3 2×5, G4 7×5, G5 4, G6 3×4, G7 3, G8 2); the north: 27 numbers (special 5, G1 5,
   * G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2); fast draws: the one winning number.
   */
  prizeNumbers: string[];
}

export interface LotteryLobbyState {
  /** The member's main wallet. */
  balance: Money;
  currencySymbol: string;
  game: { gameCode: string; name: string; kind: 'regional' | 'fast'; digits: number };
  /** The draw taking bets (open) or waiting to be drawn (locked); null when none is scheduled. */
  draw: LobbyDraw | null;
  playTypes: LotteryPlayTypeInfo[];
  /** The member's open bets on this lottery, newest first. */
  openBets: LotteryBet[];
  /** The member's last 20 settled bets on this lottery, newest first. */
  settledBets: LotteryBet[];
  lastResult: LobbyResult | null;
}

export interface LotteryLobbyStateQuery {
  gameCode: string;
  /** Of the lottery's name; Accept-Language when left out. */
  language?: Language;
}

/** GET: the lobby's state for one lottery of the session's prize mode. 404 for an unknown token, 410 once it has ended. */
export const lotteryLobbyState = endpoint<LotteryLobbyStateQuery, LotteryLobbyState>({
  method: 'GET',
  path: '/lotto/lobby/:token/state',
  auth: false,
  encrypted: false,
});

export interface PlaceLotteryBetRequest {
  gameCode: string;
  /** The draw bet on: the current open draw of the lottery. */
  numero: string;
  playType: LotteryPlayType;
  /** "07" (bao lo 2, de), "123" (bao lo 3), "12-34" (xien 2), "BIG", "ODD", "14" (sum). */
  picks: string[];
  stakePerNumber: Money;
}
export interface PlaceLotteryBetResult {
  bet: LotteryBet;
  /** The main wallet after the stake. */
  balance: Money;
}

/**
 * Places a bet (Idempotency-Key header): the stake is debited from the main wallet. Refusals
 * (HTTP 200, success false): value.code 'drawLocked' after the lock time or for another draw,
 * 'insufficientBalance'. Bad picks or stakes: 400.
 */
export const placeLotteryBet = endpoint<PlaceLotteryBetRequest, PlaceLotteryBetResult>({
  method: 'POST',
  path: '/lotto/lobby/:token/bets',
  auth: false,
  encrypted: false,
  idempotent: true,
});
