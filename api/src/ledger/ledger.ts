/**
 * The one ledger every money feature calls. A movement is a journal of postings that sum to zero
 * (NUMERIC, exact; amounts as strings with at most two decimals). Accounts are locked in id order
 * (SELECT ... ORDER BY id FOR UPDATE), so two journals touching the same accounts never deadlock;
 * each account's stored balance changes in the same transaction as its postings, and a member
 * account (or the withdrawal hold) never goes below zero, after any leg.
 *
 * Points (the points mall, issue 22) are a second book with the same rules and the same code
 * (postPointsJournal): whole numbers, a points account per member, house points accounts. A
 * transaction that moves both posts its money journal first, then its points journal: the fixed
 * order across the books.
 */
import type { Money } from '@suite/shared/contract';
import type { Queryable } from '../db/database';
import { translatedRefusal } from '../http/envelope';
import { fromCents, toSignedCents } from '../money/cents';

/** POINTS: pays the money of points converted in the points mall (migration 100). */
export const HOUSE_ACCOUNTS = ['BANK', 'WITHDRAWAL_HOLD', 'GAME', 'LOTTERY', 'BONUS', 'FEES', 'OPENING', 'ADJUSTMENT', 'POINTS'] as const;
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

/**
 * A book of accounts: money (cents, NUMERIC(18,2)) or points (whole numbers, BIGINT). Both keep the
 * same rules through the same code: balanced journals, accounts locked in id order, stored balances
 * changed with their postings, accounts that may not go negative never below zero.
 */
interface Book {
  accounts: 'ledger_account' | 'points_account';
  journals: 'ledger_journal' | 'points_journal';
  postings: 'ledger_posting' | 'points_posting';
  sqlType: 'numeric' | 'bigint';
  /** The database's text of an amount -> units (cents or points). */
  parse(text: string): bigint;
  format(units: bigint): string;
  /** The points book keeps a memo per journal (what the points details show). */
  memo: boolean;
  refuse(): Error;
}

/** The book's own key of an account (what `balances` of a posted journal is keyed by). */
type BookRef = { owner: 'house'; wallet: string } | { owner: 'member'; member: string; wallet: string };
const bookKey = (ref: BookRef): string => (ref.owner === 'house' ? `house/${ref.wallet}` : `member/${ref.member}/${ref.wallet}`);

interface LockedRow extends AccountRow {
  balance: string;
  allow_negative: boolean;
}

/**
 * The accounts of `refs` that exist; with `lock`, locked FOR UPDATE in id order (the fixed lock
 * order: rows are locked as the sorted scan returns them) and with their balances.
 */
async function findBookAccounts<Row extends AccountRow>(tx: Queryable, book: Book, refs: readonly BookRef[], lock: boolean): Promise<Row[]> {
  const houses = refs.flatMap((ref) => (ref.owner === 'house' ? [ref.wallet] : []));
  const members = refs.flatMap((ref) => (ref.owner === 'member' ? [ref] : []));
  const { rows } = await tx.query<Row>(
    `SELECT a.id, a.owner, a.member_id, a.wallet${lock ? ', a.balance::text AS balance, a.allow_negative' : ''} FROM ${book.accounts} a
      WHERE (a.owner = 'house' AND a.wallet = ANY($1::text[]))
         OR (a.owner = 'member' AND a.member_id = ANY($2::text[])
             AND (a.member_id, a.wallet) IN (SELECT m, w FROM unnest($2::text[], $3::text[]) AS k(m, w)))
      ${lock ? 'ORDER BY a.id FOR UPDATE' : ''}`,
    [houses, members.map((ref) => ref.member), members.map((ref) => ref.wallet)],
  );
  return rows;
}

/** Creates the member accounts of `refs` not in `found` (house accounts exist from the migrations). */
async function createMissingAccounts(tx: Queryable, book: Book, refs: readonly BookRef[], found: ReadonlySet<string>): Promise<boolean> {
  const missing = refs.filter((ref) => !found.has(bookKey(ref)));
  for (const ref of missing) {
    if (ref.owner === 'house') throw new Error(`unknown house account ${ref.wallet}`);
    await tx.query(
      `INSERT INTO ${book.accounts} (owner, member_id, wallet) VALUES ('member', $1, $2)
       ON CONFLICT (member_id, wallet) WHERE owner = 'member' DO NOTHING`,
      [ref.member, ref.wallet],
    );
  }
  return missing.length > 0;
}

async function resolveBookAccounts(tx: Queryable, book: Book, refs: readonly BookRef[]): Promise<Map<string, number>> {
  const toIds = (rows: AccountRow[]) => new Map(rows.map((row) => [rowKey(row), Number(row.id)]));
  const ids = toIds(await findBookAccounts(tx, book, refs, false));
  if (!(await createMissingAccounts(tx, book, refs, new Set(ids.keys())))) return ids;
  return toIds(await findBookAccounts(tx, book, refs, false));
}

/**
 * The journal's accounts, locked in id order, with their balances: one statement when they all
 * exist (the usual case); a member account used for the first time is created, then all are locked.
 */
