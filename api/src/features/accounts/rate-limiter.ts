/**
 * A small sliding-window limiter in the database, so limits hold across restarts and processes:
 * one row per counted event, counted per bucket inside the window. Buckets are strings such as
 * `sms:number:+639171234567` or `login:ip:10.0.0.1`. Every count includes the pending events of
 * reservations (`reserve`) whose attempts are still running.
 */
import type { Database, Queryable } from '../../db/database';
import type { LimitRule } from './accounts-config';

export interface BucketRule extends LimitRule {
  bucket: string;
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

/** What a reservation's `decide` may read while it holds the locks of its buckets. */
export interface LimiterView {
  /** The time the reservation is counted at. */
  readonly at: Date;
  check(rules: BucketRule[]): Promise<LimitCheck>;
  count(bucket: string, windowMs: number): Promise<number>;
}

/** The pending events one reservation counted, one per bucket (row ids of rate_limit_event). */
export interface Reservation {
  readonly ids: readonly number[];
}

export interface Reserved<T> {
  value: T;
  /** Null when `decide` chose not to count the attempt. */
  reservation: Reservation | null;
}

export interface RateLimiter {
  /**
   * Counts one event in every bucket if all rules allow it; otherwise counts nothing and says
   * when the tightest rule lets the next one through.
   */
  hit(rules: BucketRule[]): Promise<LimitCheck>;
  /** Checks without counting. */
  peek(rules: BucketRule[]): Promise<LimitCheck>;
  /** Counts without checking (e.g. a failed login). */
  record(buckets: string[]): Promise<void>;
  /** Events in the bucket within the window. */
  count(bucket: string, windowMs: number): Promise<number>;
  clear(buckets: string[]): Promise<void>;
  /**
   * Counts an attempt before its work, atomically: in one transaction holding the buckets' locks,
   * `decide` reads the counts (every pending reservation included) and, when it answers
   * `reserve: true`, one pending event is counted in every bucket. Concurrent calls on a bucket
   * run one after another, each seeing the events of those before it; this is what makes the
   * 4th of 30 parallel logins already see 3 failures.
   */
  reserve<T>(buckets: string[], decide: (view: LimiterView) => Promise<{ reserve: boolean; value: T }>): Promise<Reserved<T>>;
  /** The reserved attempt failed (or was refused): its events stay counted, as settled events. */
  settle(reservation: Reservation): Promise<void>;
  /** The reserved attempt did not count (a success, a registration refused for another reason): its events go. */
  release(reservation: Reservation): Promise<void>;
  /** Removes the settled events of the buckets, not the pending ones of attempts still running. */
  clearSettled(buckets: string[]): Promise<void>;
}

async function check(tx: Queryable, rules: BucketRule[], now: Date): Promise<LimitCheck> {
  let retryAfterMs = 0;
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowMs);
    // The max-th newest event in the window: once it leaves the window, there is room again.
    const { rows } = await tx.query<{ at: Date }>(
      `SELECT at FROM rate_limit_event WHERE bucket = $1 AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1`,
      [rule.bucket, since, rule.max - 1],
    );
    const blocking = rows[0];
    if (blocking) retryAfterMs = Math.max(retryAfterMs, blocking.at.getTime() + rule.windowMs - now.getTime());
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
}

async function countIn(tx: Queryable, bucket: string, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_event WHERE bucket = $1 AND at > $2', [bucket, since]);
  return rows[0]?.n ?? 0;
}

async function lockBuckets(tx: Queryable, buckets: string[]): Promise<void> {
  for (const bucket of [...new Set(buckets)].sort()) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`rate:${bucket}`]);
  }
}

export function createRateLimiter(db: Database, now: () => Date): RateLimiter {
  const record = async (tx: Queryable, buckets: string[], at: Date): Promise<void> => {
    for (const bucket of new Set(buckets)) {
      await tx.query('INSERT INTO rate_limit_event (bucket, at) VALUES ($1, $2)', [bucket, at]);
    }
  };
  return {
    hit: (rules) =>
      db.transaction(async (tx) => {
        const at = now();
        await lockBuckets(tx, rules.map((rule) => rule.bucket));
        const result = await check(tx, rules, at);
        if (result.allowed) await record(tx, rules.map((rule) => rule.bucket), at);
        return result;
      }),
    peek: (rules) => check(db, rules, now()),
    record: (buckets) => db.transaction((tx) => record(tx, buckets, now())),
    count: (bucket, windowMs) => countIn(db, bucket, new Date(now().getTime() - windowMs)),
    async clear(buckets) {
      if (buckets.length > 0) await db.query('DELETE FROM rate_limit_event WHERE bucket = ANY($1::text[])', [buckets]);
    },
    reserve: (buckets, decide) =>
      db.transaction(async (tx) => {
        const at = now();
        await lockBuckets(tx, buckets);
        const view: LimiterView = {
          at,
          check: (rules) => check(tx, rules, at),
          count: (bucket, windowMs) => countIn(tx, bucket, new Date(at.getTime() - windowMs)),
        };
        const { reserve, value } = await decide(view);
        if (!reserve) return { value, reservation: null };
        const ids: number[] = [];
        for (const bucket of new Set(buckets)) {
          const { rows } = await tx.query<{ id: number }>(
            'INSERT INTO rate_limit_event (bucket, at, pending) VALUES ($1, $2, TRUE) RETURNING id',
            [bucket, at],
          );
          ids.push(Number(rows[0]?.id));
        }
        return { value, reservation: { ids } };
      }),
    async settle({ ids }) {
      if (ids.length > 0) await db.query('UPDATE rate_limit_event SET pending = FALSE WHERE id = ANY($1::bigint[])', [ids]);
    },
    async release({ ids }) {
      if (ids.length > 0) await db.query('DELETE FROM rate_limit_event WHERE id = ANY($1::bigint[])', [ids]);
    },
    async clearSettled(buckets) {
      if (buckets.length > 0) await db.query('DELETE FROM rate_limit_event WHERE bucket = ANY($1::text[]) AND NOT pending', [buckets]);
    },
  };
}
