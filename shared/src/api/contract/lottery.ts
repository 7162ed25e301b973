/**
 * Lottery calls: menus, recent lotteries, lobby launch, home's popular lotteries and drawn numbers
 * (spec 2 §2 "Lottery list", §3, §7 "Lottery", "Home").
 */
import type { IsoDateTime, Language } from './common';
import { endpoint } from './endpoint';
import type { LaunchResult } from './games';

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export const LOTTERY_TYPE: PrizeMode = 'SEA';
/** Vendors that open /lottery instead of a third-party launch. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
export const POPULAR_LOTTERY_COUNT = 20;
export const REGIONAL_NUMBERS_COUNT = 100;
export const RECENT_LOTTERY_COUNT = 100;

/** A settled draw: its number, the digits drawn and when. */
export interface DrawResult {
  numero: string;
  /** All digits drawn; the list shows at most DRAW_DIGITS_SHOWN of them. */
  winningNumber: string;
  winningTime: IsoDateTime;
}

/** Week days, 1..7 with Sunday 1 (spec 2 §9). */
export type DrawDayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const DRAW_DAYS: readonly DrawDayOfWeek[] = [1, 2, 3, 4, 5, 6, 7];
/** Draw digits shown in lists (spec 2 §9). */
export const DRAW_DIGITS_SHOWN = 6;

/**
 * One lottery and its current draw (the next one to be drawn). Times are relative to the answer, so
 * the browser's clock does not matter: the draw is at receivedAt + remainTime, and bets close
 * lockTime before that.
 */
export interface LotteryGameMenu {
  gameId: string;
  remark: string;
  /** The current draw's number (issue), '' when none is scheduled yet. */
  numero: string;
  /** Milliseconds until the current draw is drawn; 0 when due or none. */
  remainTime: number;
  /** Milliseconds before the draw when bets close (the lock window). */
  lockTime: number;
  /** Week days with a draw, 1..7 with Sunday 1 (every day for fast lotteries). */
  drawDayOfWeek: DrawDayOfWeek[];
  /** The menu tab (LotteryMenu.tag) it belongs to. */
  gameMenuTag: string;
  /** When the current draw is drawn (the winning numbers' time); null when none is scheduled. */
  winningTime: IsoDateTime | null;
  /** Our additions for display and launch. */
  gameName: string;
  gameCode: string;
  vendor: string;
  /** Marked hot by the operator (the "hot" special list). */
  hot: boolean;
  /** The latest settled draw, null before the first one. */
  lastDraw: DrawResult | null;
}
export interface LotteryMenu {
  tag: string;
  gameMenus: LotteryGameMenu[];
}

/** The lottery type (prize mode) of the VN regional lotteries' own page, /vnlottery. */
export const VN_LOTTERY_PRIZE_MODE: PrizeMode = 'Lott';
export const PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];

export interface LotteryMenuQuery {
  prizeMode: PrizeMode;
  device: 'WEB';
  /** Language of the names; Accept-Language when left out. */
  language?: Language;
}
/** Lotteries of a prize mode grouped by menu tag. */
export const lotteryMenu = endpoint<LotteryMenuQuery, LotteryMenu[]>({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: false,
  encrypted: false,
  // The spec lists no language (Accept-Language says it).
  extensionFields: ['language'],
});
/** The member's recently launched lotteries, latest first (at most recentCount, 1..100). */
export const recentLotteryMenu = endpoint<LotteryMenuQuery & { recentCount: number }, LotteryGameMenu[]>({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  encrypted: false,
  // The spec lists no language (Accept-Language says it).
  extensionFields: ['language'],
});

/**
 * Lottery lobby launch: path and method not shown; GET /lgw/games/launch. The answer's `content` is
 * the root-relative URL of the API's lobby page (`/lgw/lobby?...`, through the host's proxy, or
 * against apiBaseUrl). A launch with a gameCode records it as recent; a trial account is refused (403).
 */
export interface LotteryLaunchQuery {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  prizeMode: PrizeMode;
  /** Required for the betting view; the lobby view shows it first when given. */
  gameCode?: string;
  /** Open the betting view of one game or the lobby. */
  view: 'betting' | 'lobby';
  device: 'WEB';
  /** Where the lobby's back link goes (an http or https URL). */
  backUrl: string;
  language: Language;
}
export const lotteryLaunch = endpoint<LotteryLaunchQuery, LaunchResult>({
  method: 'GET',
  path: '/lgw/games/launch',
  auth: true,
  encrypted: false,
});
/** The lobby page (HTML, not an envelope) that a launch's URL points to. */
export const LOTTERY_LOBBY_PATH = '/lgw/lobby';

// --- Home ---

export interface PopularLotteryQuery {
  /** 1..100; the home page asks for POPULAR_LOTTERY_COUNT. */
  count: number;
  prizeMode: PrizeMode;
  device: 'WEB';
  language: Language;
}
export interface PopularLottery {
  gameId: string;
  gameName: string;
  gameCode: string;
  vendor: string;
  prizeMode: PrizeMode;
  /** No images are seeded: null shows the lottery's initials. */
  imageUrl: string | null;
  /** The current draw: number and milliseconds until it is drawn (0 when due or none). */
  numero: string;
  remainTime: number;
}
/** Most played lotteries of a prize mode (operator's base popularity plus launches). */
export const popularLotteries = endpoint<PopularLotteryQuery, PopularLottery[]>({
  method: 'GET',
  path: '/lgw/games/popular',
  auth: false,
  encrypted: false,
});

/** A drawn number (shape not shown). */
export interface OpenedNumero extends DrawResult {
  gameId: string;
  gameCode: string;
  gameName: string;
}
/** `count` 1..100; names in `language`, or Accept-Language when left out. */
export interface OpenedNumeroQuery {
  count: number;
  language?: Language;
}
/** Regional (VN) drawn numbers, latest first. */
export const regionalNumbers = endpoint<OpenedNumeroQuery, OpenedNumero[]>({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: false,
  encrypted: false,
  // The spec lists no language (Accept-Language says it).
  extensionFields: ['language'],
});
/** Drawn numbers of the lotteries the member launched (payload not shown: a count 1..100), latest first. */
export const openedNumeros = endpoint<OpenedNumeroQuery, OpenedNumero[]>({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: true,
  encrypted: false,
});
