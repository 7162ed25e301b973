import { userInfo } from 'node:os';
import pg from 'pg';
import { ownedBy } from './transaction-owner';
import type { Database, Queryable, QueryResult } from './database';
import { statementName } from './statement-names';

const INT8_OID = 20;

/** How often a transaction PostgreSQL chose as a deadlock's victim is tried in all. */
export const DEADLOCK_ATTEMPTS = 3;

/** SQLSTATE 40P01, deadlock_detected. */
export function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01';
}

/** Match PGlite: INT8 as a number while it is exact, else the string. */
function parseInt8(text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      // Named: parsed and planned once per connection (statement-names.ts).
      const result = await target.query({ name: statementName(sql), text: sql, values: [...params] });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await target.query(sql);
    },
  };
}

/**
 * Like libpq, default the user to the OS account: node-postgres reads only $PGUSER/$USER, which a
 * root shell may not set (e.g. `postgres:///suite_test?host=/var/run/postgresql`).
 */
export function withDefaultUser(connectionString: string, env: NodeJS.ProcessEnv = process.env): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  if (url.username || url.searchParams.has('user') || env.PGUSER || env.USER) return connectionString;
  url.searchParams.set('user', userInfo().username);
  return url.toString();
}

export interface PostgresOptions {
  /** Use this schema (search_path) instead of the default; tests use a fresh one per run. */
  schema?: string;
  max?: number;
}

/** A LISTEN connection lost is opened again after this, doubling up to LISTEN_RETRY_MAX_MS. */
const LISTEN_RETRY_MS = 500;
const LISTEN_RETRY_MAX_MS = 15_000;

/**
 * LISTEN on a client of its own (a pooled one would go back to the pool and lose it), opened again
 * after a loss (server restart, network): `onReconnect` then, as notifications sent meanwhile are gone.
 */
async function listenOn(
  clientConfig: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  const listenSql = `LISTEN "${channel.replace(/"/g, '""')}"`;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = LISTEN_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // An error is followed by 'end', which reconnects.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || stopped) return;
      client = null;
      retry();
    });
    client = next;
    try {
      await next.connect();
      await next.query(listenSql);
    } catch (error) {
      client = null;
      await next.end().catch(() => undefined);
      throw error;
    }
  };
  const retry = (): void => {
    timer = setTimeout(() => {
      open().then(
        () => {
          retryMs = LISTEN_RETRY_MS;
          onReconnect?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          if (!stopped) retry();
        },
      );
    }, retryMs);
    timer.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`invalid schema name ${options.schema}`);
  }
  const clientConfig: pg.ClientConfig = {
    connectionString: withDefaultUser(connectionString),
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
  const listeners = new Set<() => Promise<void>>();
  // An idle client's connection error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const base = wrap(pool);
  await base.query('SELECT 1');
  let closed = false;
  const runOnce = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(ownedBy(wrap(client), database));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const database: Database = {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runOnce(fn);
        } catch (error) {
          // PostgreSQL aborted this transaction to break a deadlock (two transactions that lock, say, a
          // member's wallet and a house account in opposite orders): nothing of it was kept, so it runs
          // again, a little later, as the server's documentation advises. Every other error is the caller's.
          if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 20 * attempt)));
        }
      }
    },
    async listen(channel, onPayload, onReconnect) {
      const stop = await listenOn(clientConfig, channel, onPayload, onReconnect);
      const once = async (): Promise<void> => {
        if (listeners.delete(once)) await stop();
      };
      listeners.add(once);
      return once;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
  return database;
}
