import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GAME_TYPES,
  type Language,
  launchGame,
  LOTTERY_VENDORS,
  pvpRoomList,
  SPORTS_LAUNCH_VENDOR,
  sportsLaunch,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { idempotencyKeyOf } from '../../ledger/idempotency';
import { findGame, type GameRow, recordRecentGame } from '../games/game-repository';
import { type Authenticate, type Player, requirePlayer } from '../player-auth/player-auth';
import { type LoginSessions, memberLoginSessions, PLAY_SESSION_UNKNOWN } from './login-bound-sessions';
import { renderMissingSessionPage, renderPlayPage } from './play-page';
import {
  createPlaySession,
  defaultMaxBet,
  findPlaySession,
  playRound,
  readPlayState,
  renewPlaySession,
  type RoundRequest,
  SESSION_RENEW_EVERY_MS,
  TOKEN_PATTERN,
} from './play-repository';
import { findPvpRoom, pvpRooms } from './pvp-rooms';

export const PLAY_PAGE_PREFIX = '/wps/static/play';

export interface LaunchDeps {
  db: Database;
  authenticate: Authenticate;
  /** Origins allowed to frame the game page (the suite's origins); the API's own origin always is. */
  frameAncestors: string[];
  /** The login sessions game sessions are bound to (the session feature's, revoked and expired only, by default). */
  loginSessions?: LoginSessions;
  /** The clock of session expiry (config.accounts.now in the app). */
  now?: () => Date;
}

const vassalage = { type: 'string', pattern: '^[A-Z0-9_]{2,20}$' };
const gameCode = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' };
const language = { type: 'string', enum: ['es', 'en'] };

const launchQuerySchema = {
  type: 'object',
  required: ['vassalage', 'gameCode', 'gameType'],
  properties: {
    vassalage,
    gameCode,
    gameType: { type: 'string', enum: [...GAME_TYPES] },
    roomId: { type: 'string', pattern: '^[0-9]{1,10}-[0-9]$' },
    language,
    platform: { type: 'string', maxLength: 64 },
  },
};

const roundBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount'],
  // The key: the Idempotency-Key header, or this field (the game frame sends it in the body).
  properties: { idempotencyKey: { type: 'string', maxLength: 200 }, amount: AMOUNT_SCHEMA },
};

const LOTTERY_VENDOR_SET = new Set<string>(LOTTERY_VENDORS);

function playUrl(token: string, lang: Language): string {
  return `${PLAY_PAGE_PREFIX}/${token}?lang=${lang}`;
}

/** Launch rules of spec 2 §2 that the server enforces (the front end routes these before calling). */
function checkLaunchable(game: GameRow): void {
  if (!game.is_game) throw new HttpError(400, `${game.display_name} is a vendor entry: open its game list instead`);
  if (game.game_type === 'LOTT' || game.game_type === 'ELOTT' || LOTTERY_VENDOR_SET.has(game.vassalage)) {
    throw new HttpError(400, 'Lottery games open through the lottery launch');
  }
}

/** Who launches: the player and the login session the game session is bound to. */
interface Launcher {
  player: Player;
  loginTokenHash: string;
  now: Date;
}

/** Stores the session and the recent-game entry together; returns the page URL. */
async function launch(db: Database, { player, loginTokenHash, now }: Launcher, game: GameRow, roomId: string | null, minBet: string, maxBet: string, lang: Language): Promise<string> {
  const token = await db.transaction(async (tx) => {
    const created = await createPlaySession(tx, { memberId: player.memberId, gameId: game.id, roomId, minBet, maxBet, loginTokenHash, now });
    await recordRecentGame(tx, player.memberId, game.id);
    return created;
  });
  return playUrl(token, lang);
}

