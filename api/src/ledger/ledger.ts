/**
 * The one ledger every money feature calls. A movement is a journal of postings that sum to zero
 * (NUMERIC, exact; amounts as strings with at most two decimals). Accounts are locked in id order
 * (SELECT ... ORDER BY id FOR UPDATE), so two journals touching the same accounts never deadlock;
 * each account's stored balance changes in the same transaction as its postings, and a member
 * account (or the withdrawal hold) never goes below zero, after any leg.
 */
import type { Money } from '@suite/shared/contract';
import type { Queryable } from '../db/database';
import { translatedRefusal } from '../http/envelope';
import { fromCents, toSignedCents } from '../money/cents';

export const HOUSE_ACCOUNTS = ['BANK', 'WITHDRAWAL_HOLD', 'GAME', 'LOTTERY', 'BONUS', 'FEES', 'OPENING', 'ADJUSTMENT'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** A member's wallet (MAIN or a vendor's vassalage) or a house account. */
export type AccountRef = { member: string; wallet: string } | { house: HouseAccount };

export const memberAccount = (member: string, wallet: string): AccountRef => ({ member, wallet });
export const houseAccount = (house: HouseAccount): AccountRef => ({ house });

export interface Leg {
  account: AccountRef;
  /** Signed: positive into the account, negative out of it. Never zero. */
  amount: Money;
  /** The line's type in the member's account record (deposit, bet, win, transferIn ...). */
  entryType: string;
}

export interface JournalInput {
  kind: string;
  /** The order, round or transfer behind it. */
  reference: string;
  memberId?: string | null;
  legs: readonly Leg[];
}

export interface PostedJournal {
  journalId: number;
  createdAt: Date;
  /** Balance of each account after the journal, by `accountKey`. */
  balances: ReadonlyMap<string, Money>;
}

/** Refused when a member account would go below zero (a business refusal, value.code insufficientBalance). */
export const INSUFFICIENT_BALANCE = { es: 'Saldo insuficiente', en: 'Insufficient balance' } as const;
export const insufficientBalance = () => translatedRefusal(INSUFFICIENT_BALANCE, { code: 'insufficientBalance' });

export function accountKey(ref: AccountRef): string {
  return 'house' in ref ? `house/${ref.house}` : `member/${ref.member}/${ref.wallet}`;
}

interface AccountRow {
  id: number;
  owner: 'member' | 'house';
  member_id: string | null;
  wallet: string;
}

function rowKey(row: AccountRow): string {
  return row.owner === 'house' ? `house/${row.wallet}` : `member/${row.member_id}/${row.wallet}`;
}

async function findAccounts(tx: Queryable, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const houses = refs.flatMap((ref) => ('house' in ref ? [ref.house] : []));
  const members = refs.flatMap((ref) => ('member' in ref ? [ref] : []));
  const { rows } = await tx.query<AccountRow>(
    `SELECT a.id, a.owner, a.member_id, a.wallet FROM ledger_account a
      WHERE (a.owner = 'house' AND a.wallet = ANY($1::text[]))
         OR (a.owner = 'member' AND (a.member_id, a.wallet) IN (SELECT m, w FROM unnest($2::text[], $3::text[]) AS k(m, w)))`,
    [houses, members.map((ref) => ref.member), members.map((ref) => ref.wallet)],
  );
  return new Map(rows.map((row) => [rowKey(row), Number(row.id)]));
}

/** Ids of the accounts, creating member accounts on first use (house accounts exist from the migration). */
export async function resolveAccounts(tx: Queryable, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  let ids = await findAccounts(tx, refs);
  const missing = refs.filter((ref) => !ids.has(accountKey(ref)));
  if (missing.length === 0) return ids;
  for (const ref of missing) {
    if ('house' in ref) throw new Error(`unknown house account ${ref.house}`);
    await tx.query(
      `INSERT INTO ledger_account (owner, member_id, wallet) VALUES ('member', $1, $2)
       ON CONFLICT (member_id, wallet) WHERE owner = 'member' DO NOTHING`,
      [ref.member, ref.wallet],
    );
  }
  ids = await findAccounts(tx, refs);
  return ids;
}

/**
 * Posts a balanced journal inside the caller's transaction. Throws HttpError 200 (a business
 * refusal) with INSUFFICIENT_BALANCE when a member account would go negative: the caller's
 * transaction then rolls back whatever else it did.
 */
