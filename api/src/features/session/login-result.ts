import type { FastifyRequest } from 'fastify';
import { type LoginResult, MAIN_WALLET, WHITELABEL_MOD_IDS as MOD } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { type AccountsContext, clientIp } from '../accounts/context';
import { markLoggedIn, type MemberRecord } from '../accounts/member-repository';
import { readSwitches } from '../accounts/site-switches';
import { recordKnownIp } from './known-ips';

/** The site's merchant (session keys merchant and merchantCode). */
export const MERCHANT = { merchant: 'suite', merchantCode: 'SUITE' } as const;

/** When a password set now expires (null: never). */
export function passwordExpiry(context: AccountsContext, now: Date): Date | null {
  const { passwordMaxAgeMs } = context.config;
  return passwordMaxAgeMs === null ? null : new Date(now.getTime() + passwordMaxAgeMs);
}

export interface StartOptions {
  /** Logged in with the mailed temporary password: reported as expired. */
  tempPassword?: boolean;
  /** Inside the caller's transaction. */
  tx?: Queryable;
}

/**
 * Opens a session for the member and answers like a login: firstTimeLogin is true on the account's
 * first session; passwordExpired when the password-expiry switch is on and the password is past its
 * expiry (or a temporary password was used).
 */
export async function startSession(
  context: AccountsContext,
  request: FastifyRequest,
  member: MemberRecord,
  { tempPassword = false, tx }: StartOptions = {},
): Promise<LoginResult> {
  const db = tx ?? context.db;
  const now = context.config.now();
  const isOn = await readSwitches(db);
  const expired = member.passwordExpiresAt !== null && member.passwordExpiresAt <= now && isOn(MOD.passwordExpiry);
  const token = await context.sessions.create(db, member.id, request);
  if (member.firstTimeLogin) await markLoggedIn(db, member.id);
  // New-IP verification compares later password logins with the IPs sessions started from.
  await recordKnownIp(db, member.id, clientIp(request), now);
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: tempPassword || expired,
    customerId: member.id,
    account: member.account,
    isAgent: member.isAgent,
    memberLabel: member.memberLabels,
    merchant: MERCHANT.merchant,
    merchantCode: MERCHANT.merchantCode,
    wallet: MAIN_WALLET,
  };
}
