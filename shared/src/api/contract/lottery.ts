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

export interface LotteryGameMenu {
  gameId: string;
  remark: string;
  /** The draw (issue) number. */
  numero: string;
  /** Milliseconds until the draw closes (our unit; the spec gives none). */
  remainTime: number;
  /** Milliseconds the draw stays locked before it is drawn. */
  lockTime: number;
  /** Week days with a draw, 1..7 with Sunday 1. */
  drawDayOfWeek: number[];
  gameMenuTag: string;
  winningTime: IsoDateTime | null;
  /** Last drawn digits (our addition; the list shows at most 6). */
  winningNumber?: string;
  /** Our additions for display and launch. */
  gameName: string;
  gameCode: string;
  vendor: string;
}
export interface LotteryMenu {
  tag: string;
  gameMenus: LotteryGameMenu[];
}

export interface LotteryMenuQuery {
  prizeMode: PrizeMode;
  device: 'WEB';
}
export const lotteryMenu = endpoint<LotteryMenuQuery, LotteryMenu[]>({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: false,
  encrypted: false,
});
export const recentLotteryMenu = endpoint<LotteryMenuQuery & { recentCount: number }, LotteryGameMenu[]>({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  encrypted: false,
});

/** Lottery lobby launch: path and method not shown; GET /lgw/games/launch. */
export interface LotteryLaunchQuery {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  prizeMode: PrizeMode;
  gameCode?: string;
  /** Open the betting view of one game or the lobby. */
  view: 'betting' | 'lobby';
  device: 'WEB';
  backUrl: string;
  language: Language;
}
export const lotteryLaunch = endpoint<LotteryLaunchQuery, LaunchResult>({
  method: 'GET',
  path: '/lgw/games/launch',
  auth: true,
  encrypted: false,
});

// --- Home ---

export interface PopularLotteryQuery {
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
  imageUrl: string;
}
export const popularLotteries = endpoint<PopularLotteryQuery, PopularLottery[]>({
  method: 'GET',
  path: '/lgw/games/popular',
  auth: false,
  encrypted: false,
});

/** A drawn number (shape not shown). */
export interface OpenedNumero {
  gameId: string;
  gameName: string;
  numero: string;
  winningNumber: string;
  winningTime: IsoDateTime;
}
/** Regional (VN) drawn numbers. */
export const regionalNumbers = endpoint<{ count: number }, OpenedNumero[]>({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: false,
  encrypted: false,
});
/** Drawn numbers of the member's lotteries (payload not shown: a count). */
export const openedNumeros = endpoint<{ count: number }, OpenedNumero[]>({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: true,
  encrypted: false,
});
