/**
 * The player's cashier calls (contract: shared/src/api/contract/cashier.ts): deposit channels and
 * orders, the gateway's signed callback, the payment password, bound withdrawal accounts,
 * withdrawals and their confirmation, and the transfer to the upline agent. Calls that move money
 * take an Idempotency-Key; amounts are strings with at most two decimals.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bindWithdrawAccount,
  confirmWithdrawal as confirmWithdrawalCall,
  createDeposit,
  createWithdrawal as createWithdrawalCall,
  depositChannels,
  type DepositOrder,
  depositOrders,
  gatewayCallback,
  MAIN_WALLET,
  PROOF_MAX_IMAGES,
  setPaymentPassword as setPaymentPasswordCall,
  transferToUpline,
  uplineInfo,
  type UplineTransferResult,
  type WithdrawalOrder,
  withdrawalOrders,
  withdrawInfo,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { serve } from '../../http/serve';
import { balanceAfter, memberAccount, postJournal, readAccountBalance } from '../../ledger/ledger';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { negate, toCents } from '../../money/cents';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { enforceResponsibleGambling } from '../responsible/enforcement';
import { checkVipWithdrawLimit } from '../rank/vip-withdraw-limit';
import { cashierRefusal } from './cashier-messages';
import { readCashierSettings } from './cashier-settings';
import { createDepositOrder, findChannel, listChannels, listMemberDeposits, settleDeposit } from './deposit-repository';
import { checkPaymentPassword, hasPaymentPassword, PAYMENT_PASSWORD_MAX, PAYMENT_PASSWORD_MIN, setPaymentPassword } from './payment-password';
import { CONFIRMATION_BODY_LIMIT } from './proof-images';
import { withPayUrl } from './simulated-gateway';
import {
  bindAccount,
  confirmWithdrawal,
  createWithdrawal,
  listAccounts,
  listMemberWithdrawals,
  turnoverBlock,
} from './withdrawal-repository';

export interface CashierDeps {
  db: Database;
  authenticate: Authenticate;
  /** HMAC-SHA256 key of the payment gateway's callbacks; null refuses every callback. */
  gatewaySecret: string | null;
  /** Signs the simulated gateway's pay links; null: orders carry none. */
  payPageSecret?: string | null;
  /** The clock of the payment password's wrong-attempt lock (the accounts' clock; tests move it). */
  now?: () => Date;
}

export const GATEWAY_SCOPE = 'gateway';

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
};
const password = { type: 'string', minLength: PAYMENT_PASSWORD_MIN, maxLength: PAYMENT_PASSWORD_MAX, pattern: '^[\\x21-\\x7E]+$' };
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '^[^\\u0000-\\u001F\\u007F]*\\S[^\\u0000-\\u001F\\u007F]*$' });

function positive(amount: string): void {
  if (toCents(amount) <= 0n) throw new HttpError(400, 'Invalid body: amount must be above 0');
}

/** Signature of a callback body: `sha256=<hex HMAC-SHA256>` (what scripts/cashier sends). */
export function signGatewayBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function verifySignature(secret: string, body: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signGatewayBody(secret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type RawBodyRequest = FastifyRequest & { rawBody?: string };

/** JSON bodies of this scope: up to `bodyLimit` bytes, the raw text kept on `request.rawBody`. */
function jsonBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    (request as RawBodyRequest).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'Invalid body: not JSON'), undefined);
    }
  });
}