async function lockBookAccounts(tx: Queryable, book: Book, refs: readonly BookRef[]): Promise<LockedRow[]> {
  const rows = await findBookAccounts<LockedRow>(tx, book, refs, true);
  if (!(await createMissingAccounts(tx, book, refs, new Set(rows.map(rowKey))))) return rows;
  return findBookAccounts<LockedRow>(tx, book, refs, true);
}

interface BookLeg {
  ref: BookRef;
  units: bigint;
  entryType: string;
}

interface BookPosted {
  journalId: number;
  createdAt: Date;
  balances: Map<string, bigint>;
}

/** Posts a balanced journal in `book` inside the caller's transaction (see postJournal). */
async function postInBook(
  tx: Queryable,
  book: Book,
  input: { kind: string; reference: string; memberId?: string | null; memo?: unknown; legs: readonly BookLeg[] },
): Promise<BookPosted> {
  if (input.legs.length < 2) throw new Error('a journal needs at least two legs');
  const units = input.legs.map((leg) => leg.units);
  if (units.some((value) => value === 0n)) throw new Error('a posting is never zero');
  if (units.reduce((sum, value) => sum + value, 0n) !== 0n) throw new Error(`unbalanced journal ${input.kind} ${input.reference}`);

  // Fixed lock order: by account id.
  const locked = await lockBookAccounts(tx, book, input.legs.map((leg) => leg.ref));
  const ids = new Map(locked.map((row) => [rowKey(row), Number(row.id)]));
  const running = new Map(locked.map((row) => [Number(row.id), { units: book.parse(String(row.balance)), allowNegative: row.allow_negative }]));

  const legAccountIds: number[] = [];
  const balancesAfter: string[] = [];
  input.legs.forEach((leg, index) => {
    const id = ids.get(bookKey(leg.ref)) as number;
    const account = running.get(id);
    if (!account) throw new Error(`account ${id} vanished`);
    account.units += units[index] as bigint;
    if (account.units < 0n && !account.allowNegative) throw book.refuse();
    legAccountIds.push(id);
    balancesAfter.push(book.format(account.units));
  });

  const deltas = new Map<number, bigint>();
  legAccountIds.forEach((id, index) => deltas.set(id, (deltas.get(id) ?? 0n) + (units[index] as bigint)));
  const changed = [...deltas].filter(([, delta]) => delta !== 0n);
  // One round trip writes the journal, its postings (ids in leg order: the balance-after chain) and
  // the stored balances. Data-modifying CTEs all run to completion; the postings' foreign key is
  // checked at the statement's end, when the journal row exists.
  const type = book.sqlType;
  const journal = await tx.query<{ id: number; created_at: Date }>(
    `WITH j AS (
       INSERT INTO ${book.journals} (kind, reference, member_id${book.memo ? ', memo' : ''})
       VALUES ($1, $2, $3${book.memo ? ', $10::jsonb' : ''}) RETURNING id, created_at
     ), posted AS (
       INSERT INTO ${book.postings} (journal_id, account_id, entry_type, amount, balance_after, created_at)
       SELECT j.id, p.account_id, p.entry_type, p.amount, p.balance_after, j.created_at
         FROM j, unnest($4::bigint[], $5::text[], $6::${type}[], $7::${type}[]) WITH ORDINALITY AS p(account_id, entry_type, amount, balance_after, n)
        ORDER BY p.n
     ), balanced AS (
       UPDATE ${book.accounts} a SET balance = a.balance + v.delta
         FROM unnest($8::bigint[], $9::${type}[]) AS v(id, delta) WHERE a.id = v.id
     )
     SELECT id, created_at FROM j`,
    [
      input.kind,
      input.reference,
      input.memberId ?? null,
      legAccountIds,
      input.legs.map((leg) => leg.entryType),
      units.map((value) => book.format(value)),
      balancesAfter,
      changed.map(([id]) => id),
      changed.map(([, delta]) => book.format(delta)),
      ...(book.memo ? [JSON.stringify(input.memo ?? {})] : []),
    ],
  );
  const { id: journalId, created_at: createdAt } = journal.rows[0] as { id: number; created_at: Date };

  const balances = new Map<string, bigint>();
  for (const [key, id] of ids) {
    const account = running.get(id);
    if (account) balances.set(key, account.units);
  }
  return { journalId: Number(journalId), createdAt, balances };
}

const MONEY_BOOK: Book = {
  accounts: 'ledger_account',
  journals: 'ledger_journal',
  postings: 'ledger_posting',
  sqlType: 'numeric',
  parse: toSignedCents,
  format: fromCents,
  memo: false,
  refuse: insufficientBalance,
};

const moneyRef = (ref: AccountRef): BookRef => ('house' in ref ? { owner: 'house', wallet: ref.house } : { owner: 'member', member: ref.member, wallet: ref.wallet });

