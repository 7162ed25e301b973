/**
 * The databases every DB test runs against: PGlite in memory always, PostgreSQL too when
 * DATABASE_URL is set (in a fresh schema, dropped afterwards). One database per test file:
 * PGlite's first query takes about 3 s.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseKind } from '../db/database';
import { MEMORY, openPglite } from '../db/pglite';
import { openPostgres, withDefaultUser } from '../db/postgres';
import { prepareDatabase } from '../db/prepare';
import { setPasswordHashCost } from '../features/session/password-hash';
import { preparedPgliteTemplate } from './pglite-template';

/**
 * scrypt at N = 2^11 in every DB test (the seed's demo accounts, registrations, logins: a hash in
 * milliseconds); production's 2^17 is proved in password-hash.test.ts.
 */
export const TEST_PASSWORD_HASH_COST = { ln: 11, r: 8, p: 1 };
setPasswordHashCost(TEST_PASSWORD_HASH_COST);

export interface TestDatabase {
  db: Database;
  /** Another connection to the same database (PostgreSQL only: PGlite is one process, one handle). */
  openSecond?: () => Promise<Database>;
  dispose(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openTestPostgres(url: string): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const opened: Database[] = [];
  const open = async (): Promise<Database> => {
    const db = await openPostgres(url, { schema, max: 4 });
    opened.push(db);
    return db;
  };
  return {
    db: await open(),
    openSecond: open,
    async dispose() {
      await Promise.all(opened.map((db) => db.close()));
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

export const TEST_DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A database of this kind as start-up leaves it (migrated and seeded). PGlite's is a copy of the run's
 * prepared template (pglite-template.ts); PostgreSQL's a fresh schema, prepared.
 */
export async function openPreparedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  // SUITE_TEST_DB_TEMPLATE=0: every file builds its own from nothing (to compare, or to rule the copy out).
  const test =
    kind === 'pglite' && process.env.SUITE_TEST_DB_TEMPLATE !== '0'
      ? await (async () => {
          const db = await openPglite(MEMORY, { loadDataDir: await preparedPgliteTemplate(JSON.stringify(TEST_PASSWORD_HASH_COST)) });
          return { db, dispose: () => db.close() };
        })()
      : await openTestDatabase(kind);
  await prepareDatabase(test.db);
  return test;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    return openTestPostgres(url);
  }
  const db = await openPglite(MEMORY);
  return { db, dispose: () => db.close() };
}
