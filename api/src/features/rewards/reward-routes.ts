/**
 * The player's reward center and missions (contract: shared/src/api/contract/rewards.ts, the
 * missions calls in points.ts, the raffle claim in common.ts). Claims move money: they take an
 * Idempotency-Key and run once per key; the reward row's lock makes them credit once whatever the keys.
 */
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  claimRafflePromotion,
  claimReward,
  type ClaimRaffleResult,
  type ClaimRewardResult,
  collectMission as collectMissionCall,
  memberRewards,
  missionLeaderboard,
  missionSummary,
  REWARDS_MAX_PAGE_SIZE,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { claimRafflePrize, isPromotionId, PROMOTION_ID_PATTERN } from '../promotions/promotion-repository';
import { collectMission, readLeaderboard, readMissionSummary } from './mission-repository';
import { claimMemberReward, listRewards } from './reward-repository';

export interface RewardRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  /** The clock (tests move it). */
  now: () => Date;
}

export const REWARDS_DEFAULT_PAGE_SIZE = 10;
export const REWARD_ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 18, pattern: '^[1-9][0-9]{0,17}$' } as const;
export const MISSION_ID_SCHEMA = { type: 'string', minLength: 2, maxLength: 32, pattern: '^[a-z0-9-]{2,32}$' } as const;

const pageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: REWARDS_MAX_PAGE_SIZE, default: REWARDS_DEFAULT_PAGE_SIZE },
  },
};
const idBody = (field: string, schema: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: [field],
  properties: { [field]: schema },
});

/** Refuses a body whose field is present but not a string (before the schema coerces 5 to '5'). */
export function fieldIsString(field: string): preValidationHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined && typeof value !== 'string') throw new HttpError(400, `Invalid body: ${field} must be a string`);
  };
}

export function registerRewardRoutes(app: FastifyInstance, { db, authenticate, now }: RewardRoutesDeps): void {
  const player = (request: FastifyRequest) => requireRealPlayer(authenticate, request);

  serve(app, memberRewards, {
    input: pageSchema,
    handler: async (query, request) => {
      const { memberId } = await player(request);
      const page = { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? REWARDS_DEFAULT_PAGE_SIZE };
      return listRewards(db, memberId, page, requestLanguage(request), now());
    },
  });

  serve(app, claimReward, {
    input: idBody('rewardId', REWARD_ID_SCHEMA),
    preValidation: fieldIsString('rewardId'),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      const language = requestLanguage(request);
      return runIdempotent<ClaimRewardResult>(db, { scope: memberId, key, operation: operationOf(request), payload: input }, async (tx) => {
        const { rewardId, amount, balance, turnoverRequired, rewardCount } = await claimMemberReward(tx, memberId, input.rewardId, language, now());
        return { rewardId, amount, balance, turnoverRequired, rewardCount };
      });
    },
  });

  // MCS2_claimRafflePromotion: the promotion id is a raffle reward's id (digits), or a raffle promotion's
  // id (a slug: promotions/promotion-repository.ts claims its prize once per member).
  serve(app, claimRafflePromotion, {
    input: idBody('promotionId', { type: 'string', minLength: 1, maxLength: 40, pattern: `${REWARD_ID_SCHEMA.pattern}|${PROMOTION_ID_PATTERN}` }),
    preValidation: fieldIsString('promotionId'),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      const language = requestLanguage(request);
      return runIdempotent<ClaimRaffleResult>(db, { scope: memberId, key, operation: operationOf(request), payload: input }, async (tx) => {
        if (isPromotionId(input.promotionId)) return claimRafflePrize(tx, memberId, input.promotionId, language, now());
        const claimed = await claimMemberReward(tx, memberId, input.promotionId, language, now(), { source: 'raffle' });
        return { prizeName: claimed.title, amount: claimed.amount };
      });
    },
  });

  serve(app, missionSummary, {
    handler: async (_input, request) => {
      const { memberId } = await player(request);
      return readMissionSummary(db, memberId, requestLanguage(request), now());
    },
  });

  serve(app, collectMissionCall, {
    input: idBody('missionId', MISSION_ID_SCHEMA),
    preValidation: fieldIsString('missionId'),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      return collectMission(db, memberId, input.missionId, requestLanguage(request), now());
    },
  });

  serve(app, missionLeaderboard, {
    handler: async (_input, request) => {
      const { memberId } = await player(request);
      return readLeaderboard(db, memberId, now());
    },
  });
}
