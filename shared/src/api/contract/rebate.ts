/**
 * Manual rebate (manualRebate, spec 1 §2 / spec 2 §2; paths and shapes not shown: ours, written down
 * in docs/rebate-and-bonus.md). The player claims, when they like, a percentage of their valid bets
 * since their last claim, per game type at the operator's rate, rounded down to the cent. A claim
 * covers [periodFrom, periodTo): the same bets never pay twice.
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
import { endpoint, type NoPayload } from './endpoint';

export interface RebateLine {
  /** A game type of the catalogue (RNG, LIVE, FISH, PVP, SPORTS, ...) or LOTTERY. */
  gameType: string;
  validBets: Money;
  /** Percent of the valid bets, up to three decimals ('0.800' is 0.8 %). */
  ratePercent: string;
  /** validBets x rate, rounded down to the cent. */
  rebate: Money;
}

/** Why a claim is not possible now. */
export type RebateRefusal = 'belowMinimum';

export interface RebatePreview {
  /** The last claim's end, or the registration. */
  periodFrom: IsoDateTime;
  /** Now (less the few seconds a bet takes to settle). */
  periodTo: IsoDateTime;
  /** Every game type with a rate or with bets, in the operator's order. */
  lines: RebateLine[];
  total: Money;
  minClaim: Money;
  claimable: boolean;
  reason: RebateRefusal | null;
}
export const rebatePreview = endpoint<NoPayload, RebatePreview>({
  method: 'GET',
  path: '/wps/member/rebate',
  auth: true,
  encrypted: false,
});

export interface RebateClaim {
  id: string;
  periodFrom: IsoDateTime;
  periodTo: IsoDateTime;
  amount: Money;
  /** The lines that paid (rebate above 0). */
  lines: RebateLine[];
  claimedAt: IsoDateTime;
}
export interface RebateClaimResult {
  claim: RebateClaim;
  /** The main wallet after the credit. */
  balance: Money;
}
/** Nothing to send: the server recomputes everything. A total below the minimum is refused (value.code belowMinimum). */
export type RebateClaimRequest = Record<string, never>;
export const claimRebate = endpoint<RebateClaimRequest, RebateClaimResult>({
  method: 'POST',
  path: '/wps/member/rebate/claim',
  auth: true,
  encrypted: false,
  idempotent: true,
});

export const REBATE_MAX_PAGE_SIZE = 50;
/** The caller's past claims, newest first. */
export const rebateClaims = endpoint<PageQuery, Page<RebateClaim>>({
  method: 'GET',
  path: '/wps/member/rebate/claims',
  auth: true,
  encrypted: false,
});
