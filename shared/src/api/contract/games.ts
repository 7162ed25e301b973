/**
 * Game calls: menus, vendors, the game hall list, favourites, recent and hot games, launches and
 * announcements (spec 2 §2 "Game hall", "Game launch rules", §3, §7 "Games", "PVP").
 * Relay calls are GET with the payload as query parameters ("GET with data").
 */
import type { IsoDateTime, Language, Money } from './common';
import { endpoint, type NoPayload } from './endpoint';

export type GameType = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'ELOTT' | 'LOTT' | 'COCKFIGHT';
export const GAME_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'];
export const HOT_GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type HotGameType = (typeof HOT_GAME_TYPES)[number];
/** Configured provider lists split out of sports (spec 2 §9). */
export const ESPORTS_PROVIDERS = ['TF'] as const;
export const COCKFIGHT_PROVIDERS = ['DS88'] as const;
export const GAME_PAGE_SIZE = 15;
/** Largest pageSize the game list accepts. */
export const GAME_PAGE_SIZE_MAX = 100;

/**
 * Game classification codes (the hall's filter): scratch, video poker, table, arcade, slots, and
 * bingo (the spec shows bingo for one language only; the API returns it for every language and
 * the front end decides).
 */
export const GAME_CLASSIFY_CODES = ['SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'SLOTS', 'BINGO'] as const;
export type GameClassifyCode = (typeof GAME_CLASSIFY_CODES)[number];

export interface Game {
  gameType: GameType;
  /** false: a vendor entry (flagged VASSALAGE) that opens that vendor's game list in a pop-up. */
  isGame: boolean;
  vendor: string;
  accountTypeName: string;
  /**
   * The spec has "gameCode or code": our API sends gameCode, the platform may send code. The client
   * copies `code` into `gameCode` (normaliseGame), so the front end reads gameCode only.
   */
  gameCode: string;
  code?: string;
  defaultPlayType?: string;
  vassalage: string;
  /** Our additions for display and favourites. */
  gameName: string;
  imageUrl: string;
  nodeId: string;
  isHot: 0 | 1;
  /** Smallest stake of one round. */
  minBet: Money;
  /** Pay lines (slots); 1 for games without lines. */
  lineNum: number;
  gameClassify: GameClassifyCode | null;
}

/** A game as either naming sends it, with `gameCode` filled from `code` when only that came. */
export function normaliseGame<G extends Game>(game: G): G {
  if (typeof game !== 'object' || game === null) return game;
  if (typeof game.gameCode === 'string' && game.gameCode !== '') return game;
  return typeof game.code === 'string' ? { ...game, gameCode: game.code } : game;
}
function normaliseGames<G extends Game>(games: G[]): G[] {
  return Array.isArray(games) ? games.map(normaliseGame) : games;
}
function normaliseGameList<T extends { games: Game[] }>(value: T): T {
  return value && Array.isArray(value.games) ? { ...value, games: normaliseGames(value.games) } : value;
}

// --- Menus and vendors ---

export interface VendorCard {
  vassalage: string;
  accountTypeId: number;
  displayName: string;
  isHot: 0 | 1;
  gameType: GameType;
  /** Our addition: the vendor's logo (SVG served by the API; a logo that fails is hidden). */
  logoUrl: string;
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

/**
 * Header navigation (/lgw/games/game_menus; shape not shown): providers per game type. As on the
 * platform, the esports and cockfight providers arrive inside SPORTS; the front end splits them out
 * with the configured lists of `PermissionInfo.gameProviderSplit` (defaults ESPORTS_PROVIDERS and
 * COCKFIGHT_PROVIDERS) and inserts cockfight after sports.
 */
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
/**
 * Read as value.data.lanes, one lane per game type. The spec marks this call T; the token is
 * optional here (visitors browse the game hall too), as for gameList and vassGameType.
 */
export const newGameVendor = endpoint<VendorListQuery, { data: { lanes: VendorLane[] } }>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  auth: false,
  encrypted: false,
  // The spec lists no language (Accept-Language says it).
  extensionFields: ['language'],
});

/** Classifications of one vendor (shape not shown). Token optional (see newGameVendor). */
export const vassGameType = endpoint<{ vassalage: string; language?: Language }, { gameTypes: GameType[]; gameClassify: GameClassify[] }>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: false,
  encrypted: false,
});

// --- Game hall ---

export type GameListType = 'all' | 'hot' | 'fav' | 'recent';
/** Minimum-bet filter options. */
export const MIN_BET_OPTIONS: readonly Money[] = ['0.01', '0.05', '0.10', '0.50', '0.75'];

