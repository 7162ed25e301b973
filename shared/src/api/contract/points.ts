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
}
export const pointBalance = endpoint<NoPayload, PointBalance>({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  auth: true,
  encrypted: false,
});

/** A redeemable reward. */
export interface PointReward {
  rewardId: string;
  name: string;
  imageUrl: string;
  quantity: number;
  pointsRequired: number;
  /** Valid-bet amount the member must have reached. */
  amountRequired: Money;
  availableQuantity: number;
}
export const pointRewards = endpoint<NoPayload, PointReward[]>({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  auth: true,
  encrypted: false,
});

/** Redeeming asks for the withdraw password, a receiving address and a mobile number. */
export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  withdrawPassword: string;
  address: string;
  mobileNum: string;
}
export const redeemPointReward = endpoint<RedeemRequest, PointBalance>({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: true,
  encrypted: false,
});

export type RedeemStatus = 'inProcess' | 'rejected' | 'approved';
export interface RedeemRecord {
  id: string;
  name: string;
  quantity: number;
  points: number;
  amount: Money;
  status: RedeemStatus;
  time: IsoDateTime;
}
export const redeemHistory = endpoint<PageQuery, Page<RedeemRecord>>({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: true,
  encrypted: false,
});

export interface PointConfig {
  /** Money one point converts to, e.g. '0.01'. */
  ratio: Money;
  minConvertPoints: number;
}
export const pointConfig = endpoint<NoPayload, PointConfig>({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  auth: true,
  encrypted: false,
});

/** Points details (ODSFE2_MemTransDet). */
export interface PointRecord {
  id: string;
  type: string;
  status: string;
  time: IsoDateTime;
  changedPoints: number;
  pointsBalance: number;
  amount: Money;
  ratio: Money;
  remark: string;
}
export interface PointRecordQuery extends PageQuery {
  startTime?: IsoDateTime;
  endTime?: IsoDateTime;
}
export const pointDetails = endpoint<PointRecordQuery, Page<PointRecord>>({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: true,
  encrypted: false,
});

export interface ConvertPointsRequest {
  points: number;
  withdrawPassword: string;
}
export interface ConvertPointsResult {
  amount: Money;
  points: number;
}
export const convertPoints = endpoint<ConvertPointsRequest, ConvertPointsResult>({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: true,
  encrypted: false,
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
