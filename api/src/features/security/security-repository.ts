/** The security centre's reads and writes: sessions of a member, bound contacts and their codes. */
import type { BindChannel, LoginSession, SecurityStatus } from '@suite/shared/contract';
import { RECENT_LOGINS_LIMIT } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { maskEmail, maskMobile, type PhoneNumber } from '../accounts/phone';
import { deviceName } from './device';

export async function readSecurityStatus(db: Queryable, memberId: string): Promise<SecurityStatus> {
  const { rows } = await db.query<{
    countryDialingCode: string | null;
    mobileNum: string | null;
    email: string | null;
    mobileVerified: boolean;
    emailVerified: boolean;
    hasPaymentPassword: boolean;
    birthDate: string | null;
  }>(
    `SELECT country_dialing_code AS "countryDialingCode", mobile_num AS "mobileNum", email,
            mobile_verified_at IS NOT NULL AS "mobileVerified", email_verified_at IS NOT NULL AS "emailVerified",
            payment_password_hash IS NOT NULL AS "hasPaymentPassword", to_char(birth_date, 'YYYY-MM-DD') AS "birthDate"
       FROM member WHERE id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) throw new Error('session of a missing member');
  return {
    hasPaymentPassword: row.hasPaymentPassword,
    mobile: row.mobileNum ? { masked: `${row.countryDialingCode ?? ''} ${maskMobile(row.mobileNum)}`.trim(), verified: row.mobileVerified } : null,
    email: row.email ? { masked: maskEmail(row.email), verified: row.emailVerified } : null,
    birthDate: row.birthDate,
  };
}

/** Stores the date of birth when the member has none yet; false when one is there already. */
export async function storeBirthDate(db: Queryable, memberId: string, birthDate: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE member SET birth_date = $2::date WHERE id = $1 AND birth_date IS NULL', [memberId, birthDate]);
  return rowCount === 1;
}

export interface SessionWindow {
  now: Date;
  /** A session unused for this long has ended (the idle limit). */
  idleMs: number;
}

/** The member's newest sessions (RECENT_LOGINS_LIMIT), the calling one marked. */
export async function readRecentLogins(db: Queryable, memberId: string, currentTokenHash: string, { now, idleMs }: SessionWindow): Promise<LoginSession[]> {
  const { rows } = await db.query<{ createdAt: Date; lastSeenAt: Date; ip: string | null; userAgent: string | null; current: boolean; active: boolean }>(
    `SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", ip, user_agent AS "userAgent",
            token_hash = $2 AS current,
            revoked_at IS NULL AND expires_at > $3 AND last_seen_at > $4 AS active
       FROM member_session WHERE member_id = $1
      ORDER BY created_at DESC, token_hash LIMIT $5`,
    [memberId, currentTokenHash, now, new Date(now.getTime() - idleMs), RECENT_LOGINS_LIMIT],
  );
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip || null,
    device: deviceName(row.userAgent),
    current: row.current,
    active: row.active,
  }));
}

/**
 * Revokes every other unrevoked, unexpired session of the member; answers the token hashes revoked
 * and how many of them were still in use (not idle past the limit).
 */
export async function revokeOtherSessions(
  db: Queryable,
  memberId: string,
  keepTokenHash: string,
  { now, idleMs }: SessionWindow,
): Promise<{ tokenHashes: string[]; active: number }> {
  const { rows } = await db.query<{ tokenHash: string; active: boolean }>(
    `UPDATE member_session SET revoked_at = $3
      WHERE member_id = $1 AND token_hash <> $2 AND revoked_at IS NULL AND expires_at > $3
      RETURNING token_hash AS "tokenHash", last_seen_at > $4 AS active`,
    [memberId, keepTokenHash, now, new Date(now.getTime() - idleMs)],
  );
  return { tokenHashes: rows.map((row) => row.tokenHash), active: rows.filter((row) => row.active).length };
}

/** The member other than `memberId` holding this number or e-mail (case-insensitive), if any. */
export async function contactHolder(db: Queryable, memberId: string, target: BindTarget): Promise<string | null> {
  const { rows } =
    target.channel === 'mobile'
      ? await db.query<{ id: string }>('SELECT id FROM member WHERE country_dialing_code = $1 AND mobile_num = $2 AND id <> $3 LIMIT 1', [
          target.phone.countryDialingCode,
          target.phone.mobileNum,
          memberId,
        ])
      : await db.query<{ id: string }>('SELECT id FROM member WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1', [target.email, memberId]);
  return rows[0]?.id ?? null;
}

/** True when the member already has exactly this number or e-mail, verified. */
export async function alreadyVerified(db: Queryable, memberId: string, target: BindTarget): Promise<boolean> {
  const { rows } =
    target.channel === 'mobile'
      ? await db.query('SELECT 1 FROM member WHERE id = $1 AND country_dialing_code = $2 AND mobile_num = $3 AND mobile_verified_at IS NOT NULL', [
          memberId,
          target.phone.countryDialingCode,
          target.phone.mobileNum,
        ])
      : await db.query('SELECT 1 FROM member WHERE id = $1 AND lower(email) = lower($2) AND email_verified_at IS NOT NULL', [memberId, target.email]);
  return rows.length > 0;
}

export type BindTarget = { channel: 'mobile'; phone: PhoneNumber; key: string } | { channel: 'email'; email: string; key: string };

export interface BindCodeRow {
  id: number;
  codeHash: string;
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
}

/** Replaces the member's codes of this channel with a new one. */
export async function storeBindCode(tx: Queryable, memberId: string, target: BindTarget, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await tx.query('DELETE FROM member_bind_code WHERE member_id = $1 AND channel = $2', [memberId, target.channel]);
  await tx.query(
    `INSERT INTO member_bind_code (member_id, channel, target, country_dialing_code, mobile_num, email, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      memberId,
      target.channel,
      target.key,
      target.channel === 'mobile' ? target.phone.countryDialingCode : null,
      target.channel === 'mobile' ? target.phone.mobileNum : null,
      target.channel === 'email' ? target.email : null,
      codeHash,
      now,
      expiresAt,
    ],
  );
}

