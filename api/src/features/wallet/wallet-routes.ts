import type { FastifyInstance } from 'fastify';
import { balance } from '@suite/shared/contract';
import { serve } from '../../http/serve';
import type { AccountsContext } from '../accounts/context';
import { readBalances } from '../game-wallet/wallet-repository';
import { currentMember, requireMemberHook } from '../session/require-member';

/** GET /wps/v2/wallets/balance: main plus vendor wallets, summed exactly in SQL (NUMERIC, two decimals). */
export function registerWalletRoutes(app: FastifyInstance, { db, sessions }: AccountsContext): void {
  serve(app, balance, {
    onRequest: requireMemberHook(sessions),
    handler: (_input, request) => readBalances(db, currentMember(request).memberId),
  });
}
