/**
 * GCSGAME_getRankList (spec 2 §7; shown on the home and in the game hall): the top accounts of a
 * period from real rounds (game_bet), by total wins or by valid bets, of all games or one game
 * type. Accounts are masked; ties go to whoever got there first. Periods are UTC: today, the week
 * from Monday, the month.
 */
import type { FastifyInstance } from 'fastify';
import { GAME_TYPES, RANK_LIST_SIZE, type RankEntry, type RankListBy, type RankListPeriod, type RankListQuery, rankList } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { serve } from '../../http/serve';
import { maskAccount } from '../accounts/phone';

export interface RankListDeps {
  db: Database;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the period holding `now` (UTC). */
export function rankListSince(period: RankListPeriod, now: Date): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'day') return today;
  if (period === 'week') return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function readRankList(db: Database, query: { gameType?: string; by: RankListBy; period: RankListPeriod }, now: Date): Promise<RankEntry[]> {
  const column = query.by === 'bet' ? 'b.bet_amount' : 'b.win_amount';
  const { rows } = await db.query<{ account: string; amount: string; rounds: number }>(
    `SELECT m.account, sum(${column})::numeric(18,2)::text AS amount, count(*)::int AS rounds
       FROM game_bet b JOIN member m ON m.id = b.member_id JOIN game g ON g.id = b.game_id
      WHERE b.created_at >= $1 AND b.created_at <= $2 AND ($3::text IS NULL OR g.game_type = $3)
      GROUP BY b.member_id, m.account
     HAVING sum(${column}) > 0
      ORDER BY sum(${column}) DESC, max(b.id) ASC, b.member_id
      LIMIT ${RANK_LIST_SIZE}`,
    [rankListSince(query.period, now), now, query.gameType ?? null],
  );
  return rows.map((row, index) => ({ rank: index + 1, account: maskAccount(row.account), amount: row.amount, rounds: row.rounds }));
}

export function registerRankListRoutes(app: FastifyInstance, { db, now }: RankListDeps): void {
  serve(app, rankList, {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: {
        gameType: { type: 'string', enum: [...GAME_TYPES] },
        by: { type: 'string', enum: ['win', 'bet'] },
        period: { type: 'string', enum: ['day', 'week', 'month'] },
      },
    },
    handler: (input: RankListQuery) => readRankList(db, { gameType: input.gameType, by: input.by ?? 'win', period: input.period ?? 'week' }, now()),
  });
}
