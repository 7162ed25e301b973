import type { FastifyRequest } from 'fastify';
import { type LoginResult, MAIN_WALLET, type PasswordChangeReason, WHITELABEL_MOD_IDS as MOD } from '@suite/shared/contract';
import { validatePassword } from '@suite/shared/validation';
import type { Queryable } from '../../db/database';
import { type AccountsContext, clientIp } from '../accounts/context';
import { isCommonPassword } from '../accounts/common-passwords';
import { markLoggedIn, type MemberRecord } from '../accounts/member-repository';
import { readSwitches } from '../accounts/site-switches';
import { refuseClosedAccount } from '../responsible/exclusion-state';
import { recordKnownIp } from './known-ips';

/** The site's merchant (session keys merchant and merchantCode). */
export const MERCHANT = { merchant: 'suite', merchantCode: 'SUITE' } as const;

/** When a password set now expires (null: never). */
export function passwordExpiry(context: AccountsContext, now: Date): Date | null {
  const { passwordMaxAgeMs } = context.config;
  return passwordMaxAgeMs === null ? null : new Date(now.getTime() + passwordMaxAgeMs);
}

/** Spec 1 §9: the weak default password that forces a change after login. */
export const WEAK_DEFAULT_PASSWORD = '123456';

/**
 * A password that must change at once when it logs in (issue 26 #12): the weak default, one of the
 * 10,000 most common passwords (refused as a new one), or one below today's password floor (over 6
 * characters with letters and numbers: a password set before the rule).
 */
export function isWeakPassword(password: string): boolean {
  return password === WEAK_DEFAULT_PASSWORD || isCommonPassword(password) || validatePassword(password) !== null;
}

export interface StartOptions {
  /** Logged in with the mailed temporary password: reported as expired. */
  tempPassword?: boolean;
  /**
   * A password login (username and password, or its new-IP verification): only these are held to a
   * password change (spec 1 §4: not SMS logins, registration, free play or a login code).
   */
  passwordLogin?: boolean;
  /** The password typed was weak (isWeakPassword). */
  weakPassword?: boolean;
  /** Inside the caller's transaction. */
  tx?: Queryable;
}

/**
 * Opens a session for the member and answers like a login: firstTimeLogin is true on the account's
 * first session; passwordExpired when the password-expiry switch is on and the password is past its
 * expiry, or a temporary password or the initial password an agent gave its downline was used. A
 * password login with a weak or expired password opens a session held to the change
 * (passwordChangeRequired; password-change-gate.ts).
 */
export async function startSession(
  context: AccountsContext,
  request: FastifyRequest,
  member: MemberRecord,
  { tempPassword = false, passwordLogin = false, weakPassword = false, tx }: StartOptions = {},
): Promise<LoginResult> {
  const db = tx ?? context.db;
  // Safer gambling (issue 24): no session for an account closed by a time-out or self-exclusion
  // (403, value ExclusionRefusal with the end date); every login path opens its session here.
  await refuseClosedAccount(db, member.id);
  const now = context.config.now();
  const isOn = await readSwitches(db);
  const expired = member.passwordExpiresAt !== null && member.passwordExpiresAt <= now && isOn(MOD.passwordExpiry);
  // An initial password given by the member's agent counts as expired until changed (issue 23).
  const passwordExpired = tempPassword || expired || member.mustChangePassword;
  const passwordChange: PasswordChangeReason | null = !passwordLogin ? null : weakPassword ? 'weak' : passwordExpired ? 'expired' : null;
  const token = await context.sessions.create(db, member.id, request, passwordChange);
  if (member.firstTimeLogin) await markLoggedIn(db, member.id);
  // New-IP verification compares later password logins with the IPs sessions started from.
  await recordKnownIp(db, member.id, clientIp(request), now);
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired,
    customerId: member.id,
    account: member.account,
    isAgent: member.isAgent,
    memberLabel: member.memberLabels,
    merchant: MERCHANT.merchant,
    merchantCode: MERCHANT.merchantCode,
    wallet: MAIN_WALLET,
    passwordChangeRequired: passwordChange !== null,
  };
}
