/**
 * An agent's actions on its direct downlines (issue 23): register one (member or agent) with an
 * initial password it must change at its first login, and transfer money to one, with the payment
 * password, through the ledger, once per Idempotency-Key (as the transfer to the upline does).
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import {
  downlineTransferInfo,
  type DownlineTransferResult,
  type FieldFailure,
  MAIN_WALLET,
  registerDownline,
  transferToDownline,
} from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import { AMOUNT_SCHEMA } from '../../http/money-input';
import { serve } from '../../http/serve';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { balanceAfter, memberAccount, postJournal, readAccountBalance } from '../../ledger/ledger';
import { fromCents, negate, toCents } from '../../money/cents';
import { clientIp } from '../accounts/context';
import { accountExists, insertMember, uniqueViolation } from '../accounts/member-repository';
import { message, requestLanguage } from '../accounts/messages';
import { readCashierSettings } from '../cashier/cashier-settings';
import { checkPaymentPassword, hasPaymentPassword } from '../cashier/payment-password';
import { registrationRefusal } from '../member/register-routes';
import { credentialsFailure } from '../member/registration-rules';
import { hashPassword } from '../session/password-hash';
import { readRegisterSettings } from '../system/system-repository';
import { ACCOUNT, agentOf, type AgentTeamScope, bodyTexts } from './team-input';
import { teamRefusal } from './team-messages';

export interface DownlineRoutesDeps extends AgentTeamScope {
  /** The E flag's body decryption (registerDownline is encrypted). */
  decrypt: preValidationHookHandler;
  /** How long a password lives (null: for ever), as registration sets it. */
  passwordMaxAgeMs: number | null;
}

const ACCOUNT_TAKEN: FieldFailure = { field: 'username', key: 'accountTaken', params: {} };

export function registerDownlineRoutes(scope: FastifyInstance, { db, now, onRequest, decrypt, passwordMaxAgeMs }: DownlineRoutesDeps): void {
  serve(scope, registerDownline, {
    onRequest,
    preValidation: decrypt,
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'password', 'kind'],
      properties: {
        account: { type: 'string', maxLength: 64 },
        password: { type: 'string', maxLength: 128 },
        kind: { type: 'string', enum: ['member', 'agent'] },
        nickname: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[^\\u0000-\\u001F\\u007F]+$' },
      },
    },
    handler: async (input, request) => {
      const agent = agentOf(request);
      // The registration's own rules and refusals for the account name and the password.
      const failure = credentialsFailure(input.account, input.password, await readRegisterSettings(db));
      if (failure) throw registrationRefusal(request, failure);
      const account = input.account.trim();
      const taken = () => new HttpError(409, message(requestLanguage(request), 'accountTaken'), { value: ACCOUNT_TAKEN });
      if (await accountExists(db, account)) throw taken();
      const passwordHash = await hashPassword(input.password);
      const at = now();
      try {
        await db.transaction(async (tx) => {
          const id = await insertMember(tx, {
            account,
            passwordHash,
            isAgent: input.kind === 'agent' ? 1 : 0,
            nickname: input.nickname?.trim() || account,
            uplineId: agent.memberId,
            registerMethod: 'AGENT',
            registerIp: clientIp(request),
            language: requestLanguage(request),
            passwordChangedAt: at,
            passwordExpiresAt: passwordMaxAgeMs === null ? null : new Date(at.getTime() + passwordMaxAgeMs),
            balance: '0.00',
          });
          // The agent chose this password: the downline's first password login must change it.
          await tx.query('UPDATE member SET must_change_password = TRUE WHERE id = $1', [id]);
        });
      } catch (error) {
        // Another registration took the name between the check and the insert.
        if (uniqueViolation(error)) throw taken();
        throw error;
      }
      return { account, kind: input.kind, mustChangePassword: true };
    },
  });

  serve(scope, downlineTransferInfo, {
    onRequest,
    input: { type: 'object', additionalProperties: false, properties: {} },
    handler: async (_input, request) => {
      const { memberId } = agentOf(request);
      return {
        balance: await readAccountBalance(db, memberAccount(memberId, MAIN_WALLET)),
        minAmount: (await readCashierSettings(db)).uplineMin,
        hasPaymentPassword: await hasPaymentPassword(db, memberId),
      };
    },
  });

  serve(scope, transferToDownline, {
    onRequest,
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['downlineAccount', 'amount', 'paymentPassword'],
      properties: { downlineAccount: ACCOUNT, amount: AMOUNT_SCHEMA, paymentPassword: { type: 'string', minLength: 1, maxLength: 64 } },
    },
    preValidation: bodyTexts(['downlineAccount', 'amount', 'paymentPassword']),
    handler: async (input, request) => {
      const { memberId } = agentOf(request);
      const key = idempotencyKeyOf(request);
      const amount = fromCents(toCents(input.amount));
      if (toCents(amount) <= 0n) throw teamRefusal('invalidInput', { field: 'amount' });
      // Before the key is claimed: scrypt must not run inside a transaction.
      await checkPaymentPassword(db, memberId, input.paymentPassword, now);
      const downlineAccount = input.downlineAccount.trim();
      const payload = { downlineAccount: downlineAccount.toLowerCase(), amount };
      return runIdempotent<DownlineTransferResult>(db, { scope: memberId, key, operation: operationOf(request), payload }, async (tx) => {
        // Direct downlines only; one refusal for any other account, in the team or not, existing or not.
        const { rows } = await tx.query<{ id: string; account: string }>(
          'SELECT id, account FROM member WHERE lower(account) = lower($1) AND upline_id = $2 AND id <> $2',
          [downlineAccount, memberId],
        );
        const downline = rows[0];
        if (!downline) throw teamRefusal('notDirectDownline', { account: downlineAccount });
        const { uplineMin } = await readCashierSettings(tx);
        if (toCents(amount) < toCents(uplineMin)) throw teamRefusal('amountBelowMinimum', { min: uplineMin });
        const reference = `T${memberId}-${key}`;
        const mine = memberAccount(memberId, MAIN_WALLET);
        // The ledger refuses a leg that would take the agent's wallet below zero (insufficientBalance).
        const posted = await postJournal(tx, {
          kind: 'downline_transfer',
          reference,
          memberId,
          legs: [
            { account: mine, amount: negate(amount), entryType: 'downlineTransfer' },
            { account: memberAccount(downline.id, MAIN_WALLET), amount, entryType: 'downlineTransfer' },
          ],
        });
        return { reference, amount, downlineAccount: downline.account, balance: balanceAfter(posted, mine) };
      });
    },
  });
}
