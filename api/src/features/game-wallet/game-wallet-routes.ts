import type { FastifyInstance } from 'fastify';
import { MAIN_WALLET, type Balance, merchantWallet, walletTransfer, type WalletTransferRequest } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { toCents } from '../../money/cents';
import { type Authenticate, requirePlayer } from '../player-auth/player-auth';
import { DUPLICATE, IDEMPOTENCY_KEY_SCHEMA, KEY_REUSED, runOnce } from './idempotency';
import { credit, moveMoney, readBalances, readMerchantWallet } from './wallet-repository';

const walletName = { type: 'string', pattern: '^[A-Z0-9_]{2,20}$' };

const transferBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fromWallet', 'toWallet', 'amount', 'idempotencyKey'],
  properties: {
    fromWallet: walletName,
    toWallet: walletName,
    amount: { type: 'string', pattern: '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$' },
    idempotencyKey: IDEMPOTENCY_KEY_SCHEMA,
  },
};

export interface GameWalletDeps {
  db: Database;
  authenticate: Authenticate;
}

async function checkTransfer(db: Queryable, input: WalletTransferRequest): Promise<void> {
  if (toCents(input.amount) <= 0n) throw new HttpError(400, 'Invalid body: amount must be above 0');
  if ((await readMerchantWallet(db)).isSingle) throw new HttpError(409, 'Single wallet: no transfer is needed');
  const vendor = input.fromWallet === MAIN_WALLET ? input.toWallet : input.toWallet === MAIN_WALLET ? input.fromWallet : null;
  if (vendor === null || vendor === MAIN_WALLET) throw new HttpError(400, `Transfers go between ${MAIN_WALLET} and a vendor wallet`);
  const { rows } = await db.query('SELECT 1 FROM game_vendor WHERE vassalage = $1', [vendor]);
  if (rows.length === 0) throw new HttpError(400, `Unknown wallet ${vendor}`);
}

/** Transfers between the main and the vendor wallets (GCS_walletTransfer) and the wallet mode (GCS_merchantWallet). */
export function registerGameWalletRoutes(app: FastifyInstance, { db, authenticate }: GameWalletDeps): void {
  serve(app, merchantWallet, {
    handler: async (_input, request) => {
      await requirePlayer(authenticate, request);
      return readMerchantWallet(db);
    },
  });

  serve(app, walletTransfer, {
    input: transferBodySchema,
    handler: async (input, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      await checkTransfer(db, input);
      const amount = input.amount;
      const replay = async (q: Queryable): Promise<Balance | null> => {
        const { rows } = await q.query<{ from_wallet: string; to_wallet: string; amount: string }>(
          'SELECT from_wallet, to_wallet, amount FROM wallet_transfer WHERE member_id = $1 AND idempotency_key = $2',
          [memberId, input.idempotencyKey],
        );
        const done = rows[0];
        if (!done) return null;
        if (done.from_wallet !== input.fromWallet || done.to_wallet !== input.toWallet || toCents(done.amount) !== toCents(amount)) {
          throw new HttpError(409, KEY_REUSED);
        }
        return readBalances(q, memberId);
      };
      return runOnce(db, replay, async (tx) => {
        await moveMoney(tx, memberId, input.fromWallet, amount, '0');
        await credit(tx, memberId, input.toWallet, amount);
        const recorded = await tx.query(
          `INSERT INTO wallet_transfer (member_id, idempotency_key, from_wallet, to_wallet, amount)
           VALUES ($1, $2, $3, $4, $5::numeric) ON CONFLICT (member_id, idempotency_key) DO NOTHING`,
          [memberId, input.idempotencyKey, input.fromWallet, input.toWallet, amount],
        );
        return recorded.rowCount === 0 ? DUPLICATE : readBalances(tx, memberId);
      });
    },
  });
}