export function registerCashierRoutes(app: FastifyInstance, { db, authenticate, gatewaySecret, payPageSecret = null, now = () => new Date() }: CashierDeps): void {
  const player = (request: FastifyRequest) => requireRealPlayer(authenticate, request);

  // --- Deposit ---
  serve(app, depositChannels, {
    handler: async (_input, request) => {
      await player(request);
      return listChannels(db, requestLanguage(request));
    },
  });

  serve(app, createDeposit, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['channelId', 'amount'],
      properties: { channelId: { type: 'string', pattern: '^[a-z0-9-]{2,32}$' }, amount: AMOUNT_SCHEMA },
    },
    preValidation: bodyStrings(['channelId', 'amount']),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      positive(input.amount);
      const language = requestLanguage(request);
      return runIdempotent<DepositOrder>(db, { scope: memberId, key, operation: operationOf(request), payload: input }, async (tx) => {
        const channel = await findChannel(tx, input.channelId, language);
        if (!channel) throw cashierRefusal('channelUnavailable');
        const amount = toCents(input.amount);
        if (amount < toCents(channel.minAmount) || amount > toCents(channel.maxAmount)) {
          throw cashierRefusal('amountOutOfRange', { min: channel.minAmount, max: channel.maxAmount });
        }
        // Safer gambling (issue 24): the member's lock, then the deposit limits with this order's amount
        // (pending orders count too), before the order and its pay link exist.
        await enforceResponsibleGambling(tx, { memberId, path: 'deposit', amount: input.amount });
        return withPayUrl(await createDepositOrder(tx, memberId, channel, input.amount, language), payPageSecret);
      });
    },
  });

  serve(app, depositOrders, {
    input: pageQuery,
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const page = await listMemberDeposits(db, memberId, input.pageNo, input.pageSize, requestLanguage(request));
      return { ...page, list: page.list.map((order) => withPayUrl(order, payPageSecret)) };
    },
  });

  // The gateway signs the raw body: read it as text in this scope only.
  void app.register(async (scope) => {
    jsonBodies(scope, 16 * 1024);
    serve(scope, gatewayCallback, {
      input: {
        type: 'object',
        additionalProperties: false,
        required: ['orderId', 'status', 'amount', 'gatewayRef'],
        properties: {
          orderId: { type: 'string', pattern: '^D[0-9]{8,20}$' },
          status: { type: 'string', enum: ['paid', 'failed'] },
          amount: AMOUNT_SCHEMA,
          gatewayRef: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' },
          reason: { type: 'string', maxLength: 200 },
        },
      },
      preValidation: async (request) => {
        const raw = (request as RawBodyRequest).rawBody ?? '';
        if (gatewaySecret === null || !verifySignature(gatewaySecret, raw, request.headers['x-gateway-signature'])) {
          throw new HttpError(401, 'Invalid gateway signature');
        }
        const body = request.body as Record<string, unknown> | null;
        if (body !== null && typeof body === 'object' && body.amount !== undefined && typeof body.amount !== 'string') {
          throw new HttpError(400, 'Invalid body: amount must be a string with at most two decimals, e.g. "10.50"');
        }
      },
      handler: async (input, request) => {
        const key = idempotencyKeyOf(request);
        return runIdempotent<DepositOrder>(db, { scope: GATEWAY_SCOPE, key, operation: operationOf(request), payload: input }, (tx) =>
          settleDeposit(tx, input),
        );
      },
    });
  });

  // --- Payment password ---
  serve(app, setPaymentPasswordCall, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['newPassword', 'confirmPassword'],
      properties: { oldPassword: { type: 'string', minLength: 1, maxLength: PAYMENT_PASSWORD_MAX }, newPassword: password, confirmPassword: password },
    },
    handler: async (input, request) => {
      const { memberId } = await player(request);
      await setPaymentPassword(db, memberId, input, now);
      return null;
    },
  });

  // --- Withdrawal ---
  serve(app, withdrawInfo, {
    handler: async (_input, request) => {
      const { memberId } = await player(request);
      const settings = await readCashierSettings(db);
      const balance = await readAccountBalance(db, memberAccount(memberId, MAIN_WALLET));
      const block = await turnoverBlock(db, memberId);
      const payee = await db.query<{ payee_name: string | null }>('SELECT payee_name FROM member WHERE id = $1', [memberId]);
      return {
        minAmount: settings.withdrawMin,
        maxAmount: settings.withdrawMax,
        balance,
        withdrawable: block ? '0.00' : balance,
        turnoverBlock: block,
        hasPaymentPassword: await hasPaymentPassword(db, memberId),
        payeeName: payee.rows[0]?.payee_name?.trim() || null,
        accounts: await listAccounts(db, memberId),
        maxAccounts: settings.maxAccounts,
        confirmMinutes: settings.confirmMinutes,
      };
    },
  });

  serve(app, bindWithdrawAccount, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'provider', 'accountNo', 'holderName'],
      properties: {
        kind: { type: 'string', enum: ['bank', 'ewallet'] },
        provider: text(60),
        accountNo: { type: 'string', pattern: '^[0-9]{6,30}$' },
        holderName: text(100),
      },
    },
    handler: async (input, request) => {
      const { memberId } = await player(request);
      return bindAccount(db, memberId, input, (await readCashierSettings(db)).maxAccounts);
    },
  });

  serve(app, createWithdrawalCall, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['accountId', 'amount', 'paymentPassword'],
      properties: { accountId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' }, amount: AMOUNT_SCHEMA, paymentPassword: { type: 'string', minLength: 1, maxLength: 64 } },
    },
    preValidation: bodyStrings(['accountId', 'amount', 'paymentPassword']),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      positive(input.amount);
      // Checked before the key is claimed: scrypt must not run inside a transaction.
      await checkPaymentPassword(db, memberId, input.paymentPassword, now);
      const payload = { accountId: input.accountId, amount: input.amount };
      return runIdempotent<WithdrawalOrder>(db, { scope: memberId, key, operation: operationOf(request), payload }, async (tx) => {
        const settings = await readCashierSettings(tx);
        const amount = toCents(input.amount);
        if (amount < toCents(settings.withdrawMin) || amount > toCents(settings.withdrawMax)) {
          throw cashierRefusal('amountOutOfRange', { min: settings.withdrawMin, max: settings.withdrawMax });
        }
        const block = await turnoverBlock(tx, memberId);
        if (block) throw cashierRefusal('turnoverUnmet', { bonus: block.bonusName, remaining: block.remaining });
        await checkVipWithdrawLimit(tx, memberId, input.amount);
        return createWithdrawal(tx, memberId, input.accountId, input.amount);
      });
    },
  });

  serve(app, withdrawalOrders, {
    input: pageQuery,
    handler: async (input, request) => {
      const { memberId } = await player(request);
      return listMemberWithdrawals(db, memberId, input.pageNo, input.pageSize);
    },
  });

  void app.register(async (scope) => {
    // Up to three proof images of 5 MB travel as data URLs in this one body.
    jsonBodies(scope, CONFIRMATION_BODY_LIMIT);
    serve(scope, confirmWithdrawalCall, {
      input: {
        type: 'object',
        additionalProperties: false,
        required: ['orderId', 'receipt'],
        properties: {
          orderId: { type: 'string', pattern: '^W[0-9]{8,20}$' },
          receipt: { type: 'string', enum: ['received', 'partlyReceived', 'notReceived'] },
          receivedAmount: AMOUNT_SCHEMA,
          proofImages: { type: 'array', maxItems: PROOF_MAX_IMAGES, items: { type: 'string', maxLength: CONFIRMATION_BODY_LIMIT } },
        },
      },
      preValidation: bodyStrings(['orderId', 'receipt', 'receivedAmount']),
      handler: async (input, request) => {
        const { memberId } = await player(request);
        return confirmWithdrawal(db, memberId, input);
      },
    });
  });

  // --- Transfer to the upline agent ---
  serve(app, uplineInfo, {
    handler: async (_input, request) => {
      const { memberId } = await player(request);
      const settings = await readCashierSettings(db);
      const { rows } = await db.query<{ account: string | null }>(
        'SELECT u.account FROM member m LEFT JOIN member u ON u.id = m.upline_id WHERE m.id = $1',
        [memberId],
      );
      const uplineAccount = rows[0]?.account ?? null;
      return {
        allowed: uplineAccount !== null,
        uplineAccount,
        balance: await readAccountBalance(db, memberAccount(memberId, MAIN_WALLET)),
        minAmount: settings.uplineMin,
        hasPaymentPassword: await hasPaymentPassword(db, memberId),
      };
    },
  });

  serve(app, transferToUpline, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'paymentPassword'],
      properties: { amount: AMOUNT_SCHEMA, paymentPassword: { type: 'string', minLength: 1, maxLength: 64 } },
    },
    preValidation: bodyStrings(['amount', 'paymentPassword']),
    handler: async (input, request) => {
      const { memberId } = await player(request);
      const key = idempotencyKeyOf(request);
      positive(input.amount);
      await checkPaymentPassword(db, memberId, input.paymentPassword, now);
      return runIdempotent<UplineTransferResult>(db, { scope: memberId, key, operation: operationOf(request), payload: { amount: input.amount } }, async (tx) => {
        const { rows } = await tx.query<{ id: string; account: string }>(
          'SELECT u.id, u.account FROM member m JOIN member u ON u.id = m.upline_id WHERE m.id = $1',
          [memberId],
        );
        const upline = rows[0];
        if (!upline) throw cashierRefusal('noUpline');
        const settings = await readCashierSettings(tx);
        if (toCents(input.amount) < toCents(settings.uplineMin)) {
          throw cashierRefusal('amountOutOfRange', { min: settings.uplineMin, max: await readAccountBalance(tx, memberAccount(memberId, MAIN_WALLET)) });
        }
        const reference = `U${key}`;
        const mine = memberAccount(memberId, MAIN_WALLET);
        const posted = await postJournal(tx, {
          kind: 'upline_transfer',
          reference,
          memberId,
          legs: [
            { account: mine, amount: negate(input.amount), entryType: 'uplineTransfer' },
            { account: memberAccount(upline.id, MAIN_WALLET), amount: input.amount, entryType: 'uplineTransfer' },
          ],
        });
        return { reference, amount: input.amount, uplineAccount: upline.account, balance: balanceAfter(posted, mine) };
      });
    },
  });
}
