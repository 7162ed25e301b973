/**
 * Proves the ledger whole: every journal balances (postings sum to zero, at least two), every
 * account's stored balance equals the sum of its postings, each posting's balance_after follows
 * from the one before it (in id order: accounts are locked while their postings are written), and
 * no account that may not go negative is below zero. Run by the tests and by scripts/ledger-check.
 * The points book (points_account/journal/posting) gets the same four proofs.
 */
import type { Queryable } from '../db/database';

export interface LedgerCheckReport {
  ok: boolean;
  accounts: number;
  journals: number;
  postings: number;
  /** Stored balance differs from the sum of the account's postings. */
  balanceMismatches: { accountId: number; owner: string; memberId: string | null; wallet: string; stored: string; posted: string }[];
  /** Journals whose postings do not sum to zero, or that have fewer than two. */
  unbalancedJournals: { journalId: number; kind: string; reference: string; sum: string; postings: number }[];
  /** Postings whose balance_after is not the running sum of their account. */
  brokenChains: { postingId: number; accountId: number; balanceAfter: string; expected: string }[];
  negativeAccounts: { accountId: number; wallet: string; balance: string }[];
  /** The points book, proved the same way (issue 22); `ok` covers it too. */
  points: Omit<LedgerCheckReport, 'ok' | 'points'>;
}

const LIMIT = 50;

/** The points book's report (issue 22): the same four proofs over points_account/journal/posting. */
export type PointsCheckReport = Omit<LedgerCheckReport, 'ok' | 'points'>;

interface BookTables {
  accounts: string;
  journals: string;
  postings: string;
  /** How a sum of this book prints: money with two decimals, points whole. */
  sumType: string;
}

const MONEY: BookTables = { accounts: 'ledger_account', journals: 'ledger_journal', postings: 'ledger_posting', sumType: 'numeric(18,2)' };
const POINTS: BookTables = { accounts: 'points_account', journals: 'points_journal', postings: 'points_posting', sumType: 'bigint' };

async function checkBook(db: Queryable, book: BookTables): Promise<PointsCheckReport> {
  const counts = await db.query<{ accounts: number; journals: number; postings: number }>(
    `SELECT (SELECT count(*)::int FROM ${book.accounts}) AS accounts, (SELECT count(*)::int FROM ${book.journals}) AS journals,
            (SELECT count(*)::int FROM ${book.postings}) AS postings`,
  );
  const balanceMismatches = await db.query<LedgerCheckReport['balanceMismatches'][number]>(
    `SELECT a.id::int AS "accountId", a.owner, a.member_id AS "memberId", a.wallet, a.balance::text AS stored,
            coalesce(p.total, 0)::${book.sumType}::text AS posted
       FROM ${book.accounts} a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ${book.postings} GROUP BY account_id) p ON p.account_id = a.id
      WHERE a.balance <> coalesce(p.total, 0) ORDER BY a.id LIMIT ${LIMIT}`,
  );
  const unbalancedJournals = await db.query<LedgerCheckReport['unbalancedJournals'][number]>(
    `SELECT j.id::int AS "journalId", j.kind, j.reference, coalesce(sum(p.amount), 0)::text AS sum, count(p.id)::int AS postings
       FROM ${book.journals} j LEFT JOIN ${book.postings} p ON p.journal_id = j.id
      GROUP BY j.id, j.kind, j.reference HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2 ORDER BY j.id LIMIT ${LIMIT}`,
  );
  const brokenChains = await db.query<LedgerCheckReport['brokenChains'][number]>(
    `SELECT id::int AS "postingId", account_id::int AS "accountId", balance_after::text AS "balanceAfter", running::text AS expected
       FROM (SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ${book.postings}) r
      WHERE balance_after <> running ORDER BY id LIMIT ${LIMIT}`,
  );
  const negativeAccounts = await db.query<LedgerCheckReport['negativeAccounts'][number]>(
    `SELECT id::int AS "accountId", wallet, balance::text AS balance FROM ${book.accounts} WHERE NOT allow_negative AND balance < 0 ORDER BY id LIMIT ${LIMIT}`,
  );
  return {
    accounts: counts.rows[0]?.accounts ?? 0,
    journals: counts.rows[0]?.journals ?? 0,
    postings: counts.rows[0]?.postings ?? 0,
    balanceMismatches: balanceMismatches.rows,
    unbalancedJournals: unbalancedJournals.rows,
    brokenChains: brokenChains.rows,
    negativeAccounts: negativeAccounts.rows,
  };
}

const whole = (report: PointsCheckReport): boolean =>
  [report.balanceMismatches, report.unbalancedJournals, report.brokenChains, report.negativeAccounts].every((list) => list.length === 0);

/** Both books: the money ledger (the top-level fields, as before) and the points book (`points`). */
export async function checkLedger(db: Queryable): Promise<LedgerCheckReport> {
  const report = await checkBook(db, MONEY);
  const points = await checkBook(db, POINTS);
  return { ok: whole(report) && whole(points), ...report, points };
}
