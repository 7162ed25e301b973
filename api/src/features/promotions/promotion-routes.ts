/**
 * The player's promotion calls (contract: shared/src/api/contract/promotions.ts) and the winner board
 * (common.ts `winnerBoard`). The list and the detail are open to visitors; a token adds the caller's
 * standing. The raffle claim (MCS2_claimRafflePromotion) is served with the reward centre's calls
 * (rewards/reward-routes.ts), which hands a promotion id over to `claimRafflePrize`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACTIVITY_MAX_IMAGES,
  applyPromotion,
  joinPromotion as joinPromotionCall,
  MY_APPLICATIONS_MAX_PAGE_SIZE,
  myApplicationImage,
  myApplications,
  PROMOTION_CATEGORIES,
  promotionDetail,
  promotionList,
  winnerBoard,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { fieldIsString } from '../rewards/reward-routes';
import { APPLICATION_BODY_LIMIT, applicationSchema, applicationTypes, checkApplication } from './application-input';
import { promotionRefusal } from './promotion-messages';
import {
  applyToPromotion,
  joinPromotion,
  listMemberApplications,
  PROMOTION_ID_PATTERN,
  readMemberApplicationImage,
  readPromotionDetail,
  readPromotionList,
} from './promotion-repository';
import { readWinnerBoard } from './winners';

export interface PromotionRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  now: () => Date;
}

const PROMOTION_ID = { type: 'string', minLength: 2, maxLength: 40, pattern: PROMOTION_ID_PATTERN } as const;

export function registerPromotionRoutes(app: FastifyInstance, { db, authenticate, now }: PromotionRoutesDeps): void {
  /** The caller's member id, or null for a visitor (a stale token is a visitor here, never a 401). */
  const viewer = async (request: FastifyRequest) => (await authenticate(request))?.memberId ?? null;

  serve(app, promotionList, {
    input: { type: 'object', additionalProperties: false, properties: { category: { type: 'string', enum: [...PROMOTION_CATEGORIES] } } },
    handler: async (query, request) =>
      readPromotionList(db, { category: query?.category, memberId: await viewer(request), language: requestLanguage(request), now: now() }),
  });

  serve(app, promotionDetail, {
    input: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } },
    handler: async (query, request) => readPromotionDetail(db, query.id, await viewer(request), requestLanguage(request), now()),
  });

  serve(app, joinPromotionCall, {
    input: { type: 'object', additionalProperties: false, required: ['promotionId'], properties: { promotionId: PROMOTION_ID } },
    preValidation: fieldIsString('promotionId'),
    handler: async (input, request) => {
      const { memberId } = await requireRealPlayer(authenticate, request);
      await joinPromotion(db, memberId, input.promotionId, now());
      return { promotionId: input.promotionId, memberStatus: 'joined' as const };
    },
  });

  // Only this route's body may carry the application's images (three of 5 MB as data URLs).
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = APPLICATION_BODY_LIMIT;
    });
    serve(scope, applyPromotion, {
      input: applicationSchema,
      preValidation: applicationTypes,
      handler: async (input, request) => {
        const { memberId } = await requireRealPlayer(authenticate, request);
        return applyToPromotion(db, memberId, input.promotionId, checkApplication(input), now());
      },
    });
  });

  serve(app, myApplications, {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: MY_APPLICATIONS_MAX_PAGE_SIZE, default: 10 },
      },
    },
    handler: async (input, request) => {
      const { memberId } = await requireRealPlayer(authenticate, request);
      return listMemberApplications(db, memberId, requestLanguage(request), input.pageNo, input.pageSize);
    },
  });

  serve(app, myApplicationImage, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['applicationId', 'position'],
      properties: {
        applicationId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
        position: { type: 'integer', minimum: 1, maximum: ACTIVITY_MAX_IMAGES },
      },
    },
    handler: async (input, request) => {
      const { memberId } = await requireRealPlayer(authenticate, request);
      const image = await readMemberApplicationImage(db, memberId, input.applicationId, input.position);
      if (!image) throw promotionRefusal('imageNotFound', 404);
      return { mime: image.mime, dataUrl: `data:${image.mime};base64,${image.data.toString('base64')}` };
    },
  });

  serve(app, winnerBoard, { handler: async (_input, request) => readWinnerBoard(db, requestLanguage(request)) });
}
