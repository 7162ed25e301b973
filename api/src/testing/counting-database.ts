/**
 * A database that records every statement it runs (transactions included), for tests that prove
 * a call touches no database, or writes at most so often.
 */
import type { Database, Queryable } from '../db/database';
import { ownedBy } from '../db/transaction-owner';

export interface CountingDatabase {
  db: Database;
  /** The SQL of every statement since the last reset. */
  statements: string[];
  reset(): void;
}

export function countingDatabase(inner: Database): CountingDatabase {
  const statements: string[] = [];
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return target.exec(sql);
    },
  });
  const base = counted(inner);
  const db: Database = {
    kind: inner.kind,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => inner.transaction((tx) => fn(ownedBy(counted(tx), db))),
    listen: (channel, onPayload, onReconnect) => inner.listen(channel, onPayload, onReconnect),
    close: () => inner.close(),
  };
  return {
    db,
    statements,
    reset: () => void statements.splice(0),
  };
}
