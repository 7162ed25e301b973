/**
 * Wrong-password locks (issue 26, docs/security.md "Password attempt locks"): failures are counted
 * per member (not per IP) in the database, so the count holds across API processes and restarts.
 * 5 failures within 15 minutes lock that kind of action of the member for 30 minutes:
 *
 * - `payment`: every action that takes the payment password (withdrawal, transfer to the upline,
 *   changing the payment password);
 * - `login`: the login password's change form (the old password).
 *
 * Race-safe: each attempt first reserves a slot under the member's row lock (one transaction,
 * SELECT ... FOR UPDATE), then runs scrypt outside any transaction, then settles under the row lock
 * again. Reserved (pending) attempts count against the limit, so parallel guesses see 0, 1, 2 ...
 * earlier attempts, never 0 each: at most 5 guesses are ever checked per window. An attempt that
 * finds every slot taken by attempts still being checked waits for them (up to 10 s, then 429 "try
 * again in a moment", its password never looked at): after wrong ones it meets the lock, after a
 * right one (which empties the count) it is checked. The lock that starts sends the member an inbox
 * message, in the same transaction.
 */
import type { Language } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { notifyMember } from '../cashier/notifications';

export type PasswordKind = 'payment' | 'login';
export const PASSWORD_KINDS: readonly PasswordKind[] = ['payment', 'login'];

const MINUTE = 60_000;
export const PASSWORD_GUARD = {
  /** Failures within the window that start a lock. */
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 30 * MINUTE,
  /** A reservation not settled after this long belongs to a process that died mid-check. */
  stalePendingMs: MINUTE,
  /**
   * An attempt that finds every slot taken by attempts still being checked waits for them this long
   * (they settle within a scrypt's time), polling the row; after it, it is answered 429 with
   * Retry-After of busyRetryMs.
   */
  busyWaitMs: 10_000,
  busyRetryMs: 2_000,
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type PasswordCheck =
  | { outcome: 'right' }
  /** `lockedUntil`: this failure was the one that started a lock. */
  | { outcome: 'wrong'; lockedUntil: Date | null }
  | { outcome: 'locked'; lockedUntil: Date }
  | { outcome: 'busy' };

interface GuardRow {
  failures: number[];
  pending: number;
  reserved_at: Date | null;
  locked_until: Date | null;
}

/** The member's row of this kind, created when missing, locked until the transaction ends. */
async function lockedRow(tx: Queryable, memberId: string, kind: PasswordKind): Promise<GuardRow> {
  await tx.query('INSERT INTO password_guard (member_id, kind) VALUES ($1, $2) ON CONFLICT (member_id, kind) DO NOTHING', [memberId, kind]);
  const { rows } = await tx.query<GuardRow>(
    'SELECT failures, pending, reserved_at, locked_until FROM password_guard WHERE member_id = $1 AND kind = $2 FOR UPDATE',
    [memberId, kind],
  );
  return rows[0] as GuardRow;
}

const isLocked = (row: GuardRow, now: Date): row is GuardRow & { locked_until: Date } => row.locked_until !== null && row.locked_until > now;
const recentFailures = (row: GuardRow, now: Date): number[] =>
  (Array.isArray(row.failures) ? row.failures : []).filter((at) => typeof at === 'number' && at > now.getTime() - PASSWORD_GUARD.windowMs);

type Reserved = { outcome: 'reserved' } | { outcome: 'locked'; lockedUntil: Date } | { outcome: 'busy' };

async function reserve(db: Database, memberId: string, kind: PasswordKind, now: Date): Promise<Reserved> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, memberId, kind);
    if (isLocked(row, now)) return { outcome: 'locked', lockedUntil: row.locked_until };
    const failures = recentFailures(row, now);
    const live = row.reserved_at !== null && row.reserved_at.getTime() > now.getTime() - PASSWORD_GUARD.stalePendingMs;
    const pending = live ? row.pending : 0;
    if (failures.length + pending >= PASSWORD_GUARD.maxFailures) return { outcome: 'busy' };
    await tx.query('UPDATE password_guard SET failures = $3::jsonb, pending = $4, reserved_at = $5 WHERE member_id = $1 AND kind = $2', [
      memberId,
      kind,
      JSON.stringify(failures),
      pending + 1,
      now,
    ]);
    return { outcome: 'reserved' };
  });
}

/** Settles a reservation: a failure stays counted (and may start the lock), a success empties the count. */
async function settle(db: Database, memberId: string, kind: PasswordKind, now: Date, outcome: 'right' | 'wrong' | 'released'): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, memberId, kind);
    const pending = Math.max(0, row.pending - 1);
    if (outcome !== 'wrong') {
      const failures = outcome === 'right' ? [] : recentFailures(row, now);
      await tx.query('UPDATE password_guard SET failures = $3::jsonb, pending = $4 WHERE member_id = $1 AND kind = $2', [memberId, kind, JSON.stringify(failures), pending]);
      return null;
    }
    const failures = [...recentFailures(row, now), now.getTime()];
    if (failures.length < PASSWORD_GUARD.maxFailures || isLocked(row, now)) {
      await tx.query('UPDATE password_guard SET failures = $3::jsonb, pending = $4 WHERE member_id = $1 AND kind = $2', [memberId, kind, JSON.stringify(failures), pending]);
      return null;
    }
    const lockedUntil = new Date(now.getTime() + PASSWORD_GUARD.lockMs);
    await tx.query(
      `UPDATE password_guard SET failures = '[]'::jsonb, pending = $3, locked_at = $4, locked_until = $5 WHERE member_id = $1 AND kind = $2`,
      [memberId, kind, pending, now, lockedUntil],
    );
    await notifyMember(tx, memberId, kind === 'payment' ? 'paymentPasswordLocked' : 'loginPasswordLocked', {
      until: lockEndText(lockedUntil),
      failures: PASSWORD_GUARD.maxFailures,
      windowMinutes: PASSWORD_GUARD.windowMs / MINUTE,
    });
    return lockedUntil;
  });
}

