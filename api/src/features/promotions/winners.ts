/**
 * The winner board (spec 2 §7 "winner board"; ours: GET /wps/relay/GCSGAME_getWinnerBoard): big wins
 * of real rounds and lottery settlements, recorded by an activity handler inside the move's own
 * transaction, so a board line is a win that really happened, once. The operator's rule (site_setting
 * 'winnerBoard'): a win counts from `minWin`, and from `minMultiplier` times the stake.
 */
import type { Language, Money, Winner } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { toCents } from '../../money/cents';
import { maskAccount } from '../accounts/phone';
import type { ActivityEvent } from '../loyalty/activity-events';

export interface WinnerRule {
  minWin: Money;
  /** Decimal string: '5' is five times the stake. */
  minMultiplier: string;
  /** Lines the board shows. */
  size: number;
}

export const DEFAULT_WINNER_RULE: WinnerRule = { minWin: '100.00', minMultiplier: '5', size: 20 };
export const WINNER_BOARD_MAX_SIZE = 50;

export async function readWinnerRule(db: Queryable): Promise<WinnerRule> {
  const { rows } = await db.query<{ value: Partial<WinnerRule> }>(`SELECT value FROM site_setting WHERE key = 'winnerBoard'`);
  return { ...DEFAULT_WINNER_RULE, ...(rows[0]?.value ?? {}) };
}

export async function writeWinnerRule(db: Queryable, rule: WinnerRule): Promise<void> {
  await db.query(`INSERT INTO site_setting (key, value) VALUES ('winnerBoard', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [JSON.stringify(rule)]);
}

/** Multiplier as hundredths (exact): '5' -> 500n, '2.5' -> 250n. */
const hundredths = (value: string): bigint => toCents(value);

/** Whether a win of `win` on a stake of `bet` is big under the rule (exact integer maths). */
export function isBigWin(bet: Money, win: Money, rule: WinnerRule): boolean {
  const winCents = toCents(win);
  if (winCents <= 0n || winCents < toCents(rule.minWin)) return false;
  // win >= multiplier x bet, in cents x 100 on both sides.
  return winCents * 100n >= hundredths(rule.minMultiplier) * toCents(bet);
}

interface Named {
  name_es: string;
  name_en: string;
  vendor: string;
}

async function roundGame(tx: Queryable, gameId: string): Promise<Named | null> {
  const { rows } = await tx.query<Named>(
    `SELECT g.name AS name_es, g.name AS name_en, v.display_name AS vendor FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage WHERE g.id = $1::int`,
    [gameId],
  );
  return rows[0] ?? null;
}

async function lotteryGame(tx: Queryable, betId: string): Promise<Named | null> {
  const { rows } = await tx.query<Named>(
    `SELECT coalesce(l.names->>'es', l.game_code) AS name_es, coalesce(l.names->>'en', l.game_code) AS name_en, l.vendor
       FROM lottery_bet b JOIN lottery_game l ON l.game_id = b.game_id WHERE b.bet_id = $1::bigint`,
    [betId],
  );
  return rows[0] ?? null;
}

/** The activity handler: a big win of a round or a settled lottery bet goes on the board. */
export async function recordBigWin(tx: Queryable, event: ActivityEvent): Promise<void> {
  if (event.kind === 'deposit') return;
  const bet = event.kind === 'round' ? event.bet : event.stake;
  const win = event.kind === 'round' ? event.win : event.payout;
  if (toCents(win) <= 0n) return;
  const rule = await readWinnerRule(tx);
  if (!isBigWin(bet, win, rule)) return;
  const game = event.kind === 'round' ? await roundGame(tx, event.gameId) : await lotteryGame(tx, event.betId);
  if (!game) return;
  await tx.query(
    `INSERT INTO winner (source, reference, member_id, game_name_es, game_name_en, vendor, bet, win, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9) ON CONFLICT (source, reference) DO NOTHING`,
    [
      event.kind === 'round' ? 'round' : 'lottery',
      event.kind === 'round' ? event.roundId : event.betId,
      event.memberId,
      game.name_es,
      game.name_en,
      game.vendor,
      bet,
      win,
      event.at,
    ],
  );
}

/** The latest big wins, newest first, the account masked (ab***z). */
export async function readWinnerBoard(db: Queryable, language: Language): Promise<Winner[]> {
  const { size } = await readWinnerRule(db);
  const { rows } = await db.query<{ account: string; game_name: string; vendor: string; win: string; created_at: Date }>(
    `SELECT m.account, w.game_name_${language} AS game_name, w.vendor, w.win::text AS win, w.created_at
       FROM winner w JOIN member m ON m.id = w.member_id
      ORDER BY w.created_at DESC, w.id DESC LIMIT $1`,
    [Math.min(Math.max(1, size), WINNER_BOARD_MAX_SIZE)],
  );
  return rows.map((row) => ({ account: maskAccount(row.account), gameName: row.game_name, vendor: row.vendor, amount: row.win, time: row.created_at.toISOString() }));
}
