import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Language,
  LOTTERY_LOBBY_PATH,
  type LotteryLaunchQuery,
  lotteryLaunch,
  lotteryMenu,
  openedNumeros,
  popularLotteries,
  PRIZE_MODES,
  type PrizeMode,
  recentLotteryMenu,
  regionalNumbers,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import type { Clock } from './draw-scheduler';
import { lobbyContentSecurityPolicy, renderLobbyPage } from './lobby-page';
import { type Authenticate, requireMember, requireRealAccount } from './lottery-auth';
import {
  findGame,
  groupByTag,
  readGameResults,
  readMemberResults,
  readMenuItems,
  readPopular,
  readRecentItems,
  readRegionalResults,
  recordLaunch,
} from './lottery-repository';

export interface LotteryRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  clock: Clock;
}

/** Results the lobby shows for its lottery. */
export const LOBBY_RESULTS = 10;
const MAX_COUNT = 100;

const prizeMode = { type: 'string', enum: PRIZE_MODES };
const device = { type: 'string', enum: ['WEB'] };
const language = { type: 'string', enum: ['es', 'en'] };
const count = { type: 'integer', minimum: 1, maximum: MAX_COUNT };
const gameCode = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' };
const backUrl = { type: 'string', minLength: 1, maxLength: 2048, pattern: '^https?://\\S+$' };
const view = { type: 'string', enum: ['betting', 'lobby'] };

/** Names in the language asked for, else Accept-Language (the suite's client sends it); Spanish by default. */
export function requestLanguage(request: FastifyRequest, asked?: Language): Language {
  if (asked) return asked;
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'es';
}

/** The lobby URL of a launch, root-relative (served through the host's proxy or the API base URL). */
export function lobbyUrl(query: LotteryLaunchQuery): string {
  const params = new URLSearchParams({ prizeMode: query.prizeMode, view: query.view, lang: query.language });
  if (query.gameCode) params.set('gameCode', query.gameCode);
  params.set('backUrl', query.backUrl);
  return `${LOTTERY_LOBBY_PATH}?${params.toString()}`;
}

interface LobbyQuery {
  prizeMode: PrizeMode;
  view: 'betting' | 'lobby';
  lang: Language;
  gameCode?: string;
  backUrl?: string;
}

export function registerLotteryRoutes(app: FastifyInstance, { db, authenticate, clock }: LotteryRoutesDeps): void {
  serve(app, lotteryMenu, {
    input: { type: 'object', required: ['prizeMode', 'device'], properties: { prizeMode, device, language } },
    handler: async (input, request) =>
      groupByTag(
        await readMenuItems(db, { prizeMode: input.prizeMode, language: requestLanguage(request, input.language), now: clock.now() }),
      ),
  });

  serve(app, recentLotteryMenu, {
    input: {
      type: 'object',
      required: ['prizeMode', 'device', 'recentCount'],
      properties: { prizeMode, device, recentCount: count, language },
    },
    handler: async (input, request) => {
      const member = await requireMember(authenticate, request);
      return readRecentItems(db, String(member.memberId), {
        prizeMode: input.prizeMode,
        language: requestLanguage(request, input.language),
        now: clock.now(),
        count: input.recentCount,
      });
    },
  });

  serve(app, popularLotteries, {
    input: {
      type: 'object',
      required: ['count', 'prizeMode', 'device', 'language'],
      properties: { count, prizeMode, device, language },
    },
    handler: (input) => readPopular(db, { prizeMode: input.prizeMode, language: input.language, now: clock.now(), count: input.count }),
  });

  serve(app, regionalNumbers, {
    input: { type: 'object', required: ['count'], properties: { count, language } },
    handler: (input, request) => readRegionalResults(db, input.count, requestLanguage(request, input.language)),
  });

  serve(app, openedNumeros, {
    input: { type: 'object', required: ['count'], properties: { count, language } },
    handler: async (input, request) => {
      const member = await requireMember(authenticate, request);
      return readMemberResults(db, String(member.memberId), input.count, requestLanguage(request, input.language));
    },
  });

  serve(app, lotteryLaunch, {
    input: {
      type: 'object',
      required: ['lottoArea', 'launchMode', 'prizeMode', 'view', 'device', 'backUrl', 'language'],
      properties: {
        lottoArea: { type: 'string', enum: ['VN'] },
        launchMode: { type: 'string', enum: ['LOTT'] },
        prizeMode,
        gameCode,
        view,
        device,
        backUrl,
        language,
      },
    },
    handler: async (input, request) => {
      const member = await requireRealAccount(authenticate, request);
      if (input.view === 'betting' && !input.gameCode) throw new HttpError(400, 'Invalid query: gameCode is required for the betting view');
      if (input.gameCode) {
        const game = await findGame(db, input.gameCode, input.prizeMode);
        if (!game) throw new HttpError(404, 'Lottery not found');
        await recordLaunch(db, String(member.memberId), game.gameId, clock.now());
      }
      return { content: lobbyUrl(input) };
    },
  });

  app.get<{ Querystring: LobbyQuery }>(
    LOTTERY_LOBBY_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['prizeMode', 'view', 'lang'],
          properties: { prizeMode, view, lang: language, gameCode, backUrl },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const now = clock.now();
      const items = await readMenuItems(db, { prizeMode: query.prizeMode, language: query.lang, now });
      const focus = query.gameCode ? (items.find((item) => item.gameCode === query.gameCode) ?? null) : null;
      if (query.gameCode && !focus) throw new HttpError(404, 'Lottery not found');
      if (query.view === 'betting' && !focus) throw new HttpError(400, 'Invalid query: gameCode is required for the betting view');
      const nonce = randomBytes(16).toString('base64');
      const html = renderLobbyPage({
        language: query.lang,
        view: query.view,
        prizeMode: query.prizeMode,
        backUrl: query.backUrl ?? null,
        now,
        focus,
        focusResults: focus ? await readGameResults(db, focus.gameId, LOBBY_RESULTS, query.lang) : [],
        lotteries: items,
        nonce,
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', lobbyContentSecurityPolicy(nonce))
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(html);
    },
  );
}
