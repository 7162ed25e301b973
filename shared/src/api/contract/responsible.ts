/**
 * Safer gambling (issue 24; not in the spec: paths and shapes are ours, docs/safer-gambling.md), after
 * the UK Gambling Commission's remote technical standards (RTS 12, 13): deposit, loss and wager limits
 * per rolling 24 hours, 7 days and 30 days; a reality check; time-out and self-exclusion; the account
 * activity statement. The API enforces every limit inside the transaction of the move it limits.
 */
import type { IsoDateTime, Money } from './common';
import { endpoint, type NoPayload } from './endpoint';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Rolling windows: the last 24 hours, 7 days, 30 days. */
export const LIMIT_WINDOWS = ['day', 'week', 'month'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];
/** An increase or a removal waits this long, then needs the player's second confirmation. */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** The largest limit a player may set. */
export const LIMIT_MAX_AMOUNT = '1000000000.00';

export interface GamblingLimit {
  kind: LimitKind;
  window: LimitWindow;
  /** The limit in force; null: none. */
  amount: Money | null;
  /** Used in the current window (deposits, net losses or stakes) and what is left. */
  used: Money;
  remaining: Money | null;
  /** An increase or a removal waiting: the amount asked for (null: removal) and when it may be confirmed. */
  pending: { amount: Money | null; confirmableAt: IsoDateTime; confirmable: boolean } | null;
  /** 'operator': the operator set it (the player may lower it, never raise or remove it). */
  setBy: 'player' | 'operator' | null;
}

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

export type ExclusionKind = 'timeOut' | 'selfExclusion';
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export interface ResponsibleGamblingState {
  limits: GamblingLimit[];
  /** Minutes between reality checks; 0 off. */
  realityCheckMinutes: number;
  /** The intervals this site offers (REALITY_CHECK_MINUTES, plus 1 on a test site). */
  realityCheckChoices: number[];
  coolingOffHours: number;
}
export const responsibleGambling = endpoint<NoPayload, ResponsibleGamblingState>({
  method: 'GET',
  path: '/wps/member/responsible',
  auth: true,
  encrypted: false,
});

/**
 * Sets one limit: a new limit or a decrease applies at once; an increase or a removal (`amount: null`)
 * becomes pending for LIMIT_COOLING_OFF_HOURS and needs `confirmLimitChange` after that.
 */
export interface SetLimitRequest {
  kind: LimitKind;
  window: LimitWindow;
  amount: Money | null;
}
export interface LimitChangeResult {
  limit: GamblingLimit;
  /** applied: in force now; pending: waits for the cooling-off and the confirmation; cancelled: a pending change was dropped. */
  outcome: 'applied' | 'pending' | 'cancelled';
}
export const setGamblingLimit = endpoint<SetLimitRequest, LimitChangeResult>({
  method: 'PUT',
  path: '/wps/member/responsible/limits',
  auth: true,
  encrypted: false,
});
export interface LimitRef {
  kind: LimitKind;
  window: LimitWindow;
}
/** The second confirmation of a pending increase or removal, once its cooling-off is over. */
export const confirmLimitChange = endpoint<LimitRef, LimitChangeResult>({
  method: 'POST',
  path: '/wps/member/responsible/limits/confirm',
  auth: true,
  encrypted: false,
});
/** Drops a pending increase or removal (the limit in force stays). */
export const cancelLimitChange = endpoint<LimitRef, LimitChangeResult>({
  method: 'POST',
  path: '/wps/member/responsible/limits/cancel',
  auth: true,
  encrypted: false,
});

export const setRealityCheck = endpoint<{ minutes: number }, { realityCheckMinutes: number }>({
  method: 'PUT',
  path: '/wps/member/responsible/realityCheck',
  auth: true,
  encrypted: false,
});

/** The reality check's figures since this session's login (the server's session clock). */
export interface RealityCheck {
  realityCheckMinutes: number;
  sessionStartedAt: IsoDateTime;
  /** The server's time now, and when the next check is due (null: checks off). */
  now: IsoDateTime;
  nextCheckAt: IsoDateTime | null;
  /** Whole minutes since the login. */
  sessionMinutes: number;
  staked: Money;
  won: Money;
  /** won - staked, signed. */
  net: Money;
}
export const realityCheck = endpoint<NoPayload, RealityCheck>({
  method: 'GET',
  path: '/wps/member/responsible/realityCheck',
  auth: true,
  encrypted: false,
});

/**
 * A time-out or a self-exclusion, confirmed with the login password: every session of the member ends,
 * login is refused with the end date until it ends, marketing messages stop. A self-exclusion cannot
 * be shortened by the player or the operator; after it ends the account stays closed until the player
 * asks to return (`requestReturn`) and 24 hours pass.
 */
export interface ExclusionRequest {
  kind: ExclusionKind;
  period: TimeOutPeriod | SelfExclusionPeriod;
  password: string;
}
export interface ExclusionResult {
  kind: ExclusionKind;
  endsAt: IsoDateTime;
}
export const startExclusion = endpoint<ExclusionRequest, ExclusionResult>({
  method: 'POST',
  path: '/wps/member/responsible/exclusion',
  auth: true,
  encrypted: true,
});

/**
 * After a self-exclusion ended, the player asks to come back (no session: login is refused). The account
 * opens 24 hours after the request.
 */
export interface ReturnRequest {
  username: string;
  password: string;
}
export interface ReturnRequested {
  opensAt: IsoDateTime;
}
export const requestReturn = endpoint<ReturnRequest, ReturnRequested>({
  method: 'POST',
  path: '/wps/member/responsible/return',
  auth: false,
  encrypted: true,
});

/** The account activity statement: the last 12 months (the operator's months), newest first. */
export interface ActivityMonth {
  /** 'YYYY-MM'. */
  month: string;
  deposits: Money;
  withdrawals: Money;
  stakes: Money;
  wins: Money;
  /** wins - stakes, signed. */
  net: Money;
}
export interface ActivityStatement {
  months: ActivityMonth[];
  totals: Omit<ActivityMonth, 'month'>;
}
export const activityStatement = endpoint<NoPayload, ActivityStatement>({
  method: 'GET',
  path: '/wps/member/responsible/statement',
  auth: true,
  encrypted: false,
});

/**
 * How a refusal by a limit or an exclusion travels (HTTP 403, success false), so every page says the
 * same: which limit, and when it frees up.
 */
export interface LimitRefusal {
  code: 'limitReached';
  kind: LimitKind;
  window: LimitWindow;
  limit: Money;
  used: Money;
  /** When enough of the window has rolled off for the attempted amount (null: never within the window). */
  freesAt: IsoDateTime | null;
}
export interface ExclusionRefusal {
  code: 'excluded';
  kind: ExclusionKind;
  endsAt: IsoDateTime;
  /** Self-exclusion over, return asked: the account opens then. */
  opensAt?: IsoDateTime | null;
}
