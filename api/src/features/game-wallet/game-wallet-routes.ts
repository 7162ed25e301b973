import type { FastifyInstance } from 'fastify';
import {
  type Balance,
  type ConsolidatedFunds,
  consolidatedFunds,
  MAIN_WALLET,
  merchantWallet,
  recallAllFunds,
  walletTransfer,
  type WalletTransferRequest,
} from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError, translatedRefusal } from '../../http/envelope';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { serve } from '../../http/serve';
import { memberAccount, postJournal } from '../../ledger/ledger';
import { idempotencyKeyOf, operationOf, runIdempotent } from '../../ledger/idempotency';
import { fromCents, negate, toCents } from '../../money/cents';
import { type Authenticate, requirePlayer } from '../player-auth/player-auth';
import { enforceResponsibleGambling } from '../responsible/enforcement';
import { CURRENCY_SYMBOL, readBalances, readMerchantWallet, readVendorCodes } from './wallet-repository';

const walletName = { type: 'string', pattern: '^[A-Z0-9_]{2,20}$' };

const transferBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fromWallet', 'toWallet', 'amount'],
  properties: {
    fromWallet: walletName,
    toWallet: walletName,
    amount: AMOUNT_SCHEMA,
    idempotencyKey: { type: 'string', maxLength: 200 },
  },
};

const SINGLE_WALLET = { es: 'Billetera única: no hace falta transferir', en: 'Single wallet: no transfer is needed' } as const;
const WALLET_PAIR = {
  es: 'Solo se transfiere entre la billetera principal y la de un juego: para pasar dinero de un juego a otro, páselo primero a la billetera principal',
  en: 'Transfers go between the main wallet and one game wallet only: to move money from one game to another, move it to the main wallet first',
} as const;
const UNKNOWN_WALLET = { es: 'No existe la billetera {{wallet}}', en: 'There is no wallet {{wallet}}' } as const;
const NOTHING_TO_RECALL = { es: 'No hay saldo en las billeteras de proveedores', en: 'There is no balance in the vendor wallets' } as const;

export interface GameWalletDeps {
  db: Database;
  authenticate: Authenticate;
}

async function checkTransfer(db: Queryable, input: WalletTransferRequest): Promise<void> {
  if (toCents(input.amount) <= 0n) throw new HttpError(400, 'Invalid body: amount must be above 0');
  // Exactly the pair asked for, or a refusal: never another wallet in place of the one the player chose.
  const vendor = input.fromWallet === MAIN_WALLET ? input.toWallet : input.toWallet === MAIN_WALLET ? input.fromWallet : null;
  if (vendor === null || vendor === MAIN_WALLET) {
    throw translatedRefusal(WALLET_PAIR, { code: 'walletPair', fromWallet: input.fromWallet, toWallet: input.toWallet }, 400);
  }
  if (!(await readVendorCodes(db)).has(vendor)) {
    const fill = (text: string) => text.replace('{{wallet}}', vendor);
    throw translatedRefusal({ es: fill(UNKNOWN_WALLET.es), en: fill(UNKNOWN_WALLET.en) }, { code: 'unknownWallet', wallet: vendor }, 400);
  }
  if ((await readMerchantWallet(db)).isSingle) throw translatedRefusal(SINGLE_WALLET, { code: 'singleWallet' });
}

/** Every wallet with its balance: MAIN, then every vendor's wallet (funded or not) unless single. */
async function readConsolidatedFunds(db: Queryable, memberId: string): Promise<ConsolidatedFunds> {
  const { isSingle } = await readMerchantWallet(db);
  const balance = await readBalances(db, memberId);
  const held = new Map(balance.wallets.map((wallet) => [wallet.wallet, wallet.balance]));
  const vendors = isSingle
    ? []
    : (await db.query<{ vassalage: string; display_name: string }>('SELECT vassalage, display_name FROM game_vendor ORDER BY display_name')).rows;
  return {
    isSingle,
    currencySymbol: CURRENCY_SYMBOL,
    sumBalance: balance.sumBalance,
    wallets: [
      { wallet: MAIN_WALLET, name: MAIN_WALLET, balance: held.get(MAIN_WALLET) ?? '0.00' },
      ...vendors.map((vendor) => ({ wallet: vendor.vassalage, name: vendor.display_name, balance: held.get(vendor.vassalage) ?? '0.00' })),
    ],
  };
}

/**
 * Transfers between the main and the vendor wallets (GCS_walletTransfer), all back to main, the
 * consolidated funds view and the wallet mode (GCS_merchantWallet). Money moves through the ledger.
 */
export function registerGameWalletRoutes(app: FastifyInstance, { db, authenticate }: GameWalletDeps): void {
  serve(app, merchantWallet, {
    handler: async (_input, request) => {
      await requirePlayer(authenticate, request);
      return readMerchantWallet(db);
    },
  });

  serve(app, consolidatedFunds, {
    handler: async (_input, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      return readConsolidatedFunds(db, memberId);
    },
  });

  serve(app, walletTransfer, {
    input: transferBodySchema,
    preValidation: bodyStrings(['amount', 'fromWallet', 'toWallet', 'idempotencyKey']),
    handler: async (input, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      const key = idempotencyKeyOf(request, input.idempotencyKey);
      await checkTransfer(db, input);
      const { idempotencyKey: _bodyKey, ...payload } = input;
      return runIdempotent<Balance>(db, { scope: memberId, key, operation: operationOf(request), payload }, async (tx) => {
        // Safer gambling (issue 24): money moved into a game wallet is a potential stake (wager and loss
        // limits); back to main is never limited. The member's lock comes first, before the ledger's.
        if (input.toWallet !== MAIN_WALLET) await enforceResponsibleGambling(tx, { memberId, path: 'walletTransfer', amount: input.amount });
        await postJournal(tx, {
          kind: 'wallet_transfer',
          reference: `T${key}`,
          memberId,
          legs: [
            { account: memberAccount(memberId, input.fromWallet), amount: negate(input.amount), entryType: 'transferOut' },
            { account: memberAccount(memberId, input.toWallet), amount: input.amount, entryType: 'transferIn' },
          ],
        });
        return readBalances(tx, memberId);
      });
    },
  });

  serve(app, recallAllFunds, {
    handler: async (_input, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      const key = idempotencyKeyOf(request);
      return runIdempotent<Balance>(db, { scope: memberId, key, operation: operationOf(request), payload: {} }, async (tx) => {
        const { rows } = await tx.query<{ wallet: string; balance: string }>(
          `SELECT wallet, balance FROM ledger_account
            WHERE owner = 'member' AND member_id = $1 AND wallet <> $2 AND balance > 0 ORDER BY wallet`,
          [memberId, MAIN_WALLET],
        );
        if (rows.length === 0) throw translatedRefusal(NOTHING_TO_RECALL, { code: 'nothingToRecall' });
        const total = rows.reduce((sum, row) => sum + toCents(row.balance), 0n);
        await postJournal(tx, {
          kind: 'wallet_transfer',
          reference: `T${key}`,
          memberId,
          legs: [
            ...rows.map((row) => ({ account: memberAccount(memberId, row.wallet), amount: negate(row.balance), entryType: 'transferOut' })),
            { account: memberAccount(memberId, MAIN_WALLET), amount: fromCents(total), entryType: 'transferIn' },
          ],
        });
        return readBalances(tx, memberId);
      });
    },
  });
}
