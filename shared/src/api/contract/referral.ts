/**
 * Invite friends (spec 1 §2 "referral; only if enabled", §3 availablePromo.REFERRAL.enabled and the
 * registration's referralCode from the URL query). Path and shapes not shown by the spec: ours.
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
import { endpoint } from './endpoint';

/** The operator's reward rule (site_setting 'referral'), shown to the member as data. */
export interface ReferralRule {
  /** Paid for each friend whose first deposit reaches minFirstDeposit. */
  rewardAmount: Money;
  minFirstDeposit: Money;
}

/** A member who registered with the caller's code; the account is masked ("ab***9"). */
export interface ReferredFriend {
  account: string;
  registeredAt: IsoDateTime;
  firstDeposit: boolean;
  /** When the friend's first deposit was credited; null without one. */
  firstDepositAt: IsoDateTime | null;
  /** The first deposit reaches the rule's minimum. */
  qualified: boolean;
}

export interface ReferralSummary {
  referralCode: string;
  /** `/register?referralCode=<code>`: the page makes the absolute link from its own origin. */
  invitePath: string;
  registeredCount: number;
  /** Friends with at least one credited deposit. */
  depositedCount: number;
  /** Friends whose first deposit reaches the rule's minimum. */
  qualifiedCount: number;
  rule: ReferralRule;
  /** Newest first. */
  friends: Page<ReferredFriend>;
}

export const REFERRAL_MAX_PAGE_SIZE = 50;

/** Refused (success false, value.code 'referralDisabled') while the REFERRAL switch is off. */
export const referralSummary = endpoint<PageQuery, ReferralSummary>({
  method: 'GET',
  path: '/wps/member/referral',
  auth: true,
  encrypted: false,
});
