/**
 * Game calls: menus, vendors, the game hall list, favourites, recent and hot games, launches and
 * announcements (spec 2 §2 "Game hall", "Game launch rules", §3, §7 "Games", "PVP").
 * Relay calls are GET with the payload as query parameters ("GET with data").
 */
import type { IsoDateTime, Language, Money } from './common';
import { endpoint, type NoPayload } from './endpoint';

export type GameType = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'ELOTT' | 'LOTT' | 'COCKFIGHT';
export const HOT_GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type HotGameType = (typeof HOT_GAME_TYPES)[number];
/** Configured provider lists split out of sports (spec 2 §9). */
export const ESPORTS_PROVIDERS = ['TF'] as const;
export const COCKFIGHT_PROVIDERS = ['DS88'] as const;
export const GAME_PAGE_SIZE = 15;

export interface Game {
  gameType: GameType;
  /** false: a vendor entry (flagged VASSALAGE) that opens that vendor's game list in a pop-up. */
  isGame: boolean;
  vendor: string;
  accountTypeName: string;
  /** The spec has "gameCode or code"; we always send gameCode. */
  gameCode: string;
  defaultPlayType?: string;
  vassalage: string;
  /** Our additions for display and favourites. */
  gameName: string;
  imageUrl: string;
  nodeId: string;
  isHot: 0 | 1;
}

// --- Menus and vendors ---

export interface VendorCard {
  vassalage: string;
  accountTypeId: number;
  displayName: string;
  isHot: 0 | 1;
  gameType: GameType;
}
export interface GameClassify {
  code: string;
  name: string;
  /** vassalage values offering this classification. */
  vendors: string[];
}
export interface VendorLane {
  title: string;
  gameType: GameType;
  cards: VendorCard[];
  gameClassify: GameClassify[];
}

/** Header navigation (/lgw/games/game_menus; shape not shown): providers per game type. */
export interface GameMenu {
  gameType: GameType;
  vendors: VendorCard[];
}
export const gameMenus = endpoint<{ language?: Language }, GameMenu[]>({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: false,
  encrypted: false,
});

export interface VendorListQuery {
  /** Default 'html5-desktop'. */
  platform: string;
  language?: Language;
}
/** Read as value.data.lanes. */
export const newGameVendor = endpoint<VendorListQuery, { data: { lanes: VendorLane[] } }>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  auth: true,
  encrypted: false,
});

/** Classifications of one vendor (shape not shown). */
export const vassGameType = endpoint<{ vassalage: string }, { gameTypes: GameType[]; gameClassify: GameClassify[] }>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: true,
  encrypted: false,
});

// --- Game hall ---

export type GameListType = 'all' | 'hot' | 'fav' | 'recent';
/** Minimum-bet filter options. */
export const MIN_BET_OPTIONS: readonly Money[] = ['0.01', '0.05', '0.10', '0.50', '0.75'];

export interface GameQuery {
  clientType: number;
  platform: string;
  channel: string;
  merchant: string;
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: Money;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
  language: Language;
  /** 1: hot games only. */
  isTop?: 0 | 1;
}
export interface GameListResult {
  games: Game[];
  totalPages: number;
}
export const gameList = endpoint<GameQuery, GameListResult>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: true,
  encrypted: false,
});

// --- Favourites and recent ---

export interface FavoritePayload {
  nodeId: string;
  vendor: string;
  gameType: GameType;
}
/** Ids of the favourite games (nodeId values). */
export const favoriteGames = endpoint<NoPayload, string[]>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: true,
  encrypted: false,
});
export const favoriteGamesList = endpoint<{ gameType?: GameType; vassalage?: string }, GameListResult>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: true,
  encrypted: false,
});
/** Add and remove: names and methods not shown; POST with the favourite payload / its nodeId. */
export const addFavoriteGame = endpoint<FavoritePayload, null>({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  auth: true,
  encrypted: false,
});
export const removeFavoriteGame = endpoint<{ nodeId: string }, null>({
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  auth: true,
  encrypted: false,
});

export interface RecentGameQuery {
  /** 3. */
  clientType: number;
  vassalage?: string;
}
export interface RecentGame extends Game {
  playedAt: IsoDateTime;
}
export const recentGames = endpoint<RecentGameQuery, { list: RecentGame[] }>({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: true,
  encrypted: false,
});

export interface HotGamesQuery {
  merchantCode: string;
  /** 2. */
  isPlatform: number;
  /** 'flash,html5-desktop'. */
  platform: string;
}
/** Response not shown: hot games grouped by type. */
export interface HotGameGroup {
  gameType: HotGameType;
  games: Game[];
}
export const hotGames = endpoint<HotGamesQuery, HotGameGroup[]>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: false,
  encrypted: false,
});

// --- Launch ---

/** `content` is the URL to open (or load in the /game frame). */
export interface LaunchResult {
  content: string;
}

/** Sports provider launch (payload not shown). */
export const sportsLaunch = endpoint<{ language: Language }, LaunchResult>({
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: true,
  encrypted: false,
});

export interface PvpRoom {
  roomId: string;
  roomName: string;
  minBet: Money;
  maxBet: Money;
}
export const pvpRoomList = endpoint<{ vassalage: string; gameCode: string }, PvpRoom[]>({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: true,
  encrypted: false,
});

/** Third-party launch (payload not shown). */
export interface LaunchGameQuery {
  vassalage: string;
  gameCode: string;
  gameType: GameType;
  roomId?: string;
  language: Language;
  platform?: string;
}
export const launchGame = endpoint<LaunchGameQuery, LaunchResult>({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: true,
  encrypted: false,
});

// --- Announcements and banners ---

/** Banner groups per route (spec 1 §2). */
export const BANNER_GROUPS = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/cockfight': 'w_cockfight',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
  '/register': 'w_reg',
  '/login': 'w_login',
  '/forget': 'w_forget',
} as const;

export interface Banner {
  bannerId: string;
  url: string;
  groupName: string;
  /** Clicking opens the linkage only when a type is set. Values not shown; ours: 'url', 'game', 'promotion'. */
  linkageType: string | null;
  /** Our addition: where the linkage goes. */
  linkage?: string;
}
export interface Notice {
  id: string;
  title: string;
  /** Rich text for the notice modal (our addition). */
  content: string;
}
export interface Promotion {
  id: string;
  title: string;
  imageUrl: string;
}

/** Types: B banners, PL player notices, PU popup, PR promotion, H help (our reading of the codes). */
export interface AnnouncementQuery {
  /** Comma list, e.g. 'B,PL,PU,PR' on home. */
  types: string;
  platform: 'W';
  /** 'B'. */
  execution: string;
}
/** The notice payload: player notices, banners, popup, promotion. */
export interface Announcements {
  playerNotices: Notice[];
  banners: Banner[];
  popup: Notice[];
  promotion: Promotion[];
}
export const announcements = endpoint<AnnouncementQuery, Announcements>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: false,
  encrypted: false,
});