export async function postJournal(tx: Queryable, input: JournalInput): Promise<PostedJournal> {
  if (input.legs.length < 2) throw new Error('a journal needs at least two legs');
  const cents = input.legs.map((leg) => toSignedCents(leg.amount));
  if (cents.some((value) => value === 0n)) throw new Error('a posting is never zero');
  if (cents.reduce((sum, value) => sum + value, 0n) !== 0n) throw new Error(`unbalanced journal ${input.kind} ${input.reference}`);

  const ids = await resolveAccounts(tx, input.legs.map((leg) => leg.account));
  const accountIds = [...new Set(ids.values())];
  // Fixed lock order: by account id.
  const locked = await tx.query<{ id: number; balance: string; allow_negative: boolean }>(
    'SELECT id, balance, allow_negative FROM ledger_account WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [accountIds],
  );
  const running = new Map(locked.rows.map((row) => [Number(row.id), { cents: toSignedCents(row.balance), allowNegative: row.allow_negative }]));

  const legAccountIds: number[] = [];
  const balancesAfter: string[] = [];
  input.legs.forEach((leg, index) => {
    const id = ids.get(accountKey(leg.account)) as number;
    const account = running.get(id);
    if (!account) throw new Error(`account ${id} vanished`);
    account.cents += cents[index] as bigint;
    if (account.cents < 0n && !account.allowNegative) throw insufficientBalance();
    legAccountIds.push(id);
    balancesAfter.push(fromCents(account.cents));
  });

  const journal = await tx.query<{ id: number; created_at: Date }>(
    'INSERT INTO ledger_journal (kind, reference, member_id) VALUES ($1, $2, $3) RETURNING id, created_at',
    [input.kind, input.reference, input.memberId ?? null],
  );
  const { id: journalId, created_at: createdAt } = journal.rows[0] as { id: number; created_at: Date };
  await tx.query(
    `INSERT INTO ledger_posting (journal_id, account_id, entry_type, amount, balance_after, created_at)
     SELECT $1, p.account_id, p.entry_type, p.amount, p.balance_after, $6
       FROM unnest($2::bigint[], $3::text[], $4::numeric[], $5::numeric[]) WITH ORDINALITY AS p(account_id, entry_type, amount, balance_after, n)
      ORDER BY p.n`,
    [journalId, legAccountIds, input.legs.map((leg) => leg.entryType), cents.map(fromCents), balancesAfter, createdAt],
  );
  const deltas = new Map<number, bigint>();
  legAccountIds.forEach((id, index) => deltas.set(id, (deltas.get(id) ?? 0n) + (cents[index] as bigint)));
  const changed = [...deltas].filter(([, delta]) => delta !== 0n);
  if (changed.length > 0) {
    await tx.query(
      `UPDATE ledger_account a SET balance = a.balance + v.delta
         FROM unnest($1::bigint[], $2::numeric[]) AS v(id, delta) WHERE a.id = v.id`,
      [changed.map(([id]) => id), changed.map(([, delta]) => fromCents(delta))],
    );
  }

  const balances = new Map<string, Money>();
  for (const [key, id] of ids) {
    const account = running.get(id);
    if (account) balances.set(key, fromCents(account.cents));
  }
  return { journalId: Number(journalId), createdAt, balances };
}

/** The balance of one account after a posted journal. */
export function balanceAfter(posted: PostedJournal, ref: AccountRef): Money {
  const value = posted.balances.get(accountKey(ref));
  if (value === undefined) throw new Error(`account ${accountKey(ref)} is not in the journal`);
  return value;
}

/** A member wallet's balance ('0.00' when it has never been used). */
export async function readAccountBalance(db: Queryable, ref: AccountRef): Promise<Money> {
  const { rows } =
    'house' in ref
      ? await db.query<{ balance: string }>(`SELECT balance FROM ledger_account WHERE owner = 'house' AND wallet = $1`, [ref.house])
      : await db.query<{ balance: string }>(`SELECT balance FROM ledger_account WHERE owner = 'member' AND member_id = $1 AND wallet = $2`, [
          ref.member,
          ref.wallet,
        ]);
  return rows[0]?.balance ?? '0.00';
}
