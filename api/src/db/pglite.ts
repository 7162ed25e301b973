import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { acquireDirLock } from './dir-lock';
import { ownedBy } from './transaction-owner';
import { type PreparedStatements, preparedStatements, type TransactionScope } from './pglite-prepared';

export const MEMORY = 'memory://';

/** Statements run prepared (pglite-prepared.ts), alone or in the transaction `scope`. */
function wrap(pg: PGlite, statements: PreparedStatements, scope: TransactionScope | null): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await statements.query(sql, params, scope);
      return { rows: result.rows as Row[], rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      if (scope) return statements.execIn(scope, sql);
      statements.reset();
      await pg.exec(sql);
    },
  };
}

/**
 * PGlite on a data directory (created if missing; one process at a time, enforced by a lock file)
 * or in memory with `memory://`.
 */
export interface PgliteOptions {
  /** In memory only: start from this dumped data directory (PGlite's `dumpDataDir`) instead of initdb. */
  loadDataDir?: Blob;
}

export async function openPglite(dataDir: string, { loadDataDir }: PgliteOptions = {}): Promise<Database> {
  let release = (): void => undefined;
  let location: string | undefined;
  if (dataDir !== MEMORY) {
    location = path.resolve(dataDir);
    mkdirSync(location, { recursive: true });
    release = acquireDirLock(location);
  }
  let pg: PGlite;
  try {
    pg = await (location === undefined && loadDataDir ? PGlite.create({ loadDataDir }) : PGlite.create(location));
  } catch (error) {
    release();
    throw error;
  }
  const statements = preparedStatements(pg);
  const base = wrap(pg, statements, null);
  const database: Database = {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => statements.transaction((scope) => fn(ownedBy(wrap(pg, statements, scope), database))),
    dumpDataDir: () => pg.dumpDataDir('none'),
    // One process, one connection: notifications arrive after the commit that sent them.
    async listen(channel, onPayload) {
      const stop = await pg.listen(channel, onPayload);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        release();
      }
    },
  };
  return database;
}
