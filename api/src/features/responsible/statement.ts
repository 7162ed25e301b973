/**
 * The account activity statement (contract: activityStatement): the last 12 months in the operator's
 * time zone (UTC+8, as agent-contracts/settlement-periods.ts; the current month included), newest
 * first, with the totals. Per month:
 *
 * - deposits: credited deposit orders (their amount, the month they were credited);
 * - withdrawals: withdrawals asked in the month, net of returned ones (a rejected withdrawal's money
 *   came back to the wallet: it counts nothing; pending and approved ones count);
 * - stakes and wins: the member's `bet` and `win` postings (rounds, lottery bets and prizes);
 * - net: wins - stakes.
 */
import type { ActivityMonth, ActivityStatement } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toSignedCents } from '../../money/cents';
import { SITE_UTC_OFFSET_MINUTES } from '../agent-contracts/settlement-periods';
import { lastSiteMonths } from './responsible-time';

export const STATEMENT_MONTHS = 12;

/** The site month of a timestamp column, in SQL. */
const month = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') + make_interval(mins => $4), 'YYYY-MM')`;

export async function readStatement(db: Queryable, memberId: string, now: Date): Promise<ActivityStatement> {
  const months = lastSiteMonths(now, STATEMENT_MONTHS);
  const from = (months.at(-1) as (typeof months)[number]).start;
  const to = (months[0] as (typeof months)[number]).end;
  const params = [memberId, from, to, SITE_UTC_OFFSET_MINUTES];
  const { rows } = await db.query<{ month: string; figure: string; amount: string }>(
    `SELECT ${month('j.created_at')} AS month, 'deposits' AS figure, sum(o.amount)::text AS amount
       FROM deposit_order o JOIN ledger_journal j ON j.id = o.journal_id
      WHERE o.member_id = $1 AND o.status = 'credited' AND j.created_at >= $2 AND j.created_at < $3 GROUP BY 1
     UNION ALL
     SELECT ${month('w.created_at')}, 'withdrawals', sum(w.amount)::text
       FROM withdrawal_order w
      WHERE w.member_id = $1 AND w.status <> 'rejected' AND w.created_at >= $2 AND w.created_at < $3 GROUP BY 1
     UNION ALL
     SELECT ${month('p.created_at')}, CASE WHEN p.entry_type = 'bet' THEN 'stakes' ELSE 'wins' END,
            abs(sum(p.amount))::text
       FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id
      WHERE a.owner = 'member' AND a.member_id = $1 AND p.entry_type IN ('bet', 'win') AND p.created_at >= $2 AND p.created_at < $3
      GROUP BY 1, 2`,
    params,
  );
  const cents = new Map(rows.map((row) => [`${row.month}/${row.figure}`, toSignedCents(row.amount)]));
  const figure = (key: string, name: string) => cents.get(`${key}/${name}`) ?? 0n;
  const totals = { deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n };
  const list: ActivityMonth[] = months.map(({ month: key }) => {
    const values = { deposits: figure(key, 'deposits'), withdrawals: figure(key, 'withdrawals'), stakes: figure(key, 'stakes'), wins: figure(key, 'wins') };
    for (const name of Object.keys(totals) as (keyof typeof totals)[]) totals[name] += values[name];
    return {
      month: key,
      deposits: fromCents(values.deposits),
      withdrawals: fromCents(values.withdrawals),
      stakes: fromCents(values.stakes),
      wins: fromCents(values.wins),
      net: fromCents(values.wins - values.stakes),
    };
  });
  return {
    months: list,
    totals: {
      deposits: fromCents(totals.deposits),
      withdrawals: fromCents(totals.withdrawals),
      stakes: fromCents(totals.stakes),
      wins: fromCents(totals.wins),
      net: fromCents(totals.wins - totals.stakes),
    },
  };
}
