/**
 * The player's points calls (contract: shared/src/api/contract/points.ts, spec 2 §7 "Points"): the
 * balance, the rewards (a visitor sees them too), redeem (payment password, receiving address, mobile
 * number; stock and points in one transaction), the redeem history, the settings, the points details
 * and the conversion of points to money through the money ledger. Redeem and convert take an
 * Idempotency-Key; the payment password is checked under the member's wrong-attempt lock before the
 * key is claimed (scrypt never runs inside a transaction), as the withdrawal does.
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import {
  convertPoints,
  type ConvertPointsResult,
  MAIN_WALLET,
  POINT_RECORD_TYPES,
  POINT_REWARD_CATEGORIES,
  pointBalance,
  pointConfig,
  pointDetails,
  pointRewards,
  REDEEM_ADDRESS_MAX,
  REDEEM_MAX_QUANTITY,
  REDEEM_MOBILE_PATTERN,
  REDEEM_STATUSES,
  redeemHistory,
  redeemPointReward,
  type RedeemResult,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { balanceAfter, houseAccount, memberAccount, memberPoints, pointsAfter, postJournal, postPointsJournal, readPointsBalance, housePoints } from '../../ledger/ledger';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { fromCents, toCents } from '../../money/cents';
import { checkPaymentPassword } from '../cashier/payment-password';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { readPointSettings, toPointConfig } from './point-config';
import { readValidBet } from './point-earning';
import { pointsRefusal } from './point-messages';
import { listPointRecords } from './point-records';
import { redeemReward, listMemberRedeems } from './point-redeems';
import { listRewards, readReward } from './point-rewards';
import { rewardArtSvg } from './reward-art';
import { SVG_CONTENT_TYPE } from '../../artwork/svg';

export interface PointRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  now: () => Date;
}

/** Whole points: at most 12 digits (far above any balance), so a bigint never overflows. */
export const POINTS_MAX = 999_999_999_999;
/** No control characters, not blank. */
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '^[^\\u0000-\\u001F\\u007F]*\\S[^\\u0000-\\u001F\\u007F]*$' });
const ID = { type: 'string', minLength: 1, maxLength: 18, pattern: '^[1-9][0-9]{0,17}$' } as const;
const PASSWORD = { type: 'string', minLength: 1, maxLength: 64 } as const;
const page = { pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 } };
const ISO = { type: 'string', maxLength: 40, format: 'date-time' } as const;

/** Refuses a body whose fields have another JSON type than the schema's, before the schema coerces them ('5' -> 5, 5 -> '5'). */
function bodyTypes(strings: readonly string[], numbers: readonly string[]): preValidationHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const name of strings) {
      if (fields[name] !== undefined && typeof fields[name] !== 'string') throw new HttpError(400, `Invalid body: ${name} must be a string`);
    }
    for (const name of numbers) {
      if (fields[name] !== undefined && typeof fields[name] !== 'number') throw new HttpError(400, `Invalid body: ${name} must be a whole number`);
    }
  };
}

