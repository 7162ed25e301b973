/**
 * VIP ranks (playerRank, spec 2 §2 "Other pages" and the /vip page; spec 2 §3 hasVip, vipRankLevel;
 * VIP customer service above rank level 4). Path and shapes not shown by the spec: ours.
 *
 * Levels are operator data: thresholds on valid bets (turnover) and deposits counted over the
 * operator's period, and benefits. A member is upgraded by the round, settled lottery bet or
 * credited deposit that crosses a level's thresholds (never demoted), is paid that level's upgrade
 * bonus once and told in the inbox.
 */
import type { IsoDateTime, Money } from './common';
import { endpoint, type NoPayload } from './endpoint';

/** Customer service is the VIP service from this rank level on (spec: "rank level above 4"). */
export const VIP_SERVICE_MIN_LEVEL = 5;

/** The operator's period over which turnover and deposits count (UTC calendar periods). */
export type VipPeriodKind = 'month' | 'quarter' | 'year' | 'lifetime';

export interface VipPeriod {
  kind: VipPeriodKind;
  /** First day, 'YYYY-MM-DD' (UTC); '1970-01-01' for lifetime. */
  start: string;
  /** The next period's first day (exclusive end), null for lifetime. */
  end: string | null;
}

export interface VipRank {
  level: number;
  /** In the request's language. */
  name: string;
  /** Valid bets needed within one period to reach it. */
  turnoverRequired: Money;
  /** Deposits needed within the same period (both thresholds must be met). */
  depositRequired: Money;
  /** Credited once as a bonus when the level is reached (with its turnover, bonusTurnoverMultiplier). */
  upgradeBonus: Money;
  /** Credited as a bonus once a year on the member's birthday ('0.00': none). */
  birthdayBonus: Money;
  /** Times the upgrade or birthday bonus to wager in valid bets before a withdrawal ('1.00'; '0.00': none). */
  bonusTurnoverMultiplier: string;
  weeklyBonus: Money;
  /** Added to every game type's rebate rate, in percent of valid bets, two decimals ('0.50'). */
  rebatePercent: string;
  /** Withdrawals requested in a UTC day (pending and approved) may add up to this. */
  dailyWithdrawLimit: Money;
  /** At most this many withdrawal requests a UTC day; null: no count limit. */
  dailyWithdrawCount: number | null;
  vipService: boolean;
  /** Further benefits, in the request's language. */
  perks: string[];
}

export interface NextRank {
  level: number;
  name: string;
  turnoverRequired: Money;
  /** Turnover still needed this period. */
  remaining: Money;
  depositRequired: Money;
  /** Deposits still needed this period. */
  depositRemaining: Money;
  upgradeBonus: Money;
}

export interface PlayerRank {
  level: number;
  name: string;
  /** The operator's current period. */
  period: VipPeriod;
  /** Valid bets of the period (rounds played and settled lottery bets). */
  turnover: Money;
  /** Deposits credited in the period. */
  deposits: Money;
  /** Null at the top rank. */
  next: NextRank | null;
  /** 0..100, whole percent of the next rank's turnover reached this period (100 at the top). */
  progressPercent: number;
  /** 0..100, the same for the next rank's deposits (100 when it asks for none, and at the top). */
  depositProgressPercent: number;
  /** Every rank, lowest first. */
  ranks: VipRank[];
}

export const playerRank = endpoint<NoPayload, PlayerRank>({
  method: 'GET',
  path: '/wps/member/rank',
  auth: true,
  encrypted: false,
});

export interface VipLevels {
  period: VipPeriodKind;
  /** Every level, lowest first. */
  levels: VipRank[];
}

/** The level table for anyone (the /vip page of a visitor). */
export const vipLevels = endpoint<NoPayload, VipLevels>({
  method: 'GET',
  path: '/wps/vip/levels',
  auth: false,
  encrypted: false,
});

export type VipUpgradeCause = 'round' | 'lotteryBetSettled' | 'deposit';

export interface VipUpgrade {
  id: string;
  fromLevel: number;
  level: number;
  /** The level's name in the request's language. */
  name: string;
  /** The upgrade bonus paid ('0.00': none). */
  bonus: Money;
  /** What crossed the threshold. */
  cause: VipUpgradeCause;
  time: IsoDateTime;
}

/** The caller's upgrades, newest first (at most one per level, so no paging). */
export const vipUpgrades = endpoint<NoPayload, VipUpgrade[]>({
  method: 'GET',
  path: '/wps/member/rank/upgrades',
  auth: true,
  encrypted: false,
});
