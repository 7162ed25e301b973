import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { acquireDirLock } from './dir-lock';

export const MEMORY = 'memory://';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
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
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    dumpDataDir: () => pg.dumpDataDir('none'),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        release();
      }
    },
  };
}
