/**
 * What a member used in each rolling window, from the ledger and the orders:
 *
 * - deposit: credited deposits (the order's amount, dated by the crediting journal) plus deposit
 *   orders still pending (dated by their creation): an open order holds its amount against the limit
 *   until it is credited (then it counts as credited) or failed (then it counts nothing), so several
 *   open orders never pass the limit together. A pending order older than the window drops out.
 * - wager: stakes, i.e. the member's `bet` postings (game rounds and lottery bets, every wallet);
 * - loss: stakes minus wins (`win` postings: round wins and lottery prizes), never below zero.
 *
 * A window holds what happened after `now - length` (no upper bound: a move dated after a test clock
 * that stands in the past still counts). All sums are in cents (BigInt).
 */
import type { LimitKind, LimitWindow } from '@suite/shared/contract';
import { LIMIT_WINDOWS } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { toCents, toSignedCents } from '../../money/cents';
import { WINDOW_MS } from './responsible-time';

export type Usage = Record<LimitKind, Record<LimitWindow, bigint>>;

const since = (now: Date, window: LimitWindow) => new Date(now.getTime() - WINDOW_MS[window]);

const DEPOSITS = `
  SELECT o.amount, j.created_at AS at FROM deposit_order o JOIN ledger_journal j ON j.id = o.journal_id
   WHERE o.member_id = $1 AND o.status = 'credited' AND j.created_at > $2
  UNION ALL
  SELECT o.amount, o.created_at AS at FROM deposit_order o
   WHERE o.member_id = $1 AND o.status = 'pending' AND o.created_at > $2`;

const PLAY = `
  SELECT p.entry_type, p.amount, p.created_at AS at FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id
   WHERE a.owner = 'member' AND a.member_id = $1 AND p.entry_type IN ('bet', 'win') AND p.created_at > $2`;

/**
 * The SELECT of one kind group's sums per window, with the statement's placeholders for the member and
 * the three window starts (a move reads them in its rules statement: enforcement.ts). Deposits:
 * deposit_day, deposit_week, deposit_month; play: stake_* and win_* of each window. `onlyIf`: a
 * condition without columns that, when false, skips the reading (the sums are then zero).
 */
export function usageSql(group: 'deposit' | 'play', p: { member: string; month: string; day: string; week: string }, onlyIf = 'TRUE'): string {
  if (group === 'deposit') {
    return `SELECT coalesce(sum(amount) FILTER (WHERE at > ${p.day}), 0)::text AS deposit_day, coalesce(sum(amount) FILTER (WHERE at > ${p.week}), 0)::text AS deposit_week,
              coalesce(sum(amount), 0)::text AS deposit_month
         FROM (${DEPOSITS.replaceAll('$1', p.member).replaceAll('$2', p.month)}) d WHERE ${onlyIf}`;
  }
  return `SELECT coalesce(-sum(amount) FILTER (WHERE entry_type = 'bet' AND at > ${p.day}), 0)::text AS stake_day,
              coalesce(-sum(amount) FILTER (WHERE entry_type = 'bet' AND at > ${p.week}), 0)::text AS stake_week,
              coalesce(-sum(amount) FILTER (WHERE entry_type = 'bet'), 0)::text AS stake_month,
              coalesce(sum(amount) FILTER (WHERE entry_type = 'win' AND at > ${p.day}), 0)::text AS win_day,
              coalesce(sum(amount) FILTER (WHERE entry_type = 'win' AND at > ${p.week}), 0)::text AS win_week,
              coalesce(sum(amount) FILTER (WHERE entry_type = 'win'), 0)::text AS win_month
         FROM (${PLAY.replaceAll('$1', p.member).replaceAll('$2', p.month)}) p WHERE ${onlyIf}`;
}

/** The window starts of `now` (month, day, week: the order of readUsage's parameters after the member). */
export function windowStarts(now: Date): [Date, Date, Date] {
  return [since(now, 'month'), since(now, 'day'), since(now, 'week')];
}

const zeroUsage = (): Usage => {
  const zero = () => ({ day: 0n, week: 0n, month: 0n });
  return { deposit: zero(), loss: zero(), wager: zero() };
};

