/**
 * One pass of the draw scheduler at an instant `now`, in one transaction: lock the draws whose lock
 * time passed, settle (draw) the ones whose draw time passed, and open the next draw of every game
 * without one. Idempotent: running it again at the same instant changes nothing, which is what makes
 * restarts and a second API process safe.
 */
import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { settleDrawnBets } from './bet-settlement';
import { invalidateLotteryMenu } from './lottery-repository';
import { type DrawSchedule, nextDrawSlot } from './draw-calendar';
import { drawPrizeSheet } from './prize-sheet';

/** pg_try_advisory_xact_lock key: one process runs a pass at a time (always granted on PGlite). */
export const DRAW_TICK_LOCK_KEY = 7_240_030;

export type DigitSource = (digits: number) => string;

export const randomDigits: DigitSource = (digits) => Array.from({ length: digits }, () => String(randomInt(10))).join('');

export interface TickReport {
  /** Another process held the lock: nothing was done. */
  skipped: boolean;
  locked: number;
  settled: number;
  opened: number;
  /** Bets settled after the pass (of the draws it settled, or left open by a crash). */
  betsSettled: number;
  /** The next instant something is due (a lock or a draw), null when nothing is scheduled. */
  nextDueAt: number | null;
}

interface GameScheduleRow {
  game_id: string;
  kind: 'regional' | 'fast';
  draw_days: number[];
  draw_local_time: string | null;
  time_zone: string;
  interval_seconds: number | null;
  lock_seconds: number;
  last_draw_time: Date | null;
}

function scheduleOf(row: GameScheduleRow): DrawSchedule {
  return row.kind === 'fast'
    ? { kind: 'fast', intervalSeconds: row.interval_seconds ?? 60, timeZone: row.time_zone, lockSeconds: row.lock_seconds }
    : {
        kind: 'regional',
        drawDays: row.draw_days,
        drawLocalTime: row.draw_local_time ?? '00:00',
        timeZone: row.time_zone,
        lockSeconds: row.lock_seconds,
      };
}

async function lockDue(tx: Queryable, now: Date): Promise<number> {
  const result = await tx.query(`UPDATE lottery_draw SET status = 'locked' WHERE status = 'open' AND lock_time <= $1`, [now]);
  return result.rowCount;
}

async function settleDue(tx: Queryable, now: Date, digitsFor: DigitSource): Promise<number> {
  const { rows } = await tx.query<{ draw_id: number; digits: number; kind: 'regional' | 'fast'; menu_tag: string }>(
    `SELECT d.draw_id, g.digits, g.kind, g.menu_tag FROM lottery_draw d JOIN lottery_game g ON g.game_id = d.game_id
     WHERE d.status <> 'settled' AND d.draw_time <= $1
     ORDER BY d.draw_time, d.draw_id
     FOR UPDATE OF d SKIP LOCKED`,
    [now],
  );
  let settled = 0;
  for (const row of rows) {
    // The special prize (the winning number) first, then the rest of the sheet.
    const sheet = drawPrizeSheet({ kind: row.kind, menuTag: row.menu_tag, digits: row.digits }, digitsFor);
    const result = await tx.query(
      `UPDATE lottery_draw SET status = 'settled', winning_number = $2, prize_numbers = $4::text[], settled_at = $3
       WHERE draw_id = $1 AND status <> 'settled'`,
      [row.draw_id, sheet[0], now, sheet],
    );
    settled += result.rowCount;
  }
  return settled;
}

/** The next draw of each enabled game that has none waiting, after now and after its last draw. */
async function openNext(tx: Queryable, now: number): Promise<number> {
  const { rows } = await tx.query<GameScheduleRow>(
    `SELECT g.game_id, g.kind, g.draw_days, g.draw_local_time, g.time_zone, g.interval_seconds, g.lock_seconds,
       (SELECT max(d.draw_time) FROM lottery_draw d WHERE d.game_id = g.game_id) AS last_draw_time
     FROM lottery_game g
     WHERE g.enabled AND NOT EXISTS (SELECT 1 FROM lottery_draw d WHERE d.game_id = g.game_id AND d.status <> 'settled')
     ORDER BY g.game_id`,
  );
  let opened = 0;
  for (const row of rows) {
    const after = Math.max(now, row.last_draw_time?.getTime() ?? 0);
    const slot = nextDrawSlot(scheduleOf(row), after);
    // A restart inside a lock window opens the draw already locked: no bets, but it is still drawn.
    const status = slot.lockTime <= now ? 'locked' : 'open';
    const result = await tx.query(
      `INSERT INTO lottery_draw (game_id, numero, draw_time, lock_time, status, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [row.game_id, slot.numero, new Date(slot.drawTime), new Date(slot.lockTime), status, new Date(now)],
    );
    opened += result.rowCount;
  }
  return opened;
}

async function nextDue(tx: Queryable): Promise<number | null> {
  const { rows } = await tx.query<{ due: Date | null }>(
    `SELECT min(CASE WHEN status = 'open' THEN lock_time ELSE draw_time END) AS due
     FROM lottery_draw WHERE status <> 'settled'`,
  );
  return rows[0]?.due?.getTime() ?? null;
}

/**
 * The draws' pass in one transaction, then the bets of drawn draws in batches of their own (see
 * bet-settlement): also when another process ran the pass, since bets are taken with SKIP LOCKED.
 */
export async function runDrawTick(db: Database, now: number, digitsFor: DigitSource = randomDigits): Promise<TickReport> {
  const report = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ granted: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS granted', [DRAW_TICK_LOCK_KEY]);
    if (!rows[0]?.granted) return { skipped: true, locked: 0, settled: 0, opened: 0, nextDueAt: null };
    const at = new Date(now);
    const locked = await lockDue(tx, at);
    const settled = await settleDue(tx, at, digitsFor);
    const opened = await openNext(tx, now);
    return { skipped: false, locked, settled, opened, nextDueAt: await nextDue(tx) };
  });
  // The lottery menu shows the draws: it reloads (here and in the cluster's other processes).
  if (report.locked + report.settled + report.opened > 0) invalidateLotteryMenu(db);
  return { ...report, betsSettled: await settleDrawnBets(db, now) };
}
