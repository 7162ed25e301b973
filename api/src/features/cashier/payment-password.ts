/**
 * The payment (withdraw) password: set once, changed with the old one, checked before money leaves
 * (withdrawal, transfer to upline). Hashed like the login password (session/password-hash.ts: scrypt
 * at the configured cost, PHC string), and re-hashed at the next right check when its cost is older.
 *
 * Every check of it goes through the member's wrong-password lock (security/password-guard.ts,
 * issue 26): 5 wrong payment passwords within 15 minutes lock every payment-password action of the
 * member for 30 minutes (refusal `paymentPasswordLocked` with the time it ends).
 */
import type { Database, Queryable } from '../../db/database';
import { checkGuardedPassword, lockEndText, passwordCheckBusy, type PasswordCheck } from '../security/password-guard';
import { hashPassword, needsRehash, verifyPassword } from '../session/password-hash';
import { cashierRefusal } from './cashier-messages';

export const PAYMENT_PASSWORD_MIN = 6;
export const PAYMENT_PASSWORD_MAX = 20;

export async function hasPaymentPassword(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ set: boolean }>('SELECT payment_password_hash IS NOT NULL AS set FROM member WHERE id = $1', [memberId]);
  return rows[0]?.set === true;
}

async function storedHash(db: Queryable, memberId: string): Promise<string | null> {
  const { rows } = await db.query<{ hash: string | null }>('SELECT payment_password_hash AS hash FROM member WHERE id = $1', [memberId]);
  return rows[0]?.hash ?? null;
}

/** The guarded check of `password` against `hash`; throws the refusal unless it is right. */
async function guardedCheck(db: Database, memberId: string, password: string, hash: string, now: () => Date): Promise<void> {
  const check: PasswordCheck = await checkGuardedPassword(db, memberId, 'payment', now, () => verifyPassword(password, hash));
  switch (check.outcome) {
    case 'right':
      return;
    case 'busy':
      throw passwordCheckBusy();
    case 'locked':
      throw cashierRefusal('paymentPasswordLocked', { until: lockEndText(check.lockedUntil), lockedUntil: check.lockedUntil.toISOString() });
    case 'wrong':
      // The failure that starts the lock says so at once.
      if (check.lockedUntil) {
        throw cashierRefusal('paymentPasswordLocked', { until: lockEndText(check.lockedUntil), lockedUntil: check.lockedUntil.toISOString() });
      }
      throw cashierRefusal('paymentPasswordWrong');
  }
}

/** Refuses (business refusal) when none is set, it does not match, or the member's payment password is locked. */
export async function checkPaymentPassword(db: Database, memberId: string, password: string, now: () => Date = () => new Date()): Promise<void> {
  const hash = await storedHash(db, memberId);
  if (hash === null) throw cashierRefusal('noPaymentPassword');
  await guardedCheck(db, memberId, password, hash, now);
  // An older cost is replaced now, unless the password was changed meanwhile.
  if (needsRehash(hash)) {
    await db.query('UPDATE member SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash = $3', [memberId, await hashPassword(password), hash]);
  }
}

export async function setPaymentPassword(
  db: Database,
  memberId: string,
  request: { oldPassword?: string; newPassword: string; confirmPassword: string },
  now: () => Date = () => new Date(),
): Promise<void> {
  if (request.newPassword !== request.confirmPassword) throw cashierRefusal('passwordsDiffer');
  const current = await storedHash(db, memberId);
  if (current !== null) {
    if (request.oldPassword === undefined) throw cashierRefusal('paymentPasswordSet');
    await guardedCheck(db, memberId, request.oldPassword, current, now);
  }
  // Only over the password that was checked (or none): a change made meanwhile is not overwritten.
  const { rowCount } = await db.query('UPDATE member SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash IS NOT DISTINCT FROM $3::text', [
    memberId,
    await hashPassword(request.newPassword),
    current,
  ]);
  if (rowCount === 0) throw cashierRefusal(current === null ? 'paymentPasswordSet' : 'paymentPasswordWrong');
}
