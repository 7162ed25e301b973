/**
 * Bonus details (bonusDetails; contract shared/src/api/contract/bonus.ts): the caller's bonuses,
 * newest first, with their turnover as the withdrawal check counts it.
 */
import type { FastifyInstance } from 'fastify';
import { BONUS_MAX_PAGE_SIZE, memberBonuses } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { serve } from '../../http/serve';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { listMemberBonuses } from './bonus-repository';

export interface BonusRoutesDeps {
  db: Database;
  authenticate: Authenticate;
}

export function registerBonusRoutes(app: FastifyInstance, { db, authenticate }: BonusRoutesDeps): void {
  serve(app, memberBonuses, {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: BONUS_MAX_PAGE_SIZE, default: 10 },
      },
    },
    handler: async (input, request) => {
      const { memberId } = await requireRealPlayer(authenticate, request);
      return listMemberBonuses(db, memberId, input.pageNo, input.pageSize);
    },
  });
}
