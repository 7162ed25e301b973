/**
 * Wallets as the game part reads them: the main wallet and, when the merchant wallet is not
 * single, one wallet per vendor. They are the members' ledger accounts (api/src/ledger): money
 * moves only through `postJournal`; the `wallets` and `vendor_wallet` views read their balances.
 */
import { MAIN_WALLET, type Balance, type MerchantWallet, type Money } from '@suite/shared/contract';
import { readOperatorData } from '../../cache/operator-data';
import type { Queryable } from '../../db/database';
import { memberAccount, readAccountBalance } from '../../ledger/ledger';
import { fromCents, toSignedCents } from '../../money/cents';

/** Spec 1 §9: the currency symbol defaults to P. */
export const CURRENCY_SYMBOL = 'P';

/** Operator data (cache/operator-data.ts): the admin route's change shows at once in every process. */
export const MERCHANT_WALLET_DATA = 'merchant-wallet';
/** A change made straight in the database shows within this long. */
export const MERCHANT_WALLET_TTL_MS = 5_000;

async function loadMerchantWallet(db: Queryable): Promise<MerchantWallet> {
  const { rows } = await db.query<{ value: { isSingle?: unknown } }>(`SELECT value FROM site_setting WHERE key = 'merchantWallet'`);
  return { isSingle: rows[0]?.value.isSingle !== false };
}

/** The wallet mode (single or one wallet per vendor), from memory; `db` may be a transaction. */
export function readMerchantWallet(db: Queryable): Promise<MerchantWallet> {
  return readOperatorData(db, MERCHANT_WALLET_DATA, loadMerchantWallet, MERCHANT_WALLET_TTL_MS);
}

/** Operator data: the vendors (game_vendor), invalidated with the catalogue (games/catalogue.ts). */
export const VENDOR_CODES_DATA = 'vendor-codes';

async function loadVendorCodes(db: Queryable): Promise<ReadonlySet<string>> {
  const { rows } = await db.query<{ vassalage: string }>('SELECT vassalage FROM game_vendor');
  return new Set(rows.map((row) => row.vassalage));
}

/** Every vendor's code (its wallet's name), from memory. */
export function readVendorCodes(db: Queryable): Promise<ReadonlySet<string>> {
  return readOperatorData(db, VENDOR_CODES_DATA, loadVendorCodes, MERCHANT_WALLET_TTL_MS);
}

/** Which wallet a game of this vendor plays against: MAIN when single, else the vendor's. */
export async function walletForVendor(db: Queryable, vassalage: string): Promise<string> {
  return (await readMerchantWallet(db)).isSingle ? MAIN_WALLET : vassalage;
}

export async function readWalletBalance(db: Queryable, memberId: string, wallet: string): Promise<Money> {
  return readAccountBalance(db, memberAccount(memberId, wallet));
}

/** Main plus vendor wallets: MAIN first, then each vendor wallet the member has; one query, summed exactly. */
export async function readBalances(db: Queryable, memberId: string): Promise<Balance> {
  const { rows } = await db.query<{ wallet: string; balance: string }>(
    `SELECT wallet, balance FROM ledger_account WHERE owner = 'member' AND member_id = $1
      ORDER BY wallet <> 'MAIN', wallet`,
    [memberId],
  );
  const main = rows.find((row) => row.wallet === MAIN_WALLET)?.balance ?? '0.00';
  const vendors = rows.filter((row) => row.wallet !== MAIN_WALLET);
  const total = rows.reduce((sum, row) => sum + toSignedCents(row.balance), 0n);
  return {
    sumBalance: fromCents(total),
    currencySymbol: CURRENCY_SYMBOL,
    wallets: [{ wallet: MAIN_WALLET, balance: main }, ...vendors],
  };
}
