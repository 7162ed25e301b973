import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseSettings {
  /** node-postgres when set. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://`. */
  dataDir: string;
}

export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openPglite(settings.dataDir);
}

/** Where a database lives, for logs (no credentials). */
export function describeDatabase(settings: DatabaseSettings): string {
  if (!settings.databaseUrl) return `pglite ${settings.dataDir}`;
  try {
    const url = new URL(settings.databaseUrl);
    return `postgres ${url.hostname || url.searchParams.get('host') || 'localhost'}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}
