/**
 * The one per-member lock of safer gambling: a transaction-level advisory lock keyed by the member,
 * taken FIRST in the transaction of every limited move (deposit order, game round, lottery bet,
 * transfer into a game wallet) and of every change of the member's limits or exclusion. Moves of one
 * member therefore check their limits one after another, each seeing what the one before committed
 * (READ COMMITTED: a statement after the lock reads the latest commits), and parallel moves never
 * pass a limit together.
 *
 * Why not `SELECT ... FROM member WHERE id = $1 FOR UPDATE`: the ledger's own callers lock the member
 * row AFTER ledger accounts (a deposit's callback credits the wallet, then a VIP upgrade locks the
 * member row), so taking the member row before the ledger here would invert that order and deadlock.
 * Nobody else takes this advisory key, so it sits before the ledger's accounts (locked in id order)
 * without any other lock to cross. It is released at commit or rollback. On PGlite (one connection,
 * transactions one at a time) it would always be granted at once, so it is not taken there: a
 * statement less on every limited move.
 */
import type { Queryable } from '../../db/database';
import { runsTransactionsOneAtATime } from '../../db/transaction-owner';

/** The advisory lock's first key (the class); the second is hashtext(member id). */
export const RESPONSIBLE_LOCK_CLASS = 7_240_024;

export async function lockMemberMoves(tx: Queryable, memberId: string): Promise<void> {
  if (runsTransactionsOneAtATime(tx)) return;
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [RESPONSIBLE_LOCK_CLASS, memberId]);
}
