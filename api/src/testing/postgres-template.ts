/**
 * One migrated, seeded PostgreSQL database per test run, copied for each test file (issue 26 #16: test
 * time), as pglite-template.ts does for PGlite. Migrating and seeding a fresh schema takes 0.7-3 s (more
 * when other files migrate too: they queue on the migration lock); `CREATE DATABASE ... TEMPLATE` copies
 * the prepared one in 0.05-0.6 s. The template database is named after what it is made of
 * (template-key.ts), so a change to a migration, a seed or the database code makes a new one.
 *
 * Two jest workers, or two jest processes, starting at once: the first to take an advisory lock builds the
 * template under a name of its own and renames it when complete; the others wait for the lock and find it.
 * Nobody connects to the template afterwards (ALLOW_CONNECTIONS false: a copy fails while anyone is
 * connected). Each database says in its comment when it was made: templates of other keys and test
 * databases left over by a killed run are dropped an hour later (a run still using them is over by then).
 *
 * Needs a role that may create databases (.ci/run creates it with CREATEDB).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, withDefaultUser } from '../db/postgres';
import { prepareDatabase } from '../db/prepare';
import { templateKey } from './template-key';

/** pg_advisory_lock key (migrate.ts's MIGRATION_LOCK_KEY is 7_240_001). */
const TEMPLATE_LOCK_KEY = 7_240_016;
/** Bump when the way the template is built changes (the key covers only migrations, seeds and db code). */
const TEMPLATE_FORMAT = 'postgres-template 1';
const TEMPLATE_PREFIX = 'test_template_';
/** Templates and tests use the default schema: functions keep the search_path they were created with. */
export const TEST_DATABASE_SCHEMA = 'public';
const STALE_AFTER_MS = 60 * 60 * 1000;
const NOTE = /^suite api test (template|database), created (\S+)$/;

const note = (what: 'template' | 'database'): string => `suite api test ${what}, created ${new Date().toISOString()}`;

/**
 * The connection string with another database: the path of the URL, which may have no host
 * (`postgresql://root@/suite_ci?host=/var/run/postgresql`, which `new URL` refuses).
 */
export function withDatabase(url: string, database: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(\/[^?#]*)?([?#].*)?$/is.exec(url);
  if (!match) throw new Error('DATABASE_URL must be a postgresql:// URL');
  return `${match[1]}/${database}${match[3] ?? ''}`;
}

/** A client on DATABASE_URL's own database, for statements about other databases. */
async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropStale(client: pg.Client, keep: string): Promise<void> {
  const { rows } = await client.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE 'test\\_%'`,
  );
  for (const row of rows) {
    const created = NOTE.exec(row.note ?? '')?.[2];
    if (row.datname === keep || !created || Date.now() - Date.parse(created) < STALE_AFTER_MS) continue;
    await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  }
}

async function build(url: string, extra: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey(`${TEMPLATE_FORMAT}\0${extra}`)}`;
  return withAdmin(url, async (client) => {
    // Held until this session ends.
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    await dropStale(client, name);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    try {
      await client.query(`COMMENT ON DATABASE ${building} IS '${note('template')}'`);
      const db = await openPostgres(withDatabase(url, building), { schema: TEST_DATABASE_SCHEMA, max: 1 });
      try {
        await prepareDatabase(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(() => undefined);
      // 42P04 duplicate_database: a process locking on another database of the cluster was first.
      if ((error as { code?: unknown }).code === '42P04') return name;
      throw error;
    }
    return name;
  });
}

let made: Promise<string> | undefined;

/** The name of the run's prepared template database; `extra` as in templateKey. */
export function preparedPostgresTemplate(url: string, extra: string): Promise<string> {
  made ??= build(url, extra).catch((error: unknown) => {
    made = undefined;
    throw error;
  });
  return made;
}

/** A new database copied from the template; its name. */
export async function copyTemplate(url: string, template: string): Promise<string> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (client) => {
    // The default strategy (WAL_LOG) beats FILE_COPY here: FILE_COPY waits for two checkpoints.
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await client.query(`COMMENT ON DATABASE ${name} IS '${note('database')}'`);
  });
  return name;
}

/** A new empty database (no migrations: for the tests that migrate from nothing); its name. */
export async function createEmptyDatabase(url: string): Promise<string> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    await client.query(`COMMENT ON DATABASE ${name} IS '${note('database')}'`);
  });
  return name;
}

/** How many times a test database's drop is tried while something still holds it. */
const DROP_ATTEMPTS = 20;

/**
 * Drops a test database. A plain DROP first: PostgreSQL stops an autovacuum worker on it by itself,
 * while WITH (FORCE) refuses outright when a process of another role is there (autovacuum's, for a
 * role without pg_signal_backend: "must be a member of the role whose process is being terminated").
 * FORCE only when the plain drop finds other sessions (one of the file's own, not yet gone); either
 * refusal waits a moment and tries again.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== '55006' || attempt >= DROP_ATTEMPTS) throw error;
      }
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== '42501' || attempt >= DROP_ATTEMPTS) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}
