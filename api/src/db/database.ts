/**
 * The one database interface of the API, implemented by PGlite (default) and node-postgres
 * (DATABASE_URL). Write SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both accept.
 *
 * Value types are the same on both: NUMERIC -> string (money stays exact), INT4 -> number,
 * INT8 -> number (pg is configured to match PGlite), TIMESTAMPTZ -> Date, JSONB -> parsed JSON,
 * TEXT[] -> string[]. Pass JSON parameters as `JSON.stringify(x)` with a `$n::jsonb` cast.
 */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted. */
  rowCount: number;
}

export interface Queryable {
  /** One statement, `$1`-style parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `fn` in BEGIN/COMMIT; any throw rolls back and rethrows. Not nestable. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY payload on `channel` (sent by any connection, delivered after
   * its commit) until the returned function stops it. PostgreSQL: a connection of its own, outside the
   * pool, reconnected after a loss; `onReconnect` then says notifications may have been missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball (tests copy a prepared database with it). */
  dumpDataDir?(): Promise<Blob>;
}
