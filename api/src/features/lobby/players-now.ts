/**
 * Players in each game now, from the launch records (game_session): distinct members with a session
 * of the game opened or renewed within the window and not ended. Opening and renewing both set
 * expires_at to that moment + SESSION_TTL_MINUTES, so the test is one range on expires_at (partial
 * index game_session_live_idx, migration 170). Lottery lobby sessions are not games of the catalogue
 * and are not counted.
 */
import type { GamePlayersNow, GameType } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { SESSION_TTL_MINUTES } from '../launch/play-repository';

const MINUTE_MS = 60_000;

export interface PlayersNowQuery {
  now: Date;
  windowMinutes: number;
  threshold: number;
  gameType?: GameType;
}

/** Games at or above the threshold, most players first (then by game id, so the order is stable). */
export async function countPlayersNow(db: Queryable, { now, windowMinutes, threshold, gameType }: PlayersNowQuery): Promise<GamePlayersNow[]> {
  // Last opened or renewed at or after `since` <=> expires_at >= since + the session's life.
  const since = now.getTime() - windowMinutes * MINUTE_MS;
  const expiresFrom = new Date(since + SESSION_TTL_MINUTES * MINUTE_MS);
  const { rows } = await db.query<{ vassalage: string; game_code: string; players: number }>(
    `SELECT g.vassalage, g.game_code, c.players
       FROM (SELECT game_id, count(DISTINCT member_id)::int AS players
               FROM game_session
              WHERE ended_at IS NULL AND expires_at >= $1 AND created_at <= $2
              GROUP BY game_id) c
       JOIN game g ON g.id = c.game_id
      WHERE g.enabled AND c.players >= $3 ${gameType ? 'AND g.game_type = $4' : ''}
      ORDER BY c.players DESC, g.id`,
    gameType ? [expiresFrom, now, threshold, gameType] : [expiresFrom, now, threshold],
  );
  return rows.map((row) => ({ vassalage: row.vassalage, gameCode: row.game_code, players: row.players }));
}

/**
 * The counts of one database, kept `ttlMs` (every open lobby asks every 30 s: one query a few seconds
 * serves them all). Unlike the operator data's memo, an old answer is never served past its time:
 * a count is only worth something fresh. Concurrent callers share one query.
 */
export function createPlayersNowCache(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<GamePlayersNow[]> }>();
  return (key: string, load: () => Promise<GamePlayersNow[]>): Promise<GamePlayersNow[]> => {
    const at = clock();
    const entry = entries.get(key);
    if (entry && at - entry.at < ttlMs) return entry.value;
    const value = load();
    // Keys are a game type and the operator's settings: a handful; old settings' keys go now and then.
    if (entries.size >= 64) entries.clear();
    entries.set(key, { at, value });
    // A failed query is not kept: the next caller asks again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
