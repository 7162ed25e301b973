import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Language,
  LOTTERY_LOBBY_PATH,
  LOTTERY_LOBBY_SESSION_PATH,
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
import { registerBetRoutes } from './bet-routes';
import type { Clock } from './draw-scheduler';
import { type LobbyPageData, lobbyContentSecurityPolicy, renderLobbyPage } from './lobby-page';
import { createLobbySession, findLobbySession, type LoginSessions, memberLoginSessions } from './lobby-sessions';
import { type Authenticate, NOT_LOGGED_IN, requireMember, requireRealAccount } from './lottery-auth';
import {
  findGame,
  groupByTag,
  readGameResults,
  readMemberResults,
  readMenuItems,
  readMenuItemsCached,
  readPopular,
  readRecentItems,
  readRegionalResults,
  recordLaunch,
} from './lottery-repository';

export interface LotteryRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  clock: Clock;
  /** The login sessions lobby sessions are bound to (the session feature's by default). */
  loginSessions?: LoginSessions;
  /** Origins allowed to frame the lobby page. */
  frameAncestors?: readonly string[];
}

/** What the lobby page is rendered from: the launch's lobby token too (null: read-only). */
export type LobbyPageInput = LobbyPageData & { token: string | null };

/** Results the lobby shows for its lottery. */
export const LOBBY_RESULTS = 10;
const MAX_COUNT = 100;

const prizeMode = { type: 'string', enum: PRIZE_MODES };
const device = { type: 'string', enum: ['WEB'] };
const language = { type: 'string', enum: ['es', 'en'] };
const count = { type: 'integer', minimum: 1, maximum: MAX_COUNT };
const gameCode = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' };
// An http(s) address or a root-relative path; whether it is the site's is checked by siteBackUrl.
const backUrl = { type: 'string', minLength: 1, maxLength: 2048, pattern: '^(https?://|/)\\S*$' };
const view = { type: 'string', enum: ['betting', 'lobby'] };

/**
 * The lobby's back link, only to the site itself (issue 11): an http(s) address of one of the site's
 * origins (config.corsOrigins, the origins that may frame the lobby), or a root-relative path of
 * the same site. Anything else (another origin, `//host`, `/\\host`, credentials) is null.
 */
