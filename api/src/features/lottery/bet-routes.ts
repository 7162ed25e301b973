/**
 * The lobby page's calls (JSON envelopes, the lobby token in the path): its state for one lottery
 * and placing a bet. The token is the member's: whoever holds it acts as the member who launched,
 * while that member's login session lives. A request that also carries another member's login is
 * refused (403).
 */
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  LOTTERY_PLAY_TYPES,
  lotteryLobbyState,
  MAX_PICKS,
  type PlaceLotteryBetRequest,
  placeLotteryBet,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { AMOUNT_PATTERN } from '../../http/money-input';
import { serve } from '../../http/serve';
import { readAccountBalance, memberAccount } from '../../ledger/ledger';
import { idempotencyKeyOf } from '../../ledger/idempotency';
import { CURRENCY_SYMBOL } from '../game-wallet/wallet-repository';
import {
  checkBet,
  LOTTERY_WALLET,
  placeBet,
  playTypeInfo,
  readCurrentDraw,
  readLastResult,
  readMemberBets,
  readPlayTypeRows,
  requireLobbyGame,
  SETTLED_BETS_SHOWN,
} from './bet-repository';
import type { Clock } from './draw-scheduler';
import { findLobbySession, type LobbySession, type LoginSessions } from './lobby-sessions';
import type { Authenticate } from './lottery-auth';
import { nameIn } from './lottery-repository';
import { requestLanguage } from '../../http/language';

export interface BetRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  clock: Clock;
  loginSessions: LoginSessions;
}

const gameCode = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' };

const betBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'numero', 'playType', 'picks', 'stakePerNumber'],
  properties: {
    gameCode,
    numero: { type: 'string', minLength: 1, maxLength: 16, pattern: '^[0-9]+$' },
    playType: { type: 'string', enum: [...LOTTERY_PLAY_TYPES] },
    picks: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_PICKS,
      items: { type: 'string', minLength: 1, maxLength: 5, pattern: '^[0-9A-Z-]+$' },
    },
    stakePerNumber: { type: 'string', maxLength: 15, pattern: AMOUNT_PATTERN },
  },
};

/** Before the schema (which would coerce 7 to "7" and "07" to ["07"]): strings where strings are due, picks an array of strings. */
const betBodyTypes: preValidationHookHandler = async (request) => {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const field of ['gameCode', 'numero', 'playType', 'stakePerNumber']) {
    if (fields[field] !== undefined && typeof fields[field] !== 'string') throw new HttpError(400, `Invalid body: ${field} must be a string`);
  }
  const picks = fields.picks;
  if (picks !== undefined && (!Array.isArray(picks) || picks.some((pick) => typeof pick !== 'string'))) {
    throw new HttpError(400, 'Invalid body: picks must be an array of strings');
  }
};

export function registerBetRoutes(app: FastifyInstance, { db, authenticate, clock, loginSessions }: BetRoutesDeps): void {
  /** The token's live session; 403 when the request is logged in as someone else. */
  const sessionOf = async (request: FastifyRequest): Promise<LobbySession> => {
    const token = (request.params as { token?: string }).token ?? '';
    const session = await findLobbySession(db, loginSessions, token, clock.now());
    if (request.headers.authorization) {
      const caller = await authenticate(request);
      if (caller && String(caller.memberId) !== session.memberId) throw new HttpError(403, 'This lobby belongs to another member');
    }
    return session;
  };

  serve(app, lotteryLobbyState, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['gameCode'],
      properties: { gameCode, language: { type: 'string', enum: ['es', 'en'] } },
    },
    handler: async (input, request) => {
      const session = await sessionOf(request);
      const game = await requireLobbyGame(db, input.gameCode, session.prizeMode);
      const [playTypes, draw, openBets, settledBets, lastResult, balance] = [
        await readPlayTypeRows(db, game),
        await readCurrentDraw(db, game.gameId),
        await readMemberBets(db, session.memberId, game.gameId, true, 1000),
        await readMemberBets(db, session.memberId, game.gameId, false, SETTLED_BETS_SHOWN),
        await readLastResult(db, game.gameId),
        await readAccountBalance(db, memberAccount(session.memberId, LOTTERY_WALLET)),
      ];
      return {
        balance,
        currencySymbol: CURRENCY_SYMBOL,
        game: { gameCode: game.gameCode, name: nameIn(game.names, requestLanguage(request, input.language)), kind: game.kind, digits: game.digits },
        draw,
        playTypes: playTypes.map((row) => playTypeInfo(row, game.digits)),
        openBets,
        settledBets,
        lastResult,
      };
    },
  });

  serve(app, placeLotteryBet, {
    input: betBodySchema,
    preValidation: betBodyTypes,
    handler: async (input: PlaceLotteryBetRequest, request) => {
      const session = await sessionOf(request);
      const game = await requireLobbyGame(db, input.gameCode, session.prizeMode);
      const playType = checkBet(input, game, await readPlayTypeRows(db, game));
      const idempotencyKey = idempotencyKeyOf(request);
      return placeBet(db, input, playType, { memberId: session.memberId, game, idempotencyKey, now: clock.now() });
    },
  });
}
