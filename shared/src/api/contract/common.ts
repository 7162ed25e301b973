/**
 * Types shared by every area of the contract, and the spec-2 "Common" calls that belong to no area.
 */
import { endpoint, type NoPayload } from './endpoint';

/**
 * Money is NUMERIC on the server and travels as a string with two decimals ('1234.50', '-3.00'),
 * never as a number: floats cannot hold cents exactly.
 */
export type Money = string;
/** What a `Money` string looks like on the wire. */
export const MONEY_PATTERN = '^-?[0-9]+\\.[0-9]{2}$';

/** An instant as an ISO-8601 string with offset ('2026-12-01T10:00:00.000Z'). */
export type IsoDateTime = string;

/** Switch values as the platform sends them: '1' is on, '0' is off. */
export type FlagString = '1' | '0';

export type Language = 'es' | 'en';

/** Brand platform value (spec 1 §1, spec 2 §9). */
export const BRAND_PLATFORM = 'web';
/** Device value sent with lottery and home calls. */
export const DEVICE = 'WEB';
/** Client type used by game calls (recent games, game list). */
export const CLIENT_TYPE = 3;
/** Announcement platform value. */
export const ANNOUNCEMENT_PLATFORM = 'W';

/** Paged lists: page numbers start at 1. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}
export interface Page<T> {
  list: T[];
  totalPages: number;
  totalCount: number;
}

// --- Common calls (spec 2 §7 "Common", spec 1 §7 feedback and language) ---

/** Feedback form. Payload not shown: category, content and an optional contact. */
export interface FeedbackRequest {
  category: string;
  content: string;
  contact?: string;
}
export const feedback = endpoint<FeedbackRequest, null>({ method: 'PUT', path: '/wps/feedback', auth: false, encrypted: false });

/** Claims a raffle promotion. Payload not shown: the promotion id. Response not shown: the prize won. */
export interface ClaimRaffleRequest {
  promotionId: string;
}
export interface ClaimRaffleResult {
  prizeName: string;
  amount: Money;
}
export const claimRafflePromotion = endpoint<ClaimRaffleRequest, ClaimRaffleResult>({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: true,
  encrypted: false,
});

/** Unread platform messages (badge on messageV2). Method not shown: GET. */
export interface UnreadCount {
  unreadMessage: number;
}
export const unreadCount = endpoint<NoPayload, UnreadCount>({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: true,
  encrypted: false,
});

/**
 * Language update: path and method not shown. We use PUT /wps/member/language; sent only with a
 * session (a visitor's choice is kept in local storage).
 */
export interface LanguageUpdate {
  language: Language;
}
export const updateLanguage = endpoint<LanguageUpdate, null>({
  method: 'PUT',
  path: '/wps/member/language',
  auth: true,
  encrypted: false,
});

/** Winner board (GET, path not shown): recent big wins. */
export interface Winner {
  account: string;
  gameName: string;
  vendor: string;
  amount: Money;
  time: IsoDateTime;
}
export const winnerBoard = endpoint<NoPayload, Winner[]>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getWinnerBoard',
  auth: false,
  encrypted: false,
});

/** Ranking list (GCSGAME_getRankList; method and shape not shown: GET, top bettors by game type). */
export interface RankListQuery {
  gameType?: string;
}
export interface RankEntry {
  rank: number;
  account: string;
  amount: Money;
}
export const rankList = endpoint<RankListQuery, RankEntry[]>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  auth: false,
  encrypted: false,
});
