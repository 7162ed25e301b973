/**
 * The lobby (issue 27). playersNow (GET /wps/lobby/playersNow, open to visitors): the games with
 * players now from the operator's threshold up (players-now.ts). categoryArt (GET
 * /wps/lobby/categoryArt): a game icon per game type, from the catalogue in memory. The operator's side,
 * behind the named admin accounts and in the audit log with the values before and after:
 *   GET /admin/lobby/settings   the threshold and the window
 *   PUT /admin/lobby/settings   change either or both (scripts/lobby settings --threshold N --window M)
 */
import type { FastifyInstance } from 'fastify';
import { type CategoryArt, categoryArt, GAME_TYPES, playersNow } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { adminAuth, noteAdminAudit } from '../../http/admin-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { catalogue, type CatalogueSnapshot } from '../games/catalogue';
import { changeLobbySettings, invalidateLobbySettings, type LobbySettings, lobbySettings, readLobbySettings, THRESHOLD_MAX, WINDOW_MINUTES_MAX } from './lobby-settings';
import { countPlayersNow, createPlayersNowCache } from './players-now';

export const ADMIN_LOBBY_SETTINGS_PATH = '/admin/lobby/settings';
/** How long one count serves every lobby that asks (they ask every PLAYERS_NOW_REFRESH_MS). */
export const PLAYERS_NOW_CACHE_MS = 5_000;

export interface LobbyDeps {
  db: Database;
  adminToken: string | null | undefined;
  now: () => Date;
  /** Tests: 0, so a launch shows in the next answer. */
  playersNowCacheMs?: number;
}

const playersNowQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { gameType: { type: 'string', enum: [...GAME_TYPES] } },
};

/** Nothing to send: any query parameter is a mistake (a 400, not silently ignored). */
const NO_INPUT = { type: 'object', additionalProperties: false, properties: {} };

/** Each game type's first hot game (else its first game) with its icon, in GAME_TYPES order. */
export function categoryArtFrom(snapshot: CatalogueSnapshot): CategoryArt[] {
  return GAME_TYPES.flatMap((gameType) => {
    const games = (snapshot.byType.get(gameType) ?? []).filter((entry) => entry.row.is_game);
    const cover = games.find((entry) => entry.row.is_hot) ?? games[0];
    return cover ? [{ gameType, imageUrl: cover.game.imageUrl }] : [];
  });
}

const settingsChangeSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    playersNowThreshold: { type: 'integer', minimum: 1, maximum: THRESHOLD_MAX },
    playersNowWindowMinutes: { type: 'integer', minimum: 1, maximum: WINDOW_MINUTES_MAX },
  },
};

export function registerLobby(app: FastifyInstance, { db, adminToken, now, playersNowCacheMs = PLAYERS_NOW_CACHE_MS }: LobbyDeps): void {
  const cached = createPlayersNowCache(playersNowCacheMs);

  serve(app, playersNow, {
    input: playersNowQuerySchema,
    handler: async ({ gameType }) => {
      const { playersNowThreshold: threshold, playersNowWindowMinutes: windowMinutes } = await lobbySettings(db);
      const games = await cached(`${threshold}|${windowMinutes}|${gameType ?? ''}`, () =>
        countPlayersNow(db, { now: now(), windowMinutes, threshold, ...(gameType ? { gameType } : {}) }),
      );
      return { games, threshold, windowMinutes };
    },
  });

  serve(app, categoryArt, { input: NO_INPUT, handler: async () => categoryArtFrom(await catalogue(db)) });

  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get(ADMIN_LOBBY_SETTINGS_PATH, { onRequest }, async () => ok(await readLobbySettings(db)));

  app.put<{ Body: Partial<LobbySettings> }>(ADMIN_LOBBY_SETTINGS_PATH, { onRequest, schema: { body: settingsChangeSchema } }, async (request) => {
    const { before, after } = await changeLobbySettings(db, request.body);
    invalidateLobbySettings(db);
    // What changed, as [before, after] per field.
    const changed = Object.fromEntries(Object.keys(request.body).map((field) => [field, [before[field as keyof LobbySettings], after[field as keyof LobbySettings]]]));
    noteAdminAudit(request, { changed });
    return ok(after);
  });
}
