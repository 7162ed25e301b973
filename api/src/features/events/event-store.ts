/**
 * The member_event outbox (migration 160): triggers write it in the transaction of each change and
 * notify the schema's channel at commit; this module reads it back (a reconnect's replay), prunes it,
 * checks the sessions that hold streams, and reads what an event carries (balance, unread count).
 */
import type { LiveEventKind, Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { readBalances } from '../game-wallet/wallet-repository';
import { countUnread } from '../messages/message-repository';

/** One committed change of a member: what changed (several kinds when one transaction did several things). */
export interface EventRow {
  id: string;
  memberId: string;
  kinds: LiveEventKind[];
  orderId: string | null;
  orderStatus: string | null;
  at: Date;
}

/** The NOTIFY channel of this database's schema (named by the migration). */
export async function readChannel(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ channel: string }>('SELECT member_events_channel() AS channel');
  const channel = rows[0]?.channel;
  if (!channel) throw new Error('member_events_channel() answered nothing (migration 160 missing?)');
  return channel;
}

/** Tells every API process on this database (this one too) what `payload` says, at the caller's commit. */
export async function notifyAll(db: Queryable, payload: object): Promise<void> {
  await db.query('SELECT pg_notify(member_events_channel(), $1)', [JSON.stringify(payload)]);
}

export interface Replay {
  /** The member's events after the id asked for, oldest first. */
  rows: EventRow[];
  /** Events after that id may have been pruned already: the member may have missed some. */
  gap: boolean;
  /** The newest event id of the whole table (or below the prune horizon): where a resync stands. */
  newestId: string;
}

interface ReplayRow {
  id: string;
  member_id: string;
  kinds: LiveEventKind[];
  order_id: string | null;
  order_status: string | null;
  created_at: Date;
  kept_from: string;
  newest: string;
}

/** The member's kept events with an id above `afterId`, and whether some may already be gone. */
export async function readReplay(db: Queryable, memberId: string, afterId: bigint): Promise<Replay> {
  const { rows } = await db.query<ReplayRow>(
    `SELECT e.id::text AS id, e.member_id, e.kinds, e.order_id, e.order_status, e.created_at,
            h.kept_from::text AS kept_from, greatest(h.kept_from - 1, (SELECT max(id) FROM member_event))::text AS newest
       FROM member_event_horizon h
       LEFT JOIN member_event e ON e.member_id = $1 AND e.id > $2::bigint
      ORDER BY e.id`,
    [memberId, afterId.toString()],
  );
  const first = rows[0];
  const keptFrom = BigInt(first?.kept_from ?? '0');
  return {
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: row.id, memberId: row.member_id, kinds: row.kinds, orderId: row.order_id, orderStatus: row.order_status, at: row.created_at })),
    gap: afterId + 1n < keptFrom,
    newestId: first?.newest ?? '0',
  };
}

/**
 * Deletes the events older than `cutoff`, oldest id first (a prefix of the table: the first kept row
 * is found by walking the primary key), and moves the horizon that tells a reconnect it missed some.
 */
export async function pruneEvents(db: Queryable, cutoff: Date): Promise<number> {
  const { rows } = await db.query<{ deleted: number }>(
    `WITH cut AS (
       SELECT coalesce((SELECT id FROM member_event WHERE created_at >= $1 ORDER BY id LIMIT 1),
                       (SELECT max(id) + 1 FROM member_event)) AS below
     ), gone AS (
       DELETE FROM member_event WHERE id < (SELECT below FROM cut) RETURNING 1
     ), horizon AS (
       UPDATE member_event_horizon SET kept_from = greatest(kept_from, (SELECT below FROM cut))
        WHERE (SELECT below FROM cut) IS NOT NULL
     )
     SELECT count(*)::int AS deleted FROM gone`,
    [cutoff],
  );
  return rows[0]?.deleted ?? 0;
}

export type SessionEnd = 'logout' | 'expired';

/**
 * The sessions among `tokenHashes` that have ended, and why: revoked or gone (logout, password change,
 * revocation) or past their expiry or idle deadline. Read only: a stream is not activity.
 */
export async function endedSessions(
  db: Queryable,
  tokenHashes: readonly string[],
  { now, idleMs }: { now: Date; idleMs: number },
): Promise<Map<string, SessionEnd>> {
  const ended = new Map<string, SessionEnd>(tokenHashes.map((hash) => [hash, 'logout']));
  if (tokenHashes.length === 0) return ended;
  const { rows } = await db.query<{ token_hash: string; revoked: boolean; live: boolean }>(
    `SELECT token_hash, revoked_at IS NOT NULL AS revoked, expires_at > $2 AND last_seen_at > $3 AS live
       FROM member_session WHERE token_hash = ANY($1::text[])`,
    [tokenHashes, now, new Date(now.getTime() - idleMs)],
  );
  for (const row of rows) {
    if (row.revoked) continue;
    if (row.live) ended.delete(row.token_hash);
    else ended.set(row.token_hash, 'expired');
  }
  return ended;
}

/** What the member's events carry besides the kind: the balance and unread count now, when asked for. */
export interface EventFigures {
  sumBalance?: Money;
  unreadMessage?: number;
}

export async function readFigures(db: Queryable, memberId: string, kinds: ReadonlySet<LiveEventKind>): Promise<EventFigures> {
  const figures: EventFigures = {};
  if (kinds.has('balance')) figures.sumBalance = (await readBalances(db, memberId)).sumBalance;
  if (kinds.has('messages')) figures.unreadMessage = await countUnread(db, memberId);
  return figures;
}
