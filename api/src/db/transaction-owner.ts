/**
 * Which database a transaction belongs to. Each Database implementation hands its `transaction`
 * callback a Queryable registered here, so code that is given only the transaction (a feature's
 * repository, an activity hook) can still reach what is kept per database: the operator data
 * served from memory (cache/operator-data.ts) and the database's kind.
 */
import type { Database, Queryable } from './database';

const owners = new WeakMap<Queryable, Database>();

/** Registers `tx` as a transaction of `db`; answers `tx`. */
export function ownedBy<Q extends Queryable>(tx: Q, db: Database): Q {
  owners.set(tx, db);
  return tx;
}

/** The database itself, the database of one of its transactions, or null (a wrapper of neither). */
export function databaseOf(queryable: Queryable): Database | null {
  if ('transaction' in queryable && 'kind' in queryable) return queryable as Database;
  return owners.get(queryable) ?? null;
}

/**
 * True when the database runs one transaction at a time (PGlite: one connection, each transaction
 * waits for the one before), so a lock that only orders concurrent transactions is granted at once.
 */
export function runsTransactionsOneAtATime(queryable: Queryable): boolean {
  return databaseOf(queryable)?.kind === 'pglite';
}