/**
 * The hall's query. gameName: case-insensitive "contains"; minBet and minLineNum: games whose
 * minimum bet / line count is at least the value ("1 yuan or more", "25 lines or more"); pageNo
 * from 1 (default 1), pageSize default 15, at most 100. clientType, platform, channel and merchant
 * are accepted as the platform sends them and do not filter.
 */
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
/** totalPages is 0 when nothing matches; a pageNo past the end gives no games and the same totalPages. */
export interface GameListResult {
  games: Game[];
  totalPages: number;
}
/** Token optional (see newGameVendor). */
export const gameList = endpoint<GameQuery, GameListResult>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: false,
  encrypted: false,
  normalise: normaliseGameList,
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
/** Newest favourite first; pageNo/pageSize as the game list (our addition). */
export interface FavoriteGamesQuery {
  gameType?: GameType;
  vassalage?: string;
  pageNo?: number;
  pageSize?: number;
}
export const favoriteGamesList = endpoint<FavoriteGamesQuery, GameListResult>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: true,
  encrypted: false,
  normalise: normaliseGameList,
});
/**
 * Add and remove: names and methods not shown; POST with the favourite payload / its nodeId.
 * Both are idempotent. A trial account (isAgent 4) is refused with 403.
 */
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

/** Recorded by each launch; newest first, at most RECENT_GAMES_LIMIT. */
export interface RecentGameQuery {
  /** 3. */
  clientType: number;
  vassalage?: string;
}
export const RECENT_GAMES_LIMIT = 20;
export interface RecentGame extends Game {
  playedAt: IsoDateTime;
}
export const recentGames = endpoint<RecentGameQuery, { list: RecentGame[] }>({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: true,
  encrypted: false,
  normalise: (value) => (value && Array.isArray(value.list) ? { ...value, list: normaliseGames(value.list) } : value),
});

export interface HotGamesQuery {
  merchantCode: string;
  /** 2. */
  isPlatform: number;
  /** 'flash,html5-desktop'. */
  platform: string;
}
/** Response not shown: hot games grouped by type (HOT_GAME_TYPES order, at most HOT_GAMES_PER_TYPE each). */
export const HOT_GAMES_PER_TYPE = 12;
export interface HotGameGroup {
  gameType: HotGameType;
  games: Game[];
}
export const hotGames = endpoint<HotGamesQuery, HotGameGroup[]>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: false,
  encrypted: false,
  normalise: (groups) => (Array.isArray(groups) ? groups.map(normaliseGameList) : groups),
});

// --- Jackpot ---

/** The /rng jackpot counter grows by JACKPOT_STEP every JACKPOT_INTERVAL_MS (spec 2 §9). */
export const JACKPOT_STEP: Money = '165.11';
export const JACKPOT_INTERVAL_MS = 3000;
const JACKPOT_BASE_CENTS = 1_000_000_000; // 10,000,000.00
const JACKPOT_STEP_CENTS = 16_511;
const DAY_MS = 86_400_000;

/**
 * The time-based jackpot figure at an instant: a base plus one step per elapsed interval of the
 * UTC day (so every player sees the same figure, and it starts again each day). Exact: integer cents.
 */
export function jackpotAmountAt(epochMs: number): Money {
  const ticks = Math.floor((((epochMs % DAY_MS) + DAY_MS) % DAY_MS) / JACKPOT_INTERVAL_MS);
  const cents = JACKPOT_BASE_CENTS + ticks * JACKPOT_STEP_CENTS;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface Jackpot {
  amount: Money;
  step: Money;
  intervalMs: number;
  /** When `amount` was computed; the front end adds a step per interval from here. */
  serverTime: IsoDateTime;
}
/** Our call (the spec computes the figure from the time): the same figure for every player. */
export const jackpot = endpoint<NoPayload, Jackpot>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getJackpot',
  auth: false,
  encrypted: false,
});

// --- Launch ---

/**
 * `content` is the URL to open (or load in the /game frame): a root-relative path of the API's
 * demo game page (`/wps/static/play/<launch token>`), which the host's proxy serves.
 */
export interface LaunchResult {
  content: string;
}

/** Sports provider launch (payload not shown): opens the lobby of the sports provider SPORTS_LAUNCH_VENDOR. */
export const SPORTS_LAUNCH_VENDOR = 'FB';
export const sportsLaunch = endpoint<{ language: Language }, LaunchResult>({
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: true,
  encrypted: false,
});

/** Rooms of a PVP game; the launch takes one roomId, whose limits bound the stakes. */
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

/**
 * Third-party launch (payload not shown). Refused: VASSALAGE entries (isGame false: open the
 * vendor's list instead), LOTT/ELOTT games (lottery launch), PVP without a roomId of that game.
 * Records the game as recent.
 */
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
export type BannerGroup = (typeof BANNER_GROUPS)[keyof typeof BANNER_GROUPS];

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** The home page's request (spec 2 §9). */
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR';
export const BANNER_LINKAGE_TYPES = ['url', 'game', 'promotion'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

export interface Banner {
  bannerId: string;
  url: string;
  groupName: string;
  /** Clicking opens the linkage only when a type is set. Values not shown; ours: 'url', 'game', 'promotion'. */
  linkageType: BannerLinkageType | null;
  /** Our addition: where the linkage goes: a URL ('url'), a suite path ('game'), a promotion id ('promotion'). */
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
  /** Rich text of the promotion detail (our addition; sanitised on display). */
  content: string;
}

/**
 * Types: B banners, PL player notices, PU popup, PR promotion, H help (our reading of the codes).
 * Only the requested types are filled; the language is the request's Accept-Language (es default).
 */
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
  /** Type H (our addition). */
  help: Notice[];
}
export const announcements = endpoint<AnnouncementQuery, Announcements>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: false,
  encrypted: false,
});
