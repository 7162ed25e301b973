import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
/** pg_advisory_xact_lock key: one process applies migrations at a time (a no-op wait on PGlite). */
export const MIGRATION_LOCK_KEY = 7_240_001;

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  /** File names applied by this run, in order. */
  applied: string[];
  /** Applied migrations whose file changed since (edit a new migration instead). */
  changed: string[];
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`migration file name must look like 001_name.sql: ${file}`);
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return { version: Number(match[1]), name: file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

/**
 * Applies the pending migrations in order, in one transaction, recording each in schema_migrations.
 * The advisory lock makes a second process wait and then find nothing left to do.
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<MigrationReport> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      checksum TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations');
    const done = new Map(rows.map((row) => [row.version, row.checksum]));
    const report: MigrationReport = { applied: [], changed: [] };
    for (const migration of migrations) {
      const checksum = done.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) report.changed.push(migration.name);
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      report.applied.push(migration.name);
    }
    return report;
  });
}
