/**
 * The operator's side of the cashier (scripts/cashier) and the ledger check (scripts/ledger-check),
 * behind the admin token like /admin/system/status. Not part of the player contract.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidateOperatorData } from '../../cache/operator-data';
import { MERCHANT_WALLET_DATA } from '../game-wallet/wallet-repository';
import type { DepositStatus, WithdrawalStatus } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { checkLedger } from '../../ledger/ledger-check';
import { adminAuth } from '../../http/admin-auth';
import { registerBonusCreditRoutes } from './bonus-credit-routes';
import { type BonusLimits, DEFAULT_BONUS_LIMITS } from './bonus-limits';
import { readCashierSettings } from './cashier-settings';
import { listPendingDeposits, settleDeposit } from './deposit-repository';
import { registerWithdrawalDisputeAdminRoutes } from './withdrawal-dispute-admin-routes';
import { decideWithdrawal, listWithdrawalsByStatus } from './withdrawal-repository';

const orderParams = (prefix: 'D' | 'W') => ({
  type: 'object',
  properties: { orderId: { type: 'string', pattern: `^${prefix}[0-9]{8,20}$` } },
});
const reasonBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 200 } },
};

/** The state an operator's settle leaves a deposit in. */
const SETTLED_AS = { paid: 'credited', failed: 'failed' } as const satisfies Record<'paid' | 'failed', DepositStatus>;

/** Who acted: the x-operator header (a name), else 'operator'. */
function operatorOf(request: FastifyRequest): string {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && /^[\w.@-]{1,40}$/.test(name) ? name : 'operator';
}

export function registerCashierAdminRoutes(
  app: FastifyInstance,
  { db, adminToken, bonusLimits = DEFAULT_BONUS_LIMITS }: { db: Database; adminToken: string | null; bonusLimits?: BonusLimits },
): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get('/admin/ledger/check', { onRequest }, async () => ok(await checkLedger(db)));

  app.get('/admin/cashier/deposits', { onRequest }, async () => ok(await listPendingDeposits(db)));

  // The operator confirms (paid) or refuses (failed) a deposit by hand, as a channel's callback would.
  app.post<{ Params: { orderId: string }; Body: { status: 'paid' | 'failed'; reason?: string } }>(
    '/admin/cashier/deposits/:orderId/settle',
    {
      onRequest,
      schema: {
        params: orderParams('D'),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['status'],
          properties: { status: { type: 'string', enum: ['paid', 'failed'] }, reason: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const { status } = request.body;
      const { order, settled } = await db.transaction(async (tx) => {
        // Locked: a callback settling it meanwhile waits, and this sees the state it then acts on.
        const { rows } = await tx.query<{ amount: string; status: DepositStatus }>('SELECT amount, status FROM deposit_order WHERE id = $1 FOR UPDATE', [orderId]);
        const current = rows[0];
        if (!current) throw new HttpError(404, `Deposit order ${orderId} not found`);
        // A settled order keeps its outcome: asking for the other one is refused with the order's state
        // (a "failed" on a credited deposit changed nothing and still answered success); the same one
        // again answers the order as it is.
        if (current.status !== 'pending' && current.status !== SETTLED_AS[status]) {
          throw new HttpError(409, `Deposit order ${orderId} is already ${current.status}: it cannot be settled as ${status}`, {
            value: { code: 'depositAlreadySettled', orderId, status: current.status },
          });
        }
        const gatewayRef = `manual:${operatorOf(request)}`;
        const result = await settleDeposit(tx, { orderId, status, amount: current.amount, gatewayRef, reason: request.body.reason });
        return { order: result, settled: current.status === 'pending' };
      });
      if (settled) request.log.warn({ orderId, status, operator: operatorOf(request) }, 'deposit settled by operator');
      else request.log.info({ orderId, status: order.status, operator: operatorOf(request) }, 'deposit already settled: nothing changed');
      return ok(order);
    },
  );

  app.get<{ Querystring: { status?: WithdrawalStatus } }>(
    '/admin/cashier/withdrawals',
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ['pending', 'approved', 'rejected'], default: 'pending' } },
        },
      },
    },
    async (request) => ok(await listWithdrawalsByStatus(db, request.query.status ?? 'pending')),
  );

  app.post<{ Params: { orderId: string } }>(
    '/admin/cashier/withdrawals/:orderId/approve',
    { onRequest, schema: { params: orderParams('W') } },
    async (request) => {
      const { confirmMinutes } = await readCashierSettings(db);
      const order = await decideWithdrawal(db, request.params.orderId, { approve: true, confirmMinutes }, operatorOf(request));
      request.log.warn({ orderId: order.orderId, operator: operatorOf(request) }, 'withdrawal approved');
      return ok(order);
    },
  );

  app.post<{ Params: { orderId: string }; Body: { reason: string } }>(
    '/admin/cashier/withdrawals/:orderId/reject',
    { onRequest, schema: { params: orderParams('W'), body: reasonBody } },
    async (request) => {
      const order = await decideWithdrawal(db, request.params.orderId, { approve: false, reason: request.body.reason.trim() }, operatorOf(request));
      request.log.warn({ orderId: order.orderId, operator: operatorOf(request) }, 'withdrawal rejected');
      return ok(order);
    },
  );

  // One wallet for every vendor, or one per vendor (transfers needed).
  app.put<{ Body: { isSingle: boolean } }>(
    '/admin/cashier/wallet-mode',
    {
      onRequest,
      schema: { body: { type: 'object', additionalProperties: false, required: ['isSingle'], properties: { isSingle: { type: 'boolean' } } } },
    },
    async (request) => {
      await db.query(
        `INSERT INTO site_setting (key, value) VALUES ('merchantWallet', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [JSON.stringify({ isSingle: request.body.isSingle })],
      );
      invalidateOperatorData(db, MERCHANT_WALLET_DATA);
      request.log.warn({ isSingle: request.body.isSingle, operator: operatorOf(request) }, 'merchant wallet mode changed');
      return ok({ isSingle: request.body.isSingle });
    },
  );

  // Bonus credits: limits, four-eyes approval of large ones (bonus-credit-routes.ts).
  registerBonusCreditRoutes(app, { db, onRequest, limits: bonusLimits });

  // Withdrawals answered partly or not received: list, proofs, confirm, pay the difference, close.
  registerWithdrawalDisputeAdminRoutes(app, { db, onRequest });
}