export function registerPointRoutes(app: FastifyInstance, { db, authenticate, now }: PointRoutesDeps): void {
  const player = (request: Parameters<typeof requireRealPlayer>[1]) => requireRealPlayer(authenticate, request);

  serve(app, pointBalance, {
    handler: async (_input, request) => {
      const { memberId } = await player(request);
      return { points: await readPointsBalance(db, memberPoints(memberId)), validBet: await readValidBet(db, memberId) };
    },
  });

  serve(app, pointRewards, {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: {
        category: { type: 'string', enum: [...POINT_REWARD_CATEGORIES] },
        inStock: { type: 'boolean' },
        maxPoints: { type: 'integer', minimum: 0, maximum: POINTS_MAX },
      },
    },
    handler: async (input, request) => listRewards(db, input ?? {}, requestLanguage(request)),
  });

  // The generated image of a reward without an image of its own (point-rewards.ts rewardImageUrl).
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/wps/static/point-rewards/:file', { config: { rateLimit: false } }, async (request, reply) => {
    const id = /^([1-9][0-9]{0,17})\.svg$/.exec(request.params.file)?.[1];
    const reward = id ? await readReward(db, id) : null;
    if (!reward) throw new HttpError(404, 'Image not found');
    const name = request.query.lang === 'en' ? reward.name_en : reward.name_es;
    return reply
      .header('content-type', SVG_CONTENT_TYPE)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(rewardArtSvg(name, reward.category, reward.hue));
  });

  serve(app, pointConfig, {
    handler: async (_input, request) => {
      await player(request);
      return toPointConfig(await readPointSettings(db));
    },
  });

  serve(app, redeemPointReward, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['rewardId', 'quantity', 'withdrawPassword', 'address', 'mobileNum'],
      properties: {
        rewardId: ID,
        quantity: { type: 'integer', minimum: 1, maximum: REDEEM_MAX_QUANTITY },
        withdrawPassword: PASSWORD,
        address: { ...text(REDEEM_ADDRESS_MAX), minLength: 5 },
        mobileNum: { type: 'string', maxLength: 24, pattern: REDEEM_MOBILE_PATTERN },
      },
    },
    preValidation: bodyTypes(['rewardId', 'withdrawPassword', 'address', 'mobileNum'], ['quantity']),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      const language = requestLanguage(request);
      await checkPaymentPassword(db, memberId, input.withdrawPassword, now);
      const details = { rewardId: input.rewardId, quantity: input.quantity, address: input.address.trim(), mobileNum: input.mobileNum.trim() };
      return runIdempotent<RedeemResult>(db, { scope: memberId, key, operation: operationOf(request), payload: details }, (tx) =>
        redeemReward(tx, memberId, details, language),
      );
    },
  });

  serve(app, redeemHistory, {
    input: { type: 'object', additionalProperties: false, properties: { ...page, status: { type: 'string', enum: [...REDEEM_STATUSES] } } },
    handler: async (input, request) => {
      const { memberId } = await player(request);
      return listMemberRedeems(db, memberId, input, requestLanguage(request));
    },
  });

  serve(app, pointDetails, {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: { ...page, type: { type: 'string', enum: [...POINT_RECORD_TYPES] }, startTime: ISO, endTime: ISO },
    },
    handler: async (input, request) => {
      const { memberId } = await player(request);
      for (const field of ['startTime', 'endTime'] as const) {
        const value = input[field];
        if (value !== undefined && Number.isNaN(new Date(value).getTime())) throw new HttpError(400, `Invalid query: ${field} must be a date-time`);
      }
      return listPointRecords(db, memberId, input, requestLanguage(request));
    },
  });

  serve(app, convertPoints, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['points', 'withdrawPassword'],
      properties: { points: { type: 'integer', minimum: 1, maximum: POINTS_MAX }, withdrawPassword: PASSWORD },
    },
    preValidation: bodyTypes(['withdrawPassword'], ['points']),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      await checkPaymentPassword(db, memberId, input.withdrawPassword, now);
      return runIdempotent<ConvertPointsResult>(db, { scope: memberId, key, operation: operationOf(request), payload: { points: input.points } }, async (tx) => {
        const settings = await readPointSettings(tx);
        if (input.points < settings.minConvertPoints) throw pointsRefusal('belowMinimum', { min: settings.minConvertPoints });
        const amount = fromCents(BigInt(input.points) * toCents(settings.ratio));
        const reference = `C${memberId}-${key}`;
        const main = memberAccount(memberId, MAIN_WALLET);
        // Money first, then points: the fixed order across the two books.
        const money = await postJournal(tx, {
          kind: 'points_convert',
          reference,
          memberId,
          legs: [
            { account: houseAccount('POINTS'), amount: fromCents(-toCents(amount)), entryType: 'pointsConvert' },
            { account: main, amount, entryType: 'pointsConvert' },
          ],
        });
        const points = await postPointsJournal(tx, {
          kind: 'convert',
          reference,
          memberId,
          memo: { amount, ratio: settings.ratio },
          legs: [
            { account: memberPoints(memberId), points: -input.points, entryType: 'convert' },
            { account: housePoints('POINTS_CONVERTED'), points: input.points, entryType: 'convert' },
          ],
        });
        return { amount, points: pointsAfter(points, memberPoints(memberId)), balance: balanceAfter(money, main) };
      });
    },
  });
}
