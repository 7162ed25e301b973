/**
 * Proves the ledger whole: every journal balances (postings sum to zero, at least two), every
 * account's stored balance equals the sum of its postings, each posting's balance_after follows
 * from the one before it (in id order: accounts are locked while their postings are written), and
 * no account that may not go negative is below zero. Run by the tests and by scripts/ledger-check.
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
}

const LIMIT = 50;

export async function checkLedger(db: Queryable): Promise<LedgerCheckReport> {
  const counts = await db.query<{ accounts: number; journals: number; postings: number }>(
    `SELECT (SELECT count(*)::int FROM ledger_account) AS accounts, (SELECT count(*)::int FROM ledger_journal) AS journals,
            (SELECT count(*)::int FROM ledger_posting) AS postings`,
  );
  const balanceMismatches = await db.query<LedgerCheckReport['balanceMismatches'][number]>(
    `SELECT a.id::int AS "accountId", a.owner, a.member_id AS "memberId", a.wallet, a.balance::text AS stored,
            coalesce(p.total, 0)::numeric(18,2)::text AS posted
       FROM ledger_account a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_posting GROUP BY account_id) p ON p.account_id = a.id
      WHERE a.balance <> coalesce(p.total, 0) ORDER BY a.id LIMIT ${LIMIT}`,
  );
  const unbalancedJournals = await db.query<LedgerCheckReport['unbalancedJournals'][number]>(
    `SELECT j.id::int AS "journalId", j.kind, j.reference, coalesce(sum(p.amount), 0)::text AS sum, count(p.id)::int AS postings
       FROM ledger_journal j LEFT JOIN ledger_posting p ON p.journal_id = j.id
      GROUP BY j.id, j.kind, j.reference HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2 ORDER BY j.id LIMIT ${LIMIT}`,
  );
  const brokenChains = await db.query<LedgerCheckReport['brokenChains'][number]>(
    `SELECT id::int AS "postingId", account_id::int AS "accountId", balance_after::text AS "balanceAfter", running::text AS expected
       FROM (SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ledger_posting) r
      WHERE balance_after <> running ORDER BY id LIMIT ${LIMIT}`,
  );
  const negativeAccounts = await db.query<LedgerCheckReport['negativeAccounts'][number]>(
    `SELECT id::int AS "accountId", wallet, balance::text AS balance FROM ledger_account WHERE NOT allow_negative AND balance < 0 ORDER BY id LIMIT ${LIMIT}`,
  );
  const report = {
    accounts: counts.rows[0]?.accounts ?? 0,
    journals: counts.rows[0]?.journals ?? 0,
    postings: counts.rows[0]?.postings ?? 0,
    balanceMismatches: balanceMismatches.rows,
    unbalancedJournals: unbalancedJournals.rows,
    brokenChains: brokenChains.rows,
    negativeAccounts: negativeAccounts.rows,
  };
  const ok = [report.balanceMismatches, report.unbalancedJournals, report.brokenChains, report.negativeAccounts].every((list) => list.length === 0);
  return { ok, ...report };
}