/** The usage of the kinds asked for, from the columns of usageSql (absent columns count nothing). */
export function usageOfRow(row: Readonly<Record<string, string | null | undefined>>, kinds: readonly LimitKind[]): Usage {
  const usage = zeroUsage();
  for (const window of LIMIT_WINDOWS) {
    if (kinds.includes('deposit')) usage.deposit[window] = toCents(row[`deposit_${window}`] ?? '0');
    if (kinds.includes('loss') || kinds.includes('wager')) {
      const stakes = toSignedCents(row[`stake_${window}`] ?? '0');
      const wins = toSignedCents(row[`win_${window}`] ?? '0');
      usage.wager[window] = stakes;
      usage.loss[window] = stakes > wins ? stakes - wins : 0n;
    }
  }
  return usage;
}

const PLACEHOLDERS = { member: '$1', month: '$2', day: '$3', week: '$4' };

/** Every window's use of the kinds asked for (two queries at most). */
export async function readUsage(db: Queryable, memberId: string, now: Date, kinds: readonly LimitKind[] = ['deposit', 'loss', 'wager']): Promise<Usage> {
  const row: Record<string, string> = {};
  const params = [memberId, ...windowStarts(now)];
  if (kinds.includes('deposit')) Object.assign(row, (await db.query<Record<string, string>>(usageSql('deposit', PLACEHOLDERS), params)).rows[0]);
  if (kinds.includes('loss') || kinds.includes('wager')) Object.assign(row, (await db.query<Record<string, string>>(usageSql('play', PLACEHOLDERS), params)).rows[0]);
  return usageOfRow(row, kinds);
}

/** One instant's contribution to a kind's use (a loss event is stakes minus wins, may be negative). */
interface UsageEvent {
  /** Microseconds since the epoch (the database's precision). */
  atMicros: bigint;
  cents: bigint;
}

async function readEvents(db: Queryable, memberId: string, kind: LimitKind, from: Date): Promise<UsageEvent[]> {
  const micros = `(extract(epoch FROM at) * 1000000)::bigint::text`;
  if (kind === 'deposit') {
    const { rows } = await db.query<{ at: string; cents: string }>(
      `SELECT ${micros} AS at, sum(amount)::text AS cents FROM (${DEPOSITS}) d GROUP BY d.at ORDER BY d.at`,
      [memberId, from],
    );
    return rows.map((row) => ({ atMicros: BigInt(row.at), cents: toCents(row.cents) }));
  }
  const contribution = kind === 'wager' ? `CASE WHEN entry_type = 'bet' THEN -amount ELSE 0 END` : `-amount`;
  const { rows } = await db.query<{ at: string; cents: string }>(
    `SELECT ${micros} AS at, sum(${contribution})::text AS cents FROM (${PLAY}) p GROUP BY p.at ORDER BY p.at`,
    [memberId, from],
  );
  return rows.map((row) => ({ atMicros: BigInt(row.at), cents: toSignedCents(row.cents) }));
}

/**
 * When enough of the window has rolled off for `attempted` to fit under `limit`: the first instant
 * at which, with the events up to some time gone, the use plus the attempt is at most the limit (an
 * event leaves the window `length` after it happened). Null when the attempt alone is above the limit.
 */
export async function freesAt(db: Queryable, memberId: string, kind: LimitKind, window: LimitWindow, now: Date, attempted: bigint, limit: bigint): Promise<Date | null> {
  if (attempted > limit) return null;
  const events = await readEvents(db, memberId, kind, since(now, window));
  let remaining = events.reduce((sum, event) => sum + event.cents, 0n);
  for (const event of events) {
    remaining -= event.cents;
    const used = kind === 'loss' && remaining < 0n ? 0n : remaining;
    if (used + attempted <= limit) {
      // Whole milliseconds, rounded up: at that instant the event is out of the window.
      const ms = (event.atMicros + 999n) / 1000n;
      return new Date(Number(ms) + WINDOW_MS[window]);
    }
  }
  return null;
}