/**
 * Checks a password of the member under the lock: `verify` (scrypt) runs only for a reserved
 * attempt, outside any transaction. A throw from `verify` does not count and is rethrown.
 */
export async function checkGuardedPassword(
  db: Database,
  memberId: string,
  kind: PasswordKind,
  now: () => Date,
  verify: () => Promise<boolean>,
): Promise<PasswordCheck> {
  // Waiting is measured on the real clock: `now` may be a test's hand-moved one.
  const deadline = performance.now() + PASSWORD_GUARD.busyWaitMs;
  let reserved = await reserve(db, memberId, kind, now());
  for (let delay = 20; reserved.outcome === 'busy' && performance.now() < deadline; delay = Math.min(delay * 2, 250)) {
    await sleep(delay);
    reserved = await reserve(db, memberId, kind, now());
  }
  if (reserved.outcome !== 'reserved') return reserved;
  let right: boolean;
  try {
    right = await verify();
  } catch (error) {
    await settle(db, memberId, kind, now(), 'released');
    throw error;
  }
  if (right) {
    await settle(db, memberId, kind, now(), 'right');
    return { outcome: 'right' };
  }
  return { outcome: 'wrong', lockedUntil: await settle(db, memberId, kind, now(), 'wrong') };
}

/** The end of the member's lock of this kind when one is in force (a read: the check itself stays atomic). */
export async function currentPasswordLock(db: Queryable, memberId: string, kind: PasswordKind, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM password_guard WHERE member_id = $1 AND kind = $2 AND locked_until > $3',
    [memberId, kind, now],
  );
  return rows[0]?.locked_until ?? null;
}

/** When a lock ends, as the messages give it: `2026-11-27 14:35 UTC` (rounded up to the minute). */
export function lockEndText(until: Date): string {
  const rounded = new Date(Math.ceil(until.getTime() / MINUTE) * MINUTE);
  return `${rounded.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const BUSY: Readonly<Record<Language, string>> = {
  es: 'Se están comprobando otros intentos con esta contraseña; inténtelo de nuevo en unos segundos',
  en: 'Other attempts with this password are being checked; please try again in a few seconds',
};

/** 429 for an attempt that found every slot taken by attempts still being checked. */
export function passwordCheckBusy(): HttpError {
  const seconds = Math.ceil(PASSWORD_GUARD.busyRetryMs / 1000);
  return new HttpError(429, BUSY.es, { translations: BUSY, headers: { 'retry-after': String(seconds) }, value: { code: 'passwordCheckBusy' } });
}

// --- The operator's view (scripts/cashier locks, unlock) ---

export interface PasswordLock {
  memberId: string;
  account: string;
  kind: PasswordKind;
  lockedAt: string;
  lockedUntil: string;
}

/** Locks in force now, the latest first. */
export async function listPasswordLocks(db: Queryable, now: Date): Promise<PasswordLock[]> {
  const { rows } = await db.query<{ member_id: string; account: string; kind: PasswordKind; locked_at: Date; locked_until: Date }>(
    `SELECT g.member_id, m.account, g.kind, g.locked_at, g.locked_until
       FROM password_guard g JOIN member m ON m.id = g.member_id
      WHERE g.locked_until > $1
      ORDER BY g.locked_at DESC, m.account, g.kind`,
    [now],
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    account: row.account,
    kind: row.kind,
    lockedAt: row.locked_at.toISOString(),
    lockedUntil: row.locked_until.toISOString(),
  }));
}

/**
 * Lifts the member's locks of these kinds and forgets their counted failures; answers the kinds that
 * were locked. The operator's name is kept on the row (the admin audit log has the request too).
 */
export async function liftPasswordLocks(db: Queryable, memberId: string, kinds: readonly PasswordKind[], now: Date, operator: string): Promise<PasswordKind[]> {
  const { rows } = await db.query<{ kind: PasswordKind; was_locked: boolean }>(
    `UPDATE password_guard g
        SET failures = '[]'::jsonb, locked_until = NULL, unlocked_at = $3, unlocked_by = $4
       FROM password_guard old
      WHERE g.member_id = $1 AND g.kind = ANY($2::text[]) AND old.member_id = g.member_id AND old.kind = g.kind
      RETURNING g.kind, old.locked_until IS NOT NULL AND old.locked_until > $3 AS was_locked`,
    [memberId, [...kinds], now, operator],
  );
  return rows.filter((row) => row.was_locked).map((row) => row.kind).sort();
}
