/** Test helpers of the lottery feature: a clock to move by hand, timers to fire by hand, draw rows. */
import type { Queryable } from '../../../db/database';
import type { Clock, Timers } from '../draw-scheduler';
import type { DigitSource } from '../draw-tick';
import { invalidateOperatorData } from '../../../cache/operator-data';
import { databaseOf } from '../../../db/transaction-owner';
import { LOTTERY_BET_RULES_DATA } from '../bet-repository';

export interface ManualClock extends Clock {
  set(iso: string | number): void;
  advance(ms: number): void;
}

export function manualClock(start: string | number): ManualClock {
  let now = typeof start === 'number' ? start : Date.parse(start);
  return {
    now: () => now,
    set: (value) => {
      now = typeof value === 'number' ? value : Date.parse(value);
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** Timers that never fire by themselves: the test reads the delay asked for and fires the callback. */
export interface ManualTimers extends Timers {
  pending(): { ms: number; fire(): void }[];
}

export function manualTimers(): ManualTimers {
  let nextId = 1;
  const waiting = new Map<number, { ms: number; callback: () => void }>();
  return {
    set(callback, ms) {
      const id = nextId++;
      waiting.set(id, { ms, callback });
      return id;
    },
    clear(handle) {
      waiting.delete(handle as number);
    },
    pending() {
      return [...waiting].map(([id, { ms, callback }]) => ({
        ms,
        fire() {
          waiting.delete(id);
          callback();
        },
      }));
    },
  };
}

/** Deterministic draws: 0123456789 cut to the game's length. */
export const fixedDigits: DigitSource = (digits) => '0123456789'.repeat(2).slice(0, digits);

export interface DrawRow {
  game_id: string;
  numero: string;
  draw_time: Date;
  lock_time: Date;
  status: 'open' | 'locked' | 'settled';
  winning_number: string | null;
  settled_at: Date | null;
}

export async function drawsOf(db: Queryable, gameId: string): Promise<DrawRow[]> {
  const { rows } = await db.query<DrawRow>(
    `SELECT game_id, numero, draw_time, lock_time, status, winning_number, settled_at
       FROM lottery_draw WHERE game_id = $1 ORDER BY draw_time`,
    [gameId],
  );
  return rows;
}

/** Leaves only these lotteries enabled (the others are not scheduled). */
export async function onlyGames(db: Queryable, gameIds: string[]): Promise<void> {
  await db.query('UPDATE lottery_game SET enabled = (game_id = ANY ($1::text[]))', [gameIds]);
  forgetBetRules(db);
}

/** Back to the seeded state: every lottery enabled, no draws, no launches, no bets (their ledger lines stay). */
export async function resetLotteries(db: Queryable): Promise<void> {
  await db.query('DELETE FROM lottery_bet');
  await db.query('DELETE FROM lottery_lobby_session');
  await db.query('DELETE FROM lottery_recent');
  await db.query('DELETE FROM lottery_draw');
  await db.query('UPDATE lottery_game SET enabled = TRUE, launch_count = 0');
  forgetBetRules(db);
}

/** The lotteries changed straight in the database: bets read them afresh (bet-repository.ts keeps them in memory). */
function forgetBetRules(db: Queryable): void {
  const owner = databaseOf(db);
  if (owner) invalidateOperatorData(owner, LOTTERY_BET_RULES_DATA);
}
