/**
 * The operator's withdrawal disputes (scripts/cashier disputes, dispute, dispute-confirm, dispute-pay,
 * dispute-close; docs/cashier.md "Withdrawal disputes"): the list, one dispute with its proof images
 * (each image's own bytes, as scripts/promotions serves an application's) and the three resolutions,
 * behind the named admin accounts. Every call is a row of the admin audit log (admin-auth.ts), the
 * resolutions with their outcome as the row's `target.result`. Paying moves money: it takes an
 * Idempotency-Key, and the resolution, the journal and the inbox message commit together.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { PROOF_MAX_IMAGES } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { adminNameOf, noteAdminAudit } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { NO_CONTROL_CHARACTERS } from '../messages/message-input';
import {
  DISPUTE_FILTERS,
  type DisputeFilter,
  type DisputeResolution,
  findDispute,
  listDisputeProofs,
  listDisputes,
  readDisputeProof,
  resolveDispute,
  type WithdrawalDisputeView,
} from './withdrawal-disputes';

export const ADMIN_DISPUTES_PATH = '/admin/cashier/disputes';

const orderParams = { type: 'object', required: ['orderId'], properties: { orderId: { type: 'string', pattern: '^W[0-9]{8,20}$' } } };

function note(request: FastifyRequest, dispute: WithdrawalDisputeView): void {
  noteAdminAudit(request, {
    orderId: dispute.orderId,
    memberId: dispute.memberId,
    status: dispute.status,
    paidAmount: dispute.paidAmount,
    journalId: dispute.journalId,
  });
}

export function registerWithdrawalDisputeAdminRoutes(app: FastifyInstance, { db, onRequest }: { db: Database; onRequest: onRequestHookHandler }): void {
  app.get<{ Querystring: { status?: DisputeFilter } }>(
    ADMIN_DISPUTES_PATH,
    {
      onRequest,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: DISPUTE_FILTERS, default: 'open' } } },
      },
    },
    async (request) => ok(await listDisputes(db, request.query.status ?? 'open')),
  );

  app.get<{ Params: { orderId: string } }>(`${ADMIN_DISPUTES_PATH}/:orderId`, { onRequest, schema: { params: orderParams } }, async (request) => {
    const { orderId } = request.params;
    const dispute = await findDispute(db, orderId);
    if (!dispute) throw new HttpError(404, `Withdrawal ${orderId} is not a dispute (or does not exist)`);
    return ok({ ...dispute, proofs: await listDisputeProofs(db, orderId) });
  });

  // The image's own bytes with its type (read from the bytes when the player sent it): what the operator saves and opens.
  app.get<{ Params: { orderId: string; position: string } }>(
    `${ADMIN_DISPUTES_PATH}/:orderId/proofs/:position`,
    {
      onRequest,
      schema: {
        params: {
          type: 'object',
          required: ['orderId', 'position'],
          properties: { ...orderParams.properties, position: { type: 'string', pattern: `^[1-${PROOF_MAX_IMAGES}]$` } },
        },
      },
    },
    async (request, reply) => {
      const { orderId, position } = request.params;
      const image = await readDisputeProof(db, orderId, Number(position));
      if (!image) throw new HttpError(404, `Withdrawal ${orderId} has no proof image ${position}`);
      noteAdminAudit(request, { orderId, position: Number(position), bytes: image.data.length });
      return reply
        .header('content-type', image.mime)
        .header('content-disposition', `attachment; filename="${orderId}-proof-${position}.${image.mime === 'image/png' ? 'png' : 'jpg'}"`)
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );

  const resolve = async (request: FastifyRequest<{ Params: { orderId: string } }>, resolution: DisputeResolution) => {
    const admin = adminNameOf(request);
    const { orderId } = request.params;
    const dispute =
      resolution.outcome === 'paid'
        ? await runIdempotent(
            db,
            { scope: `admin:${admin}`, key: idempotencyKeyOf(request), operation: operationOf(request), payload: { orderId, amount: resolution.amount } },
            (tx) => resolveDispute(tx, orderId, resolution, admin),
          )
        : await db.transaction((tx) => resolveDispute(tx, orderId, resolution, admin));
    note(request, dispute);
    request.log.warn({ orderId, status: dispute.status, paidAmount: dispute.paidAmount, memberId: dispute.memberId, operator: admin }, 'withdrawal dispute resolved');
    return ok(dispute);
  };

  // The full amount did arrive (the bank says so): nothing moves, the player is told.
  app.post<{ Params: { orderId: string } }>(`${ADMIN_DISPUTES_PATH}/:orderId/confirm`, { onRequest, schema: { params: orderParams } }, (request) =>
    resolve(request, { outcome: 'confirmed' }),
  );

  // The difference (default) or part of it, BANK -> the member's main wallet, once.
  app.post<{ Params: { orderId: string }; Body: { amount?: string } | undefined }>(
    `${ADMIN_DISPUTES_PATH}/:orderId/pay`,
    {
      onRequest,
      preValidation: bodyStrings(['amount']),
      schema: { params: orderParams, body: { type: 'object', additionalProperties: false, properties: { amount: AMOUNT_SCHEMA } } },
    },
    (request) => resolve(request, request.body?.amount === undefined ? { outcome: 'paid' } : { outcome: 'paid', amount: request.body.amount }),
  );

  app.post<{ Params: { orderId: string }; Body: { reason: string } }>(
    `${ADMIN_DISPUTES_PATH}/:orderId/close`,
    {
      onRequest,
      preValidation: bodyStrings(['reason']),
      schema: {
        params: orderParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reason'],
          properties: { reason: { type: 'string', minLength: 1, maxLength: 200, pattern: NO_CONTROL_CHARACTERS } },
        },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim().replace(/\s+/g, ' ');
      if (!reason) throw new HttpError(400, 'Invalid body: reason must not be blank');
      return resolve(request, { outcome: 'closed', reason });
    },
  );
}
