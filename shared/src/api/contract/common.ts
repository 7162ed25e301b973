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

// --- Payload encryption (the E flag) ---

/**
 * The server's RSA-OAEP (SHA-256) public key for E-flagged calls: SubjectPublicKeyInfo DER in
 * base64, and its id. The browser client fetches it once and keeps it.
 */
export interface ServerPublicKey {
  kid: string;
  algorithm: 'RSA-OAEP-256';
  spki: string;
}
export const publicKey = endpoint<NoPayload, ServerPublicKey>({
  method: 'GET',
  path: '/wps/system/publicKey',
  auth: false,
  encrypted: false,
});

/**
 * The body of an E-flagged call: the JSON payload encrypted with AES-256-GCM under a fresh random
 * key (`data` = ciphertext followed by the 16-byte tag; additional data = UTF-8 of
 * `<METHOD> <path>`, e.g. `POST /wps/session/login`), that key wrapped with the server's RSA-OAEP
 * (SHA-256) key `kid`. All binary fields are base64; `iv` is 12 bytes. `callApi` does this for
 * every endpoint with `encrypted: true`.
 */
export interface EncryptedPayload {
  kid: string;
  key: string;
  iv: string;
  data: string;
}
/**
 * Value of the 400 answer when an E payload cannot be used: sent in clear, encrypted for a key the
 * server does not know (fetch the public key again and retry once), or not decryptable.
 */
export type EncryptionErrorCode = 'plainPayload' | 'unknownKey' | 'undecryptable';
export interface EncryptionFailure {
  encryptionError: EncryptionErrorCode;
}

/** Value of the 403 answer to a trial account (isAgent 4) on a real-account call: the spec's warning text key. */
export interface TrialAccountFailure {
  code: 'in_need_true_account';
}

// --- Common calls (spec 2 §7 "Common", spec 1 §7 feedback and language) ---

/**
 * Feedback form. Payload not shown: category (1-50 characters), content (1-2000) and an optional
 * contact (up to 100). Open to visitors; a member's token links it to the account. 5 per hour per IP.
 */
export interface FeedbackRequest {
  category: string;
  content: string;
  contact?: string;
  /**
   * Optional screenshots as data URLs of png or jpeg, in the withdrawal proofs' format and limits
   * (PROOF_MAX_IMAGES, PROOF_MAX_BYTES). Category and content bounds: `feedbackSettings` (member.ts).
   */
  images?: string[];
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
  idempotent: true,
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
 * session (a visitor's choice is kept in local storage). The API also answers business refusals
 * in the language of each request's Accept-Language header (es default, en).
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

/**
 * Ranking list (GCSGAME_getRankList; method and shape not shown: GET). Ours: the top accounts of a
 * period from real rounds, by total wins (default) or by valid bets, optionally of one game type;
 * accounts masked, at most RANK_LIST_SIZE rows. Periods are UTC (today, the week from Monday, the
 * month).
 */
export const RANK_LIST_SIZE = 10;
export type RankListBy = 'win' | 'bet';
export type RankListPeriod = 'day' | 'week' | 'month';
export interface RankListQuery {
  /** A game type (RNG, FISH, PVP, LIVE ...); all when left out. */
  gameType?: string;
  /** Default 'win'. */
  by?: RankListBy;
  /** Default 'week'. */
  period?: RankListPeriod;
}
export interface RankEntry {
  rank: number;
  /** Masked ('de***r'). */
  account: string;
  /** Total wins or valid bets of the period. */
  amount: Money;
  /** Rounds played in the period. */
  rounds: number;
}
export const rankList = endpoint<RankListQuery, RankEntry[]>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  auth: false,
  encrypted: false,
});
