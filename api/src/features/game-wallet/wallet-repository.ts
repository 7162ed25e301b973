/**
 * Wallets as the game part reads them: the main wallet and, when the merchant wallet is not
 * single, one wallet per vendor. They are the members' ledger accounts (api/src/ledger): money
 * moves only through `postJournal`; the `wallets` and `vendor_wallet` views read their balances.
 */
import { MAIN_WALLET, type Balance, type MerchantWallet, type Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { memberAccount, readAccountBalance } from '../../ledger/ledger';
import { fromCents, toSignedCents } from '../../money/cents';

/** Spec 1 §9: the currency symbol defaults to P. */
export const CURRENCY_SYMBOL = 'P';

export async function readMerchantWallet(db: Queryable): Promise<MerchantWallet> {
  const { rows } = await db.query<{ value: { isSingle?: unknown } }>(`SELECT value FROM site_setting WHERE key = 'merchantWallet'`);
  return { isSingle: rows[0]?.value.isSingle !== false };
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
