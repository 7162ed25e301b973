/**
 * The payment (withdraw) password: set once, changed with the old one, checked before money leaves
 * (withdrawal, transfer to upline). Hashed like the login password (session/password-hash.ts: scrypt
 * at the configured cost, PHC string), and re-hashed at the next right check when its cost is older.
 */
import type { Queryable } from '../../db/database';
import { hashPassword, needsRehash, verifyPassword } from '../session/password-hash';
import { cashierRefusal } from './cashier-messages';

export const PAYMENT_PASSWORD_MIN = 6;
export const PAYMENT_PASSWORD_MAX = 20;

export async function hasPaymentPassword(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ set: boolean }>('SELECT payment_password_hash IS NOT NULL AS set FROM member WHERE id = $1', [memberId]);
  return rows[0]?.set === true;
}

/** Refuses (business refusal) when none is set or it does not match. */
export async function checkPaymentPassword(db: Queryable, memberId: string, password: string): Promise<void> {
  const { rows } = await db.query<{ hash: string | null }>('SELECT payment_password_hash AS hash FROM member WHERE id = $1', [memberId]);
  const hash = rows[0]?.hash ?? null;
  if (hash === null) throw cashierRefusal('noPaymentPassword');
  if (!(await verifyPassword(password, hash))) throw cashierRefusal('paymentPasswordWrong');
  // An older cost is replaced now, unless the password was changed meanwhile.
  if (needsRehash(hash)) {
    await db.query('UPDATE member SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash = $3', [memberId, await hashPassword(password), hash]);
  }
}

export async function setPaymentPassword(
  db: Queryable,
  memberId: string,
  request: { oldPassword?: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  if (request.newPassword !== request.confirmPassword) throw cashierRefusal('passwordsDiffer');
  const { rows } = await db.query<{ hash: string | null }>('SELECT payment_password_hash AS hash FROM member WHERE id = $1', [memberId]);
  const current = rows[0]?.hash ?? null;
  if (current !== null) {
    if (request.oldPassword === undefined) throw cashierRefusal('paymentPasswordSet');
    if (!(await verifyPassword(request.oldPassword, current))) throw cashierRefusal('paymentPasswordWrong');
  }
  await db.query('UPDATE member SET payment_password_hash = $2 WHERE id = $1', [memberId, await hashPassword(request.newPassword)]);
}