export function siteBackUrl(raw: string, siteOrigins: readonly string[]): string | null {
  const placeholder = 'http://same-site.invalid';
  let url: URL;
  try {
    url = raw.startsWith('/') ? new URL(raw, placeholder) : new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (raw.startsWith('/')) return url.origin === placeholder ? `${url.pathname}${url.search}${url.hash}` : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const own = siteOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  return own ? url.href : null;
}

/** Names in the language asked for, else Accept-Language (the suite's client sends it); Spanish by default. */
export function requestLanguage(request: FastifyRequest, asked?: Language): Language {
  if (asked) return asked;
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'es';
}

/**
 * The lobby URL of a launch, root-relative (served through the host's proxy or the API base URL):
 * `/lotto/lobby/<token>?...` with the launch's lobby token, the read-only `/lgw/lobby?...` without.
 */
export function lobbyUrl(query: LotteryLaunchQuery, token: string | null = null): string {
  const params = new URLSearchParams({ prizeMode: query.prizeMode, view: query.view, lang: query.language });
  if (query.gameCode) params.set('gameCode', query.gameCode);
  params.set('backUrl', query.backUrl);
  return `${token ? `${LOTTERY_LOBBY_SESSION_PATH}/${token}` : LOTTERY_LOBBY_PATH}?${params.toString()}`;
}

interface LobbyQuery {
  prizeMode: PrizeMode;
  view: 'betting' | 'lobby';
  lang: Language;
  gameCode?: string;
  backUrl?: string;
}

export function registerLotteryRoutes(
  app: FastifyInstance,
  { db, authenticate, clock, loginSessions = memberLoginSessions, frameAncestors = [] }: LotteryRoutesDeps,
): void {
  registerBetRoutes(app, { db, authenticate, clock, loginSessions });
  // The site's origins: the ones that frame the lobby (app.ts passes config.corsOrigins), and the
  // API's own as the browser reached it (the site's, when the host proxies /lgw and /lotto).
  const siteOrigins = (request: FastifyRequest): string[] => [...frameAncestors, `${request.protocol}://${request.host}`];

  serve(app, lotteryMenu, {
    input: { type: 'object', required: ['prizeMode', 'device'], properties: { prizeMode, device, language } },
    handler: async (input, request) =>
      groupByTag(
        await readMenuItemsCached(db, { prizeMode: input.prizeMode, language: requestLanguage(request, input.language), now: clock.now() }),
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
      const loginTokenHash = loginSessions.tokenHashOf(request);
      if (!loginTokenHash) throw new HttpError(401, NOT_LOGGED_IN);
      const back = siteBackUrl(input.backUrl, siteOrigins(request));
      if (!back) throw new HttpError(400, 'Invalid query: backUrl must be an address of this site');
      if (input.gameCode) {
        const game = await findGame(db, input.gameCode, input.prizeMode);
        if (!game) throw new HttpError(404, 'Lottery not found');
        await recordLaunch(db, String(member.memberId), game.gameId, clock.now());
      }
      const token = await createLobbySession(db, {
        memberId: String(member.memberId),
        prizeMode: input.prizeMode,
        loginTokenHash,
        now: clock.now(),
      });
      return { content: lobbyUrl({ ...input, backUrl: back }, token) };
    },
  });

  const lobbyQuerySchema = {
    type: 'object',
    required: ['prizeMode', 'view', 'lang'],
    properties: { prizeMode, view, lang: language, gameCode, backUrl },
  };

  const sendLobbyPage = async (query: LobbyQuery, token: string | null, request: FastifyRequest, reply: FastifyReply) => {
    const now = clock.now();
    const items = await readMenuItems(db, { prizeMode: query.prizeMode, language: query.lang, now });
    const focus = query.gameCode ? (items.find((item) => item.gameCode === query.gameCode) ?? null) : null;
    if (query.gameCode && !focus) throw new HttpError(404, 'Lottery not found');
    if (query.view === 'betting' && !focus) throw new HttpError(400, 'Invalid query: gameCode is required for the betting view');
    const nonce = randomBytes(16).toString('base64');
    const data: LobbyPageInput = {
      language: query.lang,
      view: query.view,
      prizeMode: query.prizeMode,
      // A back link that is not the site's is dropped (the launch refuses it; an edited URL may carry one).
      backUrl: query.backUrl ? siteBackUrl(query.backUrl, siteOrigins(request)) : null,
      now,
      focus,
      focusResults: focus ? await readGameResults(db, focus.gameId, LOBBY_RESULTS, query.lang) : [],
      lotteries: items,
      nonce,
      token,
    };
    const html = renderLobbyPage(data);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', lobbyContentSecurityPolicy(nonce, frameAncestors))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  };

  // The read-only lobby (no bets): what launches answered before lobby sessions.
  app.get<{ Querystring: LobbyQuery }>(LOTTERY_LOBBY_PATH, { schema: { querystring: lobbyQuerySchema } }, (request, reply) =>
    sendLobbyPage(request.query, null, request, reply),
  );

  /**
   * A launch's lobby. A token whose session ended (logout, expiry) or is unknown renders the
   * read-only lobby (token null), so the page can say so and offer the way back.
   */
  app.get<{ Querystring: LobbyQuery; Params: { token: string } }>(
    `${LOTTERY_LOBBY_SESSION_PATH}/:token`,
    { schema: { querystring: lobbyQuerySchema } },
    async (request, reply) => {
      let token: string | null = request.params.token;
      try {
        const session = await findLobbySession(db, loginSessions, token, clock.now());
        if (session.prizeMode !== request.query.prizeMode) token = null;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        token = null;
      }
      return sendLobbyPage(request.query, token, request, reply);
    },
  );
}
