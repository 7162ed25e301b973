/**
 * The operator's bonus credits (scripts/cashier bonus, bonus-credits, bonus-approve, bonus-reject,
 * bonus-limits), behind the named admin accounts; the rules are in bonus-credits.ts. Every request,
 * approval and rejection is a row of the admin audit log (admin-auth.ts), with the credit's id and
 * outcome as the row's `target.result`.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { adminNameOf, noteAdminAudit } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { DB_ID_PATTERN } from '../../http/input-guards';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { toCents } from '../../money/cents';
import { approveBonusCredit, type BonusCredit, type BonusCreditStatus, bonusUsage, listBonusCredits, rejectBonusCredit, requestBonusCredit } from './bonus-credits';
import type { BonusLimits } from './bonus-limits';

export const ADMIN_BONUS_PATH = '/admin/cashier/bonus';
export const ADMIN_BONUS_CREDITS_PATH = '/admin/cashier/bonus/credits';
export const ADMIN_BONUS_LIMITS_PATH = '/admin/cashier/bonus/limits';

interface BonusBody {
  account: string;
  name: string;
  amount: string;
  turnover: string;
}

const creditParams = { type: 'object', properties: { creditId: { type: 'string', pattern: DB_ID_PATTERN } } };

function note(request: FastifyRequest, credit: BonusCredit): void {
  noteAdminAudit(request, { creditId: credit.creditId, status: credit.status, amount: credit.amount, memberId: credit.memberId, bonusId: credit.bonusId });
}

export function registerBonusCreditRoutes(
  app: FastifyInstance,
  { db, onRequest, limits }: { db: Database; onRequest: onRequestHookHandler; limits: BonusLimits },
): void {
  // A bonus credited to a member, with the turnover it asks before a withdrawal: at once up to the
  // approval threshold (200), else pending until another admin approves it (202). An Idempotency-Key
  // header (scripts/cashier sends one) makes a retry answer the first result instead of asking again.
  app.post<{ Body: BonusBody }>(
    ADMIN_BONUS_PATH,
    {
      onRequest,
      preValidation: bodyStrings(['amount', 'turnover']),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['account', 'name', 'amount', 'turnover'],
          properties: {
            account: { type: 'string', minLength: 1, maxLength: 64 },
            name: { type: 'string', minLength: 1, maxLength: 80 },
            amount: AMOUNT_SCHEMA,
            turnover: AMOUNT_SCHEMA,
          },
        },
      },
    },
    async (request, reply) => {
      const admin = adminNameOf(request);
      const { account, name, amount, turnover } = request.body;
      if (toCents(amount) <= 0n) throw new HttpError(400, 'Invalid body: amount must be above 0');
      const work = (tx: Queryable) => requestBonusCredit(tx, limits, { account, name, amount, turnover, requestedBy: admin });
      const credit =
        request.headers['idempotency-key'] === undefined
          ? await db.transaction(work)
          : await runIdempotent(db, { scope: `admin:${admin}`, key: idempotencyKeyOf(request), operation: operationOf(request), payload: request.body }, work);
      note(request, credit);
      request.log.warn({ creditId: credit.creditId, status: credit.status, amount: credit.amount, memberId: credit.memberId, operator: admin }, 'bonus credit asked for');
      return reply.status(credit.status === 'pending' ? 202 : 200).send(ok(credit));
    },
  );

  // Pending ones oldest first (the order to decide them in); credited and rejected newest first.
  app.get<{ Querystring: { status?: BonusCreditStatus; limit?: number } }>(
    ADMIN_BONUS_CREDITS_PATH,
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['pending', 'credited', 'rejected'], default: 'pending' },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
        },
      },
    },
    async (request) => ok(await listBonusCredits(db, request.query.status ?? 'pending', request.query.limit ?? 100)),
  );

  app.post<{ Params: { creditId: string } }>(
    `${ADMIN_BONUS_CREDITS_PATH}/:creditId/approve`,
    { onRequest, schema: { params: creditParams } },
    async (request) => {
      const admin = adminNameOf(request);
      const credit = await db.transaction((tx) => approveBonusCredit(tx, limits, Number(request.params.creditId), admin));
      note(request, credit);
      request.log.warn({ creditId: credit.creditId, amount: credit.amount, requestedBy: credit.requestedBy, operator: admin }, 'bonus credit approved');
      return ok(credit);
    },
  );

  app.post<{ Params: { creditId: string }; Body: { reason: string } }>(
    `${ADMIN_BONUS_CREDITS_PATH}/:creditId/reject`,
    {
      onRequest,
      schema: {
        params: creditParams,
        body: { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', minLength: 1, maxLength: 200 } } },
      },
    },
    async (request) => {
      const admin = adminNameOf(request);
      const reason = request.body.reason.trim();
      if (!reason) throw new HttpError(400, 'Invalid body: reason must not be blank');
      const credit = await db.transaction((tx) => rejectBonusCredit(tx, Number(request.params.creditId), admin, reason));
      note(request, credit);
      request.log.warn({ creditId: credit.creditId, requestedBy: credit.requestedBy, operator: admin }, 'bonus credit rejected');
      return ok(credit);
    },
  );

  // The limits in force and what counts against the daily total now.
  app.get(ADMIN_BONUS_LIMITS_PATH, { onRequest }, async () => {
    const usage = await bonusUsage(db);
    return ok({ ...limits, usedLast24Hours: usage.total });
  });
}
