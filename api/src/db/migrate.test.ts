import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-databases';
import { seed } from '../seed/seed';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { prepareDatabase } from './prepare';

async function schemaSnapshot(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
  );
  return rows.map((row) => `${row.table_name}.${row.column_name}`);
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = ['system_status', 'whitelabel_node', 'register_field_setting', 'site_resource', 'customer_service_link', 'site_setting', 'domain_route'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

describe.each(TEST_DATABASE_KINDS)('migrations and seed on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('applies every migration once and records it; a second run changes nothing', async () => {
    const first = await migrate(test.db);
    expect(first.applied).toEqual(readMigrations().map((migration) => migration.name));
    const schemaAfterFirst = await schemaSnapshot(test.db);
    expect(schemaAfterFirst).toEqual(expect.arrayContaining(['system_status.maintenance', 'schema_migrations.version']));

    const second = await migrate(test.db);
    expect(second).toEqual({ applied: [], changed: [] });
    expect(await schemaSnapshot(test.db)).toEqual(schemaAfterFirst);
    const { rows } = await test.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
  });

  it('leaves no table with two indexes of the same columns (each one costs every write)', async () => {
    await migrate(test.db);
    const { rows } = await test.db.query<{ indexes: string[] }>(
      `SELECT array_agg(i.indexrelid::regclass::text ORDER BY i.indexrelid::regclass::text) AS indexes
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relnamespace = current_schema()::regnamespace
        GROUP BY i.indrelid, i.indkey::text, i.indclass::text, coalesce(pg_get_expr(i.indexprs, i.indrelid), ''),
                 coalesce(pg_get_expr(i.indpred, i.indrelid), ''), i.indisunique
       HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });

  it('seeds on the first run only, and keeps what the operator changed', async () => {
    expect(await seed(test.db)).toBeGreaterThan(40);
    const counts = await rowCounts(test.db);
    expect(counts).toMatchObject({ system_status: 1, register_field_setting: 17 });
    // The system part's three settings, and those of later parts.
    expect(counts.site_setting).toBeGreaterThanOrEqual(3);

    await test.db.query(`UPDATE whitelabel_node SET enabled = FALSE WHERE mod_id = 'FREEPLAY'`);
    expect(await seed(test.db)).toBe(0);
    expect(await rowCounts(test.db)).toEqual(counts);
    const { rows } = await test.db.query<{ enabled: boolean }>(`SELECT enabled FROM whitelabel_node WHERE mod_id = 'FREEPLAY'`);
    expect(rows[0]?.enabled).toBe(false);
  });

  it('reports an applied migration whose file has changed instead of applying it again', async () => {
    const edited = readMigrations().map((migration) => ({ ...migration, sql: 'SELECT broken', checksum: 'edited' }));
    expect(await migrate(test.db, edited)).toEqual({ applied: [], changed: readMigrations().map((migration) => migration.name) });
  });

  it('rolls a failing migration back completely', async () => {
    const bad = { version: 2, name: '002_bad.sql', checksum: 'x', sql: 'CREATE TABLE half_done (id INT); SELECT * FROM no_such_table;' };
    await expect(migrate(test.db, [...readMigrations(), bad])).rejects.toThrow(/no_such_table/);
    const { rows } = await test.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done' AND table_schema = current_schema()`);
    expect(rows).toHaveLength(0);
    const versions = await test.db.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(versions.rows.map((row) => row.version).sort((a, b) => a - b)).toEqual(readMigrations().map((migration) => migration.version));
  });

  if (kind === 'postgres') {
    it('lets two processes start at once: the advisory lock makes one wait, migrations apply once', async () => {
      const fresh = await openTestDatabase('postgres');
      try {
        const other = await fresh.openSecond!();
        const [a, b] = await Promise.all([prepareDatabase(fresh.db), prepareDatabase(other)]);
        expect([...a.applied, ...b.applied]).toEqual(readMigrations().map((migration) => migration.name));
        const { rows } = await fresh.db.query('SELECT version FROM schema_migrations');
        expect(rows).toHaveLength(readMigrations().length);
        expect((await rowCounts(fresh.db)).system_status).toBe(1);
      } finally {
        await fresh.dispose();
      }
    });
  }
});

describe('migration files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'suite-migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are read in version order', () => {
    writeFileSync(path.join(dir, '010_later.sql'), 'SELECT 10;');
    writeFileSync(path.join(dir, '002_sooner.sql'), 'SELECT 2;');
    expect(readMigrations(dir).map((migration) => migration.name)).toEqual(['002_sooner.sql', '010_later.sql']);
  });

  it('must be numbered and may not share a number', () => {
    writeFileSync(path.join(dir, 'init.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/001_name\.sql: init\.sql/);
    rmSync(path.join(dir, 'init.sql'));
    writeFileSync(path.join(dir, '001_a.sql'), 'SELECT 1;');
    writeFileSync(path.join(dir, '001_b.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/share version 1/);
  });
});
