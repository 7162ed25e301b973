/**
 * Wallets as the game part uses them: the main wallet (`wallets`, shared with the accounts part)
 * and, when the merchant wallet is not single, one wallet per vendor (`vendor_wallet`). Every
 * debit is a guarded UPDATE (`balance >= amount`), and the tables CHECK balance >= 0: a balance
 * never goes negative, whatever runs at the same time.
 */
import { MAIN_WALLET, type Balance, type MerchantWallet, type Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';

export const INSUFFICIENT_BALANCE = 'Insufficient balance';
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
  const { rows } =
    wallet === MAIN_WALLET
      ? await db.query<{ balance: string }>('SELECT balance FROM wallets WHERE member_id = $1', [memberId])
      : await db.query<{ balance: string }>('SELECT balance FROM vendor_wallet WHERE member_id = $1 AND vassalage = $2', [memberId, wallet]);
  return rows[0]?.balance ?? '0.00';
}

/**
 * Takes `debit` and adds `credit` in one statement, only if the balance covers the debit; throws
 * 409 INSUFFICIENT_BALANCE otherwise (a missing wallet has nothing). Returns the new balance.
 */
export async function moveMoney(tx: Queryable, memberId: string, wallet: string, debit: Money, credit: Money): Promise<Money> {
  const { rows } =
    wallet === MAIN_WALLET
      ? await tx.query<{ balance: string }>(
          `UPDATE wallets SET balance = balance - $2::numeric + $3::numeric
            WHERE member_id = $1 AND balance >= $2::numeric RETURNING balance`,
          [memberId, debit, credit],
        )
      : await tx.query<{ balance: string }>(
          `UPDATE vendor_wallet SET balance = balance - $3::numeric + $4::numeric
            WHERE member_id = $1 AND vassalage = $2 AND balance >= $3::numeric RETURNING balance`,
          [memberId, wallet, debit, credit],
        );
  const row = rows[0];
  if (!row) throw new HttpError(409, INSUFFICIENT_BALANCE);
  return row.balance;
}

/** Adds to a wallet, creating a vendor wallet on its first credit. */
export async function credit(tx: Queryable, memberId: string, wallet: string, amount: Money): Promise<void> {
  if (wallet === MAIN_WALLET) {
    await tx.query(
      `INSERT INTO wallets (member_id, balance) VALUES ($1, $2::numeric)
       ON CONFLICT (member_id) DO UPDATE SET balance = wallets.balance + EXCLUDED.balance`,
      [memberId, amount],
    );
    return;
  }
  await tx.query(
    `INSERT INTO vendor_wallet (member_id, vassalage, balance) VALUES ($1, $2, $3::numeric)
     ON CONFLICT (member_id, vassalage) DO UPDATE SET balance = vendor_wallet.balance + EXCLUDED.balance`,
    [memberId, wallet, amount],
  );
}

/** Main plus vendor wallets: MAIN first, then each vendor wallet the member has. */
export async function readBalances(db: Queryable, memberId: string): Promise<Balance> {
  // One after another: this also runs inside transactions, whose connection takes one query at a time.
  const main = await readWalletBalance(db, memberId, MAIN_WALLET);
  const vendors = await db.query<{ wallet: string; balance: string }>(
    'SELECT vassalage AS wallet, balance FROM vendor_wallet WHERE member_id = $1 ORDER BY vassalage',
    [memberId],
  );
  const total = await db.query<{ total: string }>(
    `SELECT (coalesce((SELECT balance FROM wallets WHERE member_id = $1), 0)
           + coalesce((SELECT sum(balance) FROM vendor_wallet WHERE member_id = $1), 0))::numeric(18,2) AS total`,
    [memberId],
  );
  return {
    sumBalance: total.rows[0]?.total ?? '0.00',
    currencySymbol: CURRENCY_SYMBOL,
    wallets: [{ wallet: MAIN_WALLET, balance: main }, ...vendors.rows],
  };
}