/** Launch calls (launchGame, GLS2_roomList, GCS_gameLaunchFB) and the demo game page they open. */
export function registerLaunchRoutes(
  app: FastifyInstance,
  { db, authenticate, frameAncestors, loginSessions = memberLoginSessions, now = () => new Date() }: LaunchDeps,
): void {
  /** The caller, bound to its login session (a launch without a login token is refused like a visitor). */
  const launcher = async (request: FastifyRequest): Promise<Launcher> => {
    const player = await requirePlayer(authenticate, request);
    const loginTokenHash = loginSessions.tokenHashOf(request);
    if (!loginTokenHash) throw new HttpError(401, 'You are not logged in, please login');
    return { player, loginTokenHash, now: now() };
  };

  serve(app, pvpRoomList, {
    input: { type: 'object', required: ['vassalage', 'gameCode'], properties: { vassalage, gameCode } },
    handler: async (input, request) => {
      await requirePlayer(authenticate, request);
      const game = await findGame(db, input);
      if (!game || game.game_type !== 'PVP' || !game.is_game) throw new HttpError(404, `PVP game ${input.vassalage}/${input.gameCode} not found`);
      return pvpRooms(game.id, game.min_bet, requestLanguage(request));
    },
  });

  serve(app, launchGame, {
    input: launchQuerySchema,
    handler: async (input, request) => {
      const caller = await launcher(request);
      const game = await findGame(db, { vassalage: input.vassalage, gameCode: input.gameCode });
      if (!game) throw new HttpError(404, `Game ${input.vassalage}/${input.gameCode} not found`);
      if (game.game_type !== input.gameType) throw new HttpError(400, `Game ${input.gameCode} is a ${game.game_type} game, not ${input.gameType}`);
      checkLaunchable(game);
      const lang = requestLanguage(request, input.language);
      if (game.game_type === 'PVP') {
        const room = input.roomId ? findPvpRoom(game.id, game.min_bet, input.roomId) : undefined;
        if (!room) throw new HttpError(400, 'PVP games need a roomId of the game (GLS2_roomList)');
        return { content: await launch(db, caller, game, room.roomId, room.minBet, room.maxBet, lang) };
      }
      return { content: await launch(db, caller, game, null, game.min_bet, defaultMaxBet(game.min_bet), lang) };
    },
  });

  serve(app, sportsLaunch, {
    input: { type: 'object', properties: { language } },
    handler: async (input, request) => {
      const caller = await launcher(request);
      // The provider's first game is its sportsbook lobby.
      const { rows } = await db.query<{ game_code: string }>(
        `SELECT game_code FROM game WHERE vassalage = $1 AND game_type = 'SPORTS' AND is_game AND enabled ORDER BY id LIMIT 1`,
        [SPORTS_LAUNCH_VENDOR],
      );
      const game = rows[0] ? await findGame(db, { vassalage: SPORTS_LAUNCH_VENDOR, gameCode: rows[0].game_code }) : null;
      if (!game) throw new HttpError(404, `Sports provider ${SPORTS_LAUNCH_VENDOR} not available`);
      return { content: await launch(db, caller, game, null, game.min_bet, defaultMaxBet(game.min_bet), requestLanguage(request, input.language)) };
    },
  });

  // --- The demo game page (what launch URLs open) ---

  const ancestors = ["'self'", ...frameAncestors.filter((origin) => /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin))].join(' ');
  const tokenOf = (request: FastifyRequest<{ Params: { token: string } }>): string => {
    if (!TOKEN_PATTERN.test(request.params.token)) throw new HttpError(404, PLAY_SESSION_UNKNOWN.es, { translations: PLAY_SESSION_UNKNOWN });
    return request.params.token;
  };
  const sessionOf = (request: FastifyRequest<{ Params: { token: string } }>) => findPlaySession(db, loginSessions, tokenOf(request), now());
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(`${PLAY_PAGE_PREFIX}/:token`, async (request, reply) => {
    const lang: Language = request.query.lang === 'en' || request.query.lang === 'es' ? request.query.lang : requestLanguage(request);
    const nonce = randomBytes(16).toString('base64');
    noStore(reply)
      .header('content-type', 'text/html; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`,
      );
    try {
      const session = await sessionOf(request);
      return reply.send(renderPlayPage(await readPlayState(db, session), lang, nonce, { renewEveryMs: SESSION_RENEW_EVERY_MS }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply.status(error.statusCode).send(renderMissingSessionPage(lang, error.statusCode === 410 ? 'ended' : 'notFound', nonce));
    }
  });

  app.get<{ Params: { token: string } }>(`${PLAY_PAGE_PREFIX}/:token/state`, async (request, reply) => {
    noStore(reply);
    return ok(await readPlayState(db, await sessionOf(request)));
  });

  // The page renews its session while it is open; refused (410) once the session or its login ended.
  app.post<{ Params: { token: string } }>(`${PLAY_PAGE_PREFIX}/:token/renew`, async (request, reply) => {
    noStore(reply);
    return ok(await renewPlaySession(db, loginSessions, tokenOf(request), now()));
  });

  app.post<{ Params: { token: string }; Body: { amount: string; idempotencyKey?: string } }>(
    `${PLAY_PAGE_PREFIX}/:token/spin`,
    { schema: { body: roundBodySchema }, preValidation: bodyStrings(['amount', 'idempotencyKey']) },
    async (request, reply) => {
      noStore(reply);
      const session = await sessionOf(request);
      const round: RoundRequest = { amount: request.body.amount, idempotencyKey: idempotencyKeyOf(request, request.body.idempotencyKey) };
      return ok(await playRound(db, session, round, (n) => randomInt(n)));
    },
  );
}
