import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  gameList,
  gameMenus,
  hotGames,
  jackpot,
  JACKPOT_INTERVAL_MS,
  JACKPOT_STEP,
  jackpotAmountAt,
  newGameVendor,
  recentGames,
  removeFavoriteGame,
  vassGameType,
} from '@suite/shared/contract';
import { defaultGameIconSvg, gameIconSvg, SVG_CONTENT_TYPE, vendorLogoSvg } from '../../artwork/svg';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { parseDbId } from '../../http/input-guards';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { type Authenticate, requirePlayer, requireRealPlayer } from '../player-auth/player-auth';
import { paging } from './game-query';
import {
  addFavorite,
  FAVORITES_LIMIT,
  findGame,
  listFavoriteGames,
  listRecentGames,
  readFavoriteIds,
  removeFavorite,
} from './game-repository';
import {
  catalogue,
  gameArtworkFrom,
  gameMenusFrom,
  hotGamesFrom,
  listGamesFrom,
  vendorGameTypesFrom,
  vendorLanesFrom,
} from './catalogue';
import {
  favoriteBodySchema,
  favoriteListQuerySchema,
  gameQuerySchema,
  hotGamesQuerySchema,
  languageQuerySchema,
  recentQuerySchema,
  removeFavoriteBodySchema,
  vassGameTypeQuerySchema,
  vendorListQuerySchema,
} from './game-schemas';

export interface GameRoutesDeps {
  db: Database;
  authenticate: Authenticate;
}

/** Generated images change only with the catalogue: let browsers and proxies keep them a day. */
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', SVG_CONTENT_TYPE)
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

/** Catalogue, vendors, favourites, recent and hot games, the jackpot, icons and logos. */
export function registerGameRoutes(app: FastifyInstance, { db, authenticate }: GameRoutesDeps): void {
  // Catalogue reads come from memory (catalogue.ts): no database call.
  serve(app, gameMenus, { input: languageQuerySchema, handler: async () => gameMenusFrom(await catalogue(db)) });

  serve(app, newGameVendor, {
    input: vendorListQuerySchema,
    handler: async (input, request) => ({ data: { lanes: vendorLanesFrom(await catalogue(db), requestLanguage(request, input.language)) } }),
  });

  serve(app, vassGameType, {
    input: vassGameTypeQuerySchema,
    handler: async (input, request) => {
      const found = vendorGameTypesFrom(await catalogue(db), input.vassalage, requestLanguage(request, input.language));
      if (!found) throw new HttpError(404, `Vendor ${input.vassalage} not found`);
      return found;
    },
  });

  serve(app, gameList, {
    input: gameQuerySchema,
    handler: async (input) => listGamesFrom(await catalogue(db), input, paging(input.pageNo, input.pageSize)),
  });

  serve(app, hotGames, { input: hotGamesQuerySchema, handler: async () => hotGamesFrom(await catalogue(db)) });

  serve(app, jackpot, {
    handler: () => {
      const now = Date.now();
      return { amount: jackpotAmountAt(now), step: JACKPOT_STEP, intervalMs: JACKPOT_INTERVAL_MS, serverTime: new Date(now).toISOString() };
    },
  });

  // --- Favourites and recent (T) ---

  serve(app, favoriteGames, {
    handler: async (_input, request) => readFavoriteIds(db, (await requirePlayer(authenticate, request)).memberId),
  });

  serve(app, favoriteGamesList, {
    input: favoriteListQuerySchema,
    handler: async (input, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      return listFavoriteGames(db, memberId, input, paging(input.pageNo, input.pageSize));
    },
  });

  serve(app, addFavoriteGame, {
    input: favoriteBodySchema,
    handler: async (input, request) => {
      const { memberId } = await requireRealPlayer(authenticate, request);
      const game = await findGame(db, { id: Number(input.nodeId) });
      if (!game) throw new HttpError(404, `Game ${input.nodeId} not found`);
      if (game.vassalage !== input.vendor || game.game_type !== input.gameType) {
        throw new HttpError(400, `Game ${input.nodeId} is not a ${input.gameType} game of ${input.vendor}`);
      }
      if ((await addFavorite(db, memberId, game.id)) === 'full') {
        throw new HttpError(409, `At most ${FAVORITES_LIMIT} favourite games`);
      }
      return null;
    },
  });

  serve(app, removeFavoriteGame, {
    input: removeFavoriteBodySchema,
    handler: async (input, request) => {
      const { memberId } = await requireRealPlayer(authenticate, request);
      await removeFavorite(db, memberId, Number(input.nodeId));
      return null;
    },
  });

  serve(app, recentGames, {
    input: recentQuerySchema,
    handler: async (input, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      return { list: await listRecentGames(db, memberId, input.vassalage) };
    },
  });

  // --- Artwork ---

  app.get<{ Params: { file: string } }>('/wps/static/games/:file', { config: { rateLimit: false } }, async (request, reply) => {
    const match = /^([1-9][0-9]{0,9}|default)\.svg$/.exec(request.params.file);
    if (!match) throw new HttpError(404, 'Image not found');
    if (match[1] === 'default') return sendSvg(reply, defaultGameIconSvg());
    // An id past the int4 column (9999999999) is simply not found: no database error, no log line.
    const id = parseDbId(match[1] ?? '');
    if (id === null) throw new HttpError(404, 'Image not found');
    const game = gameArtworkFrom(await catalogue(db), id);
    if (!game) throw new HttpError(404, 'Image not found');
    return sendSvg(reply, gameIconSvg(game));
  });

  app.get<{ Params: { file: string } }>('/wps/static/vendors/:file', { config: { rateLimit: false } }, async (request, reply) => {
    const match = /^([A-Z0-9_]{2,20})\.svg$/.exec(request.params.file);
    const vendor = match?.[1] ? (await catalogue(db)).vendors.get(match[1]) : undefined;
    if (!vendor) throw new HttpError(404, 'Image not found');
    return sendSvg(reply, vendorLogoSvg(vendor.displayName, vendor.hue, match?.[1]));
  });
}
