/**
 * The databases every DB test runs against: PGlite in memory always, PostgreSQL too when
 * DATABASE_URL is set (a database copied from a prepared template, or an empty fresh schema; dropped
 * afterwards). One database per test file: PGlite's first query takes about 3 s.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseKind } from '../db/database';
import { MEMORY, openPglite } from '../db/pglite';
import { openPostgres, withDefaultUser } from '../db/postgres';
import { prepareDatabase } from '../db/prepare';
import { setPasswordHashCost } from '../features/session/password-hash';
import { preparedPgliteTemplate } from './pglite-template';
import { copyTemplate, createEmptyDatabase, dropDatabase, preparedPostgresTemplate, TEST_DATABASE_SCHEMA, withDatabase } from './postgres-template';

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

/** Pools on one database (and schema), closed before `drop` runs. */
async function pooled(url: string, schema: string, drop: () => Promise<void>): Promise<TestDatabase> {
  const opened: Database[] = [];
  const open = async (): Promise<Database> => {
    const db = await openPostgres(url, { schema, max: 4 });
    opened.push(db);
    return db;
  };
  const dispose = async (): Promise<void> => {
    await Promise.all(opened.map((db) => db.close()));
    await drop();
  };
  try {
    return { db: await open(), openSecond: open, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A fresh schema in DATABASE_URL's database, empty (a role that may not create databases). */
async function openTestSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  return pooled(url, schema, () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`));
}

/**
 * An empty database of its own: advisory locks (the migration lock, the draw tick's) are per database,
 * so two files migrating or drawing at once never wait for or skip because of each other.
 */
async function openTestPostgres(url: string): Promise<TestDatabase> {
  const name = await createEmptyDatabase(url).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === '42501') return null;
    throw error;
  });
  if (name === null) return openTestSchema(url);
  return pooled(withDatabase(url, name), TEST_DATABASE_SCHEMA, () => dropDatabase(url, name));
}

/** A database of its own, copied from the run's prepared template (postgres-template.ts). */
async function openPostgresCopy(url: string): Promise<TestDatabase> {
  const name = await copyTemplate(url, await preparedPostgresTemplate(url, JSON.stringify(TEST_PASSWORD_HASH_COST)));
  return pooled(withDatabase(url, name), TEST_DATABASE_SCHEMA, () => dropDatabase(url, name));
}

export const TEST_DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A database of this kind as start-up leaves it (migrated and seeded): a copy of the run's prepared
 * template (pglite-template.ts, postgres-template.ts: a database of its own on PostgreSQL), prepared again
 * (migrations find nothing to do, the seeds top up what depends on the clock).
 */
export async function openPreparedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  // SUITE_TEST_DB_TEMPLATE=0: every file builds its own from nothing (to compare, or to rule the copy out).
  const test = process.env.SUITE_TEST_DB_TEMPLATE === '0' ? await openTestDatabase(kind) : await openTemplateCopy(kind);
  await prepareDatabase(test.db);
  return test;
}

async function openTemplateCopy(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const url = databaseUrl();
    return openPostgresCopy(url).catch((error: unknown) => {
      // 42501: a role without CREATEDB (.ci/run's has it) migrates a fresh schema instead.
      if ((error as { code?: unknown }).code === '42501') return openTestSchema(url);
      throw error;
    });
  }
  const db = await openPglite(MEMORY, { loadDataDir: await preparedPgliteTemplate(JSON.stringify(TEST_PASSWORD_HASH_COST)) });
  return { db, dispose: () => db.close() };
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') return openTestPostgres(databaseUrl());
  const db = await openPglite(MEMORY);
  return { db, dispose: () => db.close() };
}
