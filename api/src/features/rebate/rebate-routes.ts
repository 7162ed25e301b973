/**
 * Manual rebate (manualRebate; contract shared/src/api/contract/rebate.ts): the preview of what the
 * caller may claim now, the claim (moves money: Idempotency-Key, runIdempotent) and past claims.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimRebate as claimRebateCall, REBATE_MAX_PAGE_SIZE, rebateClaims, rebatePreview, type RebateClaimResult } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { serve } from '../../http/serve';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { claimRebate, listClaims, previewRebate } from './rebate-repository';

export interface RebateRoutesDeps {
  db: Database;
  authenticate: Authenticate;
}

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: REBATE_MAX_PAGE_SIZE, default: 10 },
  },
};
const nothing = { type: 'object', additionalProperties: false, properties: {} };

export function registerRebateRoutes(app: FastifyInstance, { db, authenticate }: RebateRoutesDeps): void {
  const player = (request: FastifyRequest) => requireRealPlayer(authenticate, request);

  serve(app, rebatePreview, {
    input: nothing,
    handler: async (_input, request) => {
      const { memberId } = await player(request);
      return previewRebate(db, memberId);
    },
  });

  serve(app, claimRebateCall, {
    input: nothing,
    handler: async (_input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      return runIdempotent<RebateClaimResult>(db, { scope: memberId, key, operation: operationOf(request), payload: {} }, (tx) =>
        claimRebate(tx, memberId),
      );
    },
  });

  serve(app, rebateClaims, {
    input: pageQuery,
    handler: async (input, request) => {
      const { memberId } = await player(request);
      return listClaims(db, memberId, input.pageNo, input.pageSize);
    },
  });
}
