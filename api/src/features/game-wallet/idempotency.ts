/**
 * Runs a money-moving request at most once per idempotency key. The key is stored with the first
 * result under a unique (member, key) index inside the same transaction as the money moves, so a
 * retry (even one racing the first) finds that result instead of running again.
 */
import type { Database, Queryable } from '../../db/database';

/** Returned by an attempt whose insert of the key conflicted: someone else ran first. */
export const DUPLICATE = Symbol('duplicate');

class DuplicateKey extends Error {}

/**
 * `replay` reads the first result of this key (null when none; it throws 409 when the key was used
 * for a different request). `attempt` moves the money and records the key in a transaction.
 */
export async function runOnce<T>(
  db: Database,
  replay: (q: Queryable) => Promise<T | null>,
  attempt: (tx: Queryable) => Promise<T | typeof DUPLICATE>,
): Promise<T> {
  const first = await replay(db);
  if (first !== null) return first;
  try {
    return await db.transaction(async (tx) => {
      const result = await attempt(tx);
      // Throwing rolls back whatever this attempt moved.
      if (result === DUPLICATE) throw new DuplicateKey('duplicate idempotency key');
      return result;
    });
  } catch (error) {
    if (!(error instanceof DuplicateKey)) throw error;
    const done = await replay(db);
    if (done === null) throw error;
    return done;
  }
}

export const IDEMPOTENCY_KEY_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' };
export const KEY_REUSED = 'Idempotency key already used for a different request';