/** The live code of this member, channel and target, locked for the answer. */
export async function liveBindCode(tx: Queryable, memberId: string, channel: BindChannel, target: string, now: Date): Promise<BindCodeRow | null> {
  const { rows } = await tx.query<BindCodeRow>(
    `SELECT id, code_hash AS "codeHash", country_dialing_code AS "countryDialingCode", mobile_num AS "mobileNum", email
       FROM member_bind_code
      WHERE member_id = $1 AND channel = $2 AND target = $3 AND spent_at IS NULL AND expires_at > $4
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [memberId, channel, target, now],
  );
  return rows[0] ?? null;
}

export async function spendBindCode(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE member_bind_code SET spent_at = $2 WHERE id = $1', [id, now]);
}

/** One wrong answer; the code is spent at the limit. */
export async function countWrongAnswer(tx: Queryable, id: number, now: Date, maxAttempts: number): Promise<void> {
  await tx.query(
    'UPDATE member_bind_code SET attempts = attempts + 1, spent_at = CASE WHEN attempts + 1 >= $3 THEN $2::timestamptz ELSE NULL END WHERE id = $1',
    [id, now, maxAttempts],
  );
}

/** Stores the proved number or e-mail on the member. */
export async function bindContact(tx: Queryable, memberId: string, row: BindCodeRow, now: Date): Promise<void> {
  if (row.mobileNum !== null) {
    await tx.query('UPDATE member SET country_dialing_code = $2, mobile_num = $3, mobile_verified_at = $4 WHERE id = $1', [
      memberId,
      row.countryDialingCode,
      row.mobileNum,
      now,
    ]);
  } else {
    await tx.query('UPDATE member SET email = $2, email_verified_at = $3 WHERE id = $1', [memberId, row.email, now]);
  }
}
