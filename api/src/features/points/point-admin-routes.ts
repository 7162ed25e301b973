/**
 * The operator's side of the points mall (scripts/points), behind the named admin accounts and
 * audited like every /admin route: redeems to decide (approve, reject: points and stock back, once),
 * the rewards (create, stock, switch off) and the points settings. Not part of the player contract.
 */
import type { FastifyInstance } from 'fastify';
import { POINT_REWARD_CATEGORIES, REDEEM_STATUSES, type RedeemStatus } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { adminAuth, adminNameOf } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { toCents } from '../../money/cents';
import { readPointSettings, toPointConfig, updatePointSettings } from './point-config';
import { decideRedeem, listRedeemsByStatus } from './point-redeems';
import { createReward, listAllRewards, type NewReward, type RewardChange, updateReward } from './point-rewards';
import { POINTS_MAX } from './point-routes';

const idParams = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
});
const NAME = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$' };
const POINTS = { type: 'integer', minimum: 1, maximum: POINTS_MAX };
const STOCK = { type: 'integer', minimum: 0, maximum: 1_000_000 };

export function registerPointAdminRoutes(app: FastifyInstance, { db, adminToken, now }: { db: Database; adminToken: string | null; now: () => Date }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get<{ Querystring: { status?: RedeemStatus | 'all' } }>(
    '/admin/points/redeems',
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: [...REDEEM_STATUSES, 'all'], default: 'inProcess' } },
        },
      },
    },
    async (request) => ok(await listRedeemsByStatus(db, request.query.status ?? 'inProcess')),
  );

  app.post<{ Params: { redeemId: string } }>('/admin/points/redeems/:redeemId/approve', { onRequest, schema: { params: idParams('redeemId') } }, async (request) => {
    const operator = adminNameOf(request);
    const redeem = await db.transaction((tx) => decideRedeem(tx, request.params.redeemId, { approve: true }, operator, now()));
    if (!redeem) throw new HttpError(404, `Redeem ${request.params.redeemId} not found`);
    request.log.warn({ redeemId: redeem.redeemId, operator }, 'points redeem approved');
    return ok(redeem);
  });

  app.post<{ Params: { redeemId: string }; Body: { reason: string } }>(
    '/admin/points/redeems/:redeemId/reject',
    {
      onRequest,
      schema: {
        params: idParams('redeemId'),
        body: { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { ...NAME, maxLength: 200 } } },
      },
    },
    async (request) => {
      const operator = adminNameOf(request);
      const reason = request.body.reason.trim();
      const redeem = await db.transaction((tx) => decideRedeem(tx, request.params.redeemId, { approve: false, reason }, operator, now()));
      if (!redeem) throw new HttpError(404, `Redeem ${request.params.redeemId} not found`);
      request.log.warn({ redeemId: redeem.redeemId, operator }, 'points redeem rejected');
      return ok(redeem);
    },
  );

  app.get('/admin/points/rewards', { onRequest }, async () => ok(await listAllRewards(db)));

  app.post<{ Body: NewReward }>(
    '/admin/points/rewards',
    {
      onRequest,
      preValidation: bodyStrings(['amountRequired']),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['nameEs', 'nameEn', 'category', 'pointsRequired', 'quantity'],
          properties: {
            nameEs: NAME,
            nameEn: NAME,
            category: { type: 'string', enum: [...POINT_REWARD_CATEGORIES] },
            pointsRequired: POINTS,
            amountRequired: AMOUNT_SCHEMA,
            quantity: STOCK,
            imageUrl: { type: 'string', maxLength: 300, pattern: '^(https://|/)[^\\s"<>\\u0000-\\u001F]+$' },
            hue: { type: 'integer', minimum: 0, maximum: 359 },
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const reward = await createReward(db, { ...body, nameEs: body.nameEs.trim(), nameEn: body.nameEn.trim(), amountRequired: body.amountRequired ?? '0.00' });
      request.log.warn({ rewardId: reward.rewardId, operator: adminNameOf(request) }, 'points reward created');
      return ok(reward);
    },
  );

  app.post<{ Params: { rewardId: string }; Body: RewardChange }>(
    '/admin/points/rewards/:rewardId',
    {
      onRequest,
      preValidation: bodyStrings(['amountRequired']),
      schema: {
        params: idParams('rewardId'),
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            addStock: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 },
            active: { type: 'boolean' },
            pointsRequired: POINTS,
            amountRequired: AMOUNT_SCHEMA,
            nameEs: NAME,
            nameEn: NAME,
          },
        },
      },
    },
    async (request) => {
      const reward = await db.transaction((tx) => updateReward(tx, request.params.rewardId, request.body));
      if (!reward) throw new HttpError(404, `Reward ${request.params.rewardId} not found`);
      request.log.warn({ rewardId: reward.rewardId, operator: adminNameOf(request) }, 'points reward changed');
      return ok(reward);
    },
  );

  app.get('/admin/points/config', { onRequest }, async () => ok(toPointConfig(await readPointSettings(db))));

  app.put<{ Body: { betPerPoint?: string; ratio?: string; minConvertPoints?: number } }>(
    '/admin/points/config',
    {
      onRequest,
      preValidation: bodyStrings(['betPerPoint', 'ratio']),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: { betPerPoint: AMOUNT_SCHEMA, ratio: AMOUNT_SCHEMA, minConvertPoints: POINTS },
        },
      },
    },
    async (request) => {
      const { betPerPoint, ratio, minConvertPoints } = request.body;
      for (const [name, value] of [
        ['betPerPoint', betPerPoint],
        ['ratio', ratio],
      ] as const) {
        if (value !== undefined && toCents(value) <= 0n) throw new HttpError(400, `Invalid body: ${name} must be above 0`);
      }
      const settings = await updatePointSettings(db, { betPerPoint, ratio, minConvertPoints });
      request.log.warn({ settings, operator: adminNameOf(request) }, 'points settings changed');
      return ok(toPointConfig(settings));
    },
  );
}
