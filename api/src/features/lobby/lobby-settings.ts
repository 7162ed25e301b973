/**
 * The operator's settings of the lobby's live figures (table lobby_setting, migration 170), read from
 * memory like the other operator data (cache/operator-data.ts): the admin route invalidates them in
 * every process at once; a change made straight in the database shows within LOBBY_SETTINGS_TTL_MS.
 */
import { invalidateOperatorData, operatorData } from '../../cache/operator-data';
import type { Database, Queryable } from '../../db/database';

export interface LobbySettings {
  /** A game's player count shows from this many players up. */
  playersNowThreshold: number;
  /** A launch counts this many minutes after it was opened or renewed. */
  playersNowWindowMinutes: number;
}

/** The bounds of the table's CHECKs, for the admin route's schema. */
export const THRESHOLD_MAX = 100_000;
export const WINDOW_MINUTES_MAX = 1440;

export const LOBBY_SETTINGS_TTL_MS = 5_000;
const NAME = 'lobby-settings';

export async function readLobbySettings(db: Queryable): Promise<LobbySettings> {
  const { rows } = await db.query<LobbySettings>(
    `SELECT players_now_threshold AS "playersNowThreshold", players_now_window_minutes AS "playersNowWindowMinutes" FROM lobby_setting`,
  );
  const row = rows[0];
  if (!row) throw new Error('lobby_setting has no row (migration 170 inserts it)');
  return row;
}

/** Writes the fields given and answers the settings before and after (one transaction). */
export async function changeLobbySettings(db: Database, change: Partial<LobbySettings>): Promise<{ before: LobbySettings; after: LobbySettings }> {
  return db.transaction(async (tx) => {
    const before = await readLobbySettings(tx);
    const after = { ...before, ...change };
    await tx.query(`UPDATE lobby_setting SET players_now_threshold = $1, players_now_window_minutes = $2, updated_at = now()`, [
      after.playersNowThreshold,
      after.playersNowWindowMinutes,
    ]);
    return { before, after };
  });
}

/** The settings from memory. */
export function lobbySettings(db: Database): Promise<LobbySettings> {
  return operatorData(db, NAME, () => readLobbySettings(db), LOBBY_SETTINGS_TTL_MS).get();
}

/** The operator changed them: every process reads them again on its next call. */
export function invalidateLobbySettings(db: Database): void {
  invalidateOperatorData(db, NAME);
}