/** Ids of the accounts, creating member accounts on first use (house accounts exist from the migration). */
export async function resolveAccounts(tx: Queryable, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  return resolveBookAccounts(tx, MONEY_BOOK, refs.map(moneyRef));
}

/**
 * Posts a balanced journal inside the caller's transaction. Throws HttpError 200 (a business
 * refusal) with INSUFFICIENT_BALANCE when a member account would go negative: the caller's
 * transaction then rolls back whatever else it did.
 */
export async function postJournal(tx: Queryable, input: JournalInput): Promise<PostedJournal> {
  const legs = input.legs.map((leg) => ({ ref: moneyRef(leg.account), units: toSignedCents(leg.amount), entryType: leg.entryType }));
  const posted = await postInBook(tx, MONEY_BOOK, { kind: input.kind, reference: input.reference, memberId: input.memberId, legs });
  return { journalId: posted.journalId, createdAt: posted.createdAt, balances: new Map([...posted.balances].map(([key, cents]) => [key, fromCents(cents)])) };
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

// --- The points book ---

export const POINTS_HOUSE_ACCOUNTS = ['POINTS_ISSUED', 'POINTS_HOLD', 'POINTS_REDEEMED', 'POINTS_CONVERTED', 'POINTS_ADJUSTMENT'] as const;
export type PointsHouseAccount = (typeof POINTS_HOUSE_ACCOUNTS)[number];
/** The one points account of a member. */
export const MEMBER_POINTS_WALLET = 'POINTS';

export type PointsAccountRef = { member: string } | { house: PointsHouseAccount };
export const memberPoints = (member: string): PointsAccountRef => ({ member });
export const housePoints = (house: PointsHouseAccount): PointsAccountRef => ({ house });

export interface PointsLeg {
  account: PointsAccountRef;
  /** Signed whole points: positive into the account. Never zero. */
  points: number;
  entryType: string;
}

export interface PointsJournalInput {
  kind: string;
  /** The round, bet, redeem or conversion behind it; (kind, reference) is unique in the book. */
  reference: string;
  memberId?: string | null;
  /** What the points details show beside the figures (amount, ratio, remark...). */
  memo?: Record<string, unknown>;
  legs: readonly PointsLeg[];
}

export interface PostedPointsJournal {
  journalId: number;
  createdAt: Date;
  balances: ReadonlyMap<string, number>;
}

export const INSUFFICIENT_POINTS = { es: 'Puntos insuficientes', en: 'Not enough points' } as const;
export const insufficientPoints = () => translatedRefusal(INSUFFICIENT_POINTS, { code: 'insufficientPoints' });

const POINTS_BOOK: Book = {
  accounts: 'points_account',
  journals: 'points_journal',
  postings: 'points_posting',
  sqlType: 'bigint',
  parse: (text) => BigInt(text),
  format: (units) => units.toString(),
  memo: true,
  refuse: insufficientPoints,
};

const pointsRef = (ref: PointsAccountRef): BookRef =>
  'house' in ref ? { owner: 'house', wallet: ref.house } : { owner: 'member', member: ref.member, wallet: MEMBER_POINTS_WALLET };

export const pointsAccountKey = (ref: PointsAccountRef): string => bookKey(pointsRef(ref));

/**
 * Posts a balanced points journal inside the caller's transaction (accounts locked in id order, a
 * member's points never below zero: refusal `insufficientPoints`). A second journal of the same kind
 * and reference fails on the book's unique index: the caller's transaction rolls back.
 */
export async function postPointsJournal(tx: Queryable, input: PointsJournalInput): Promise<PostedPointsJournal> {
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.points)) throw new Error(`points are whole numbers: ${leg.points}`);
  }
  const legs = input.legs.map((leg) => ({ ref: pointsRef(leg.account), units: BigInt(leg.points), entryType: leg.entryType }));
  const posted = await postInBook(tx, POINTS_BOOK, { kind: input.kind, reference: input.reference, memberId: input.memberId, memo: input.memo, legs });
  return { journalId: posted.journalId, createdAt: posted.createdAt, balances: new Map([...posted.balances].map(([key, units]) => [key, Number(units)])) };
}

/** The balance of one points account after a posted points journal. */
export function pointsAfter(posted: PostedPointsJournal, ref: PointsAccountRef): number {
  const value = posted.balances.get(pointsAccountKey(ref));
  if (value === undefined) throw new Error(`account ${pointsAccountKey(ref)} is not in the journal`);
  return value;
}

/** A member's points (0 when never used), or a house points account's balance. */
export async function readPointsBalance(db: Queryable, ref: PointsAccountRef): Promise<number> {
  const { rows } =
    'house' in ref
      ? await db.query<{ balance: string }>(`SELECT balance::text AS balance FROM points_account WHERE owner = 'house' AND wallet = $1`, [ref.house])
      : await db.query<{ balance: string }>(`SELECT balance::text AS balance FROM points_account WHERE owner = 'member' AND member_id = $1 AND wallet = $2`, [
          ref.member,
          MEMBER_POINTS_WALLET,
        ]);
  return Number(rows[0]?.balance ?? '0');
}
