/**
 * Points mall and missions (spec 2 §2 "Points mall", "Missions", §3, §7 "Points", "Missions").
 * All need the token. The spec names getPointReward, getRedeemPointList and getPointConfig without
 * a prefix; we assume MCS2_ like their neighbours. Methods not shown: reads GET, changes POST.
 * Points are whole numbers; amounts are `Money` strings.
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
import { endpoint, type NoPayload } from './endpoint';

export interface PointBalance {
  points: number;
  /** Our addition: the valid bet counted so far (what a reward's amount requirement is compared with). */
  validBet?: Money;
}
export const pointBalance = endpoint<NoPayload, PointBalance>({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  auth: true,
  encrypted: false,
});

/** Our kinds of rewards (the mall's filter tabs). */
export const POINT_REWARD_CATEGORIES = ['gadget', 'voucher', 'merch', 'experience'] as const;
export type PointRewardCategory = (typeof POINT_REWARD_CATEGORIES)[number];

/** A redeemable reward (spec 2 §3: name, image, quantity, points and amount requirements, available quantity). */
export interface PointReward {
  rewardId: string;
  name: string;
  imageUrl: string;
  quantity: number;
  pointsRequired: number;
  /** Valid-bet amount the member must have reached. */
  amountRequired: Money;
  /** 0: sold out. */
  availableQuantity: number;
  /** Our addition. */
  category?: PointRewardCategory;
}
/** Filters (ours; the spec says the mall has them, not which). */
export interface PointRewardQuery {
  category?: PointRewardCategory;
  /** Only rewards with stock left. */
  inStock?: boolean;
  /** Only rewards of at most this many points (the page sends the member's balance for "I can afford"). */
  maxPoints?: number;
}
/** The spec marks it T; the token is optional here: a visitor sees the rewards and a call to log in. */
export const pointRewards = endpoint<PointRewardQuery | undefined, PointReward[]>({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  auth: false,
  encrypted: false,
  extensionFields: ['category', 'inStock', 'maxPoints'],
});

export const REDEEM_ADDRESS_MAX = 200;
/** A mobile number: an optional +, then 7 to 15 digits (spaces and dashes allowed between them). */
export const REDEEM_MOBILE_PATTERN = '^\\+?[0-9](?:[ -]?[0-9]){6,14}$';
export const REDEEM_MAX_QUANTITY = 10;

/** Redeeming asks for the withdraw password, a receiving address and a mobile number. */
export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  withdrawPassword: string;
  address: string;
  mobileNum: string;
}

export type RedeemStatus = 'inProcess' | 'rejected' | 'approved';
export const REDEEM_STATUSES: readonly RedeemStatus[] = ['inProcess', 'rejected', 'approved'];
export interface RedeemRecord {
  id: string;
  name: string;
  quantity: number;
  points: number;
  /** The reward's amount requirement when it was redeemed. */
  amount: Money;
  status: RedeemStatus;
  time: IsoDateTime;
  // Our additions:
  rewardId?: string;
  imageUrl?: string;
  address?: string;
  /** Masked but for the last 4 digits. */
  mobileNum?: string;
  /** Why the operator rejected it. */
  remark?: string | null;
  decidedAt?: IsoDateTime | null;
}
export interface RedeemResult {
  /** The member's points after the redeem. */
  points: number;
  redeem: RedeemRecord;
}
/** Moves points and stock: sent with an Idempotency-Key. */
export const redeemPointReward = endpoint<RedeemRequest, RedeemResult>({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: true,
  encrypted: false,
  idempotent: true,
});

export interface RedeemHistoryQuery extends PageQuery {
  status?: RedeemStatus;
}
export const redeemHistory = endpoint<RedeemHistoryQuery, Page<RedeemRecord>>({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: true,
  encrypted: false,
  extensionFields: ['status'],
});

export interface PointConfig {
  /** Money one point converts to, e.g. '0.01'. */
  ratio: Money;
  minConvertPoints: number;
  /** Our addition: the valid bet that earns one point, e.g. '1.00'. */
  betPerPoint?: Money;
}
export const pointConfig = endpoint<NoPayload, PointConfig>({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  auth: true,
  encrypted: false,
});

/** Kinds of points records: earned from a round or a lottery bet, redeemed, returned (a rejected redeem), converted. */
export const POINT_RECORD_TYPES = ['earnRound', 'earnLottery', 'redeem', 'redeemReturned', 'convert', 'adjustment'] as const;
export type PointRecordType = (typeof POINT_RECORD_TYPES)[number];
/** done, or for a redeem line the redeem's own status. */
export type PointRecordStatus = 'done' | RedeemStatus;

/** Points details (ODSFE2_MemTransDet), spec 2 §3: points, amount, type, status, time, change, balance, remark, ratio. */
export interface PointRecord {
  id: string;
  type: PointRecordType;
  status: PointRecordStatus;
  time: IsoDateTime;
  /** The points moved (unsigned). */
  points: number;
  /** Signed: + earned or returned, - redeemed or converted. */
  changedPoints: number;
  pointsBalance: number;
  /** The money behind the line: the bet that earned, the money a conversion paid, a reward's amount requirement. */
  amount: Money;
  /** The ratio applied: valid bet per point earned, money per point converted; '' when none. */
  ratio: Money | '';
  /** The round, bet or reward behind it. */
  remark: string;
}
export interface PointRecordQuery extends PageQuery {
  type?: PointRecordType;
  startTime?: IsoDateTime;
  endTime?: IsoDateTime;
}
export const pointDetails = endpoint<PointRecordQuery, Page<PointRecord>>({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: true,
  encrypted: false,
  extensionFields: ['type'],
});

export interface ConvertPointsRequest {
  points: number;
  withdrawPassword: string;
}
export interface ConvertPointsResult {
  /** The money credited to the main wallet. */
  amount: Money;
  /** The member's points after the conversion. */
  points: number;
  /** Our addition: the main wallet's balance after it. */
  balance?: Money;
}
/** Moves points and money: sent with an Idempotency-Key. */
export const convertPoints = endpoint<ConvertPointsRequest, ConvertPointsResult>({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: true,
  encrypted: false,
  idempotent: true,
});

// --- Missions (shapes not shown) ---

export interface MissionSummary {
  /** Badge on missionLeaderboard when above 0. */
  missionCount: number;
  missions: {
    missionId: string;
    title: string;
    progress: number;
    target: number;
    reward: Money;
    completed: boolean;
    // Our additions (rewards.ts has the collect call):
    /** How progress and target count: whole cents of valid bets or deposits ('money'), or a number of things ('count'). */
    unit?: 'money' | 'count';
    /** Collected today: its reward was issued to the reward center. */
    collected?: boolean;
    /** Leaderboard points a collection earns. */
    points?: number;
  }[];
  /** Our addition: the mission day (UTC) and when the next one starts. */
  day?: string;
  resetsAt?: IsoDateTime;
}
export const missionSummary = endpoint<NoPayload, MissionSummary>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: true,
  encrypted: false,
});

export interface MissionLeaderboardEntry {
  rank: number;
  /** Masked ('ab***9'). */
  account: string;
  points: number;
  /** Our addition: the caller's own row. */
  isMe?: boolean;
}
export const missionLeaderboard = endpoint<NoPayload, MissionLeaderboardEntry[]>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: true,
  encrypted: false,
});
