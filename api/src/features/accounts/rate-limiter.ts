/**
 * A small sliding-window limiter in the database, so limits hold across restarts and processes:
 * one row per counted event, counted per bucket inside the window. Buckets are strings such as
 * `sms:number:+639171234567` or `login:ip:10.0.0.1`.
 */
import type { Database, Queryable } from '../../db/database';
import type { LimitRule } from './accounts-config';

export interface BucketRule extends LimitRule {
  bucket: string;
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

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
    async count(bucket, windowMs) {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM rate_limit_event WHERE bucket = $1 AND at > $2',
        [bucket, new Date(now().getTime() - windowMs)],
      );
      return rows[0]?.n ?? 0;
    },
    async clear(buckets) {
      if (buckets.length > 0) await db.query('DELETE FROM rate_limit_event WHERE bucket = ANY($1::text[])', [buckets]);
    },
  };
}
