/**
 * VIP ranks (playerRank, spec 2 §2 "Other pages"; spec 2 §3 hasVip, vipRankLevel; VIP customer
 * service above rank level 4). Path and shapes not shown by the spec: ours.
 */
import type { Money } from './common';
import { endpoint, type NoPayload } from './endpoint';

/** Customer service is the VIP service from this rank level on (spec: "rank level above 4"). */
export const VIP_SERVICE_MIN_LEVEL = 5;

export interface VipRank {
  level: number;
  /** In the request's language. */
  name: string;
  /** Lifetime valid bets needed to reach it. */
  turnoverRequired: Money;
  weeklyBonus: Money;
  /** Percentage of valid bets, two decimals ('0.50'). */
  rebatePercent: string;
  dailyWithdrawLimit: Money;
  vipService: boolean;
  /** Further benefits, in the request's language. */
  perks: string[];
}

export interface NextRank {
  level: number;
  name: string;
  turnoverRequired: Money;
  /** Turnover still needed. */
  remaining: Money;
}

export interface PlayerRank {
  level: number;
  name: string;
  /** Lifetime valid bets (games and settled lottery bets). */
  turnover: Money;
  /** Null at the top rank. */
  next: NextRank | null;
  /** 0..100, whole percent of the way from 0 to the next rank's turnover (100 at the top). */
  progressPercent: number;
  /** This call raised the stored rank: the level before, else null. */
  promotedFrom: number | null;
  /** Every rank, lowest first. */
  ranks: VipRank[];
}

export const playerRank = endpoint<NoPayload, PlayerRank>({
  method: 'GET',
  path: '/wps/member/rank',
  auth: true,
  encrypted: false,
});
