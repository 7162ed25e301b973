/**
 * Reward center (rewardCenter, spec 1 §2 and 2 §2): rewards waiting to be claimed, from promotions,
 * missions, rebates and raffles, and their history. Paths and shapes not shown by the spec: ours.
 * Claiming credits the main wallet (idempotent: one credit per reward whatever is repeated). The
 * missions calls (MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard) are in points.ts,
 * the raffle claim (MCS2_claimRafflePromotion) in common.ts; collecting a mission is ours, here.
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
import { endpoint } from './endpoint';

export type RewardSource = 'promotion' | 'mission' | 'rebate' | 'raffle' | 'referral';
/** Spec 2 §4 activity states that apply to a reward: issued (waiting), claimed, or expired unclaimed. */
export type RewardState = 'issued' | 'claimed' | 'expired';

export interface MemberReward {
  rewardId: string;
  source: RewardSource;
  /** In the request's language. */
  title: string;
  amount: Money;
  /** Valid bets asked before a withdrawal: amount x multiplier; null when none. */
  turnoverMultiplier: string | null;
  turnoverRequired: Money | null;
  state: RewardState;
  issuedAt: IsoDateTime;
  /** null: never expires. */
  expiresAt: IsoDateTime | null;
  claimedAt: IsoDateTime | null;
}

export const REWARDS_MAX_PAGE_SIZE = 50;

export interface RewardPage extends Page<MemberReward> {
  /** Rewards waiting to be claimed (all pages): the rewardCenter badge. */
  rewardCount: number;
}

/** Waiting rewards first (soonest expiry first), then the history (newest first). */
export const memberRewards = endpoint<PageQuery, RewardPage>({
  method: 'GET',
  path: '/wps/member/rewards',
  auth: true,
  encrypted: false,
});

export interface ClaimRewardRequest {
  rewardId: string;
}
export interface ClaimRewardResult {
  rewardId: string;
  amount: Money;
  /** Main wallet after the credit. */
  balance: Money;
  turnoverRequired: Money | null;
  /** Rewards still waiting. */
  rewardCount: number;
}
/**
 * Claims one of the caller's waiting rewards. Refusals (HTTP 200, success false, value.code):
 * rewardNotFound (unknown or another member's), rewardClaimed, rewardExpired.
 */
export const claimReward = endpoint<ClaimRewardRequest, ClaimRewardResult>({
  method: 'POST',
  path: '/wps/member/rewards/claim',
  auth: true,
  encrypted: false,
  idempotent: true,
});

export interface CollectMissionRequest {
  missionId: string;
}
export interface CollectMissionResult {
  /** The reward issued: it now waits in the reward center. */
  reward: MemberReward;
  missionCount: number;
  rewardCount: number;
}
/**
 * Collects a completed mission of today (once per mission a day): issues its reward. Moves no money
 * (the claim does). Refusals: missionNotFound, missionNotCompleted, missionCollected.
 */
export const collectMission = endpoint<CollectMissionRequest, CollectMissionResult>({
  method: 'POST',
  path: '/wps/relay/MCSFE_collectMission',
  auth: true,
  encrypted: false,
});
