/**
 * What the agent is paid: its income (contract pay and money its downlines sent up, read from its
 * main wallet's ledger lines), the settlement records of its contracts (paid periods from
 * agent_contract_settlement, and the open period's estimate as pending), and the salary due now.
 * An agent's commission on this platform IS its contract pay: there is no other commission scheme.
 */
import {
  CONTRACT_KINDS,
  type ContractKind,
  type IncomeKind,
  type IncomeLine,
  type IncomePage,
  MAIN_WALLET,
  type Money,
  type SettlementPage,
  type SettlementRecord,
} from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../money/cents';
import { CONTRACT_SELECT, type ContractRow, contractsOf } from '../agent-contracts/contract-actions';
import { contractAmount, teamFigures } from '../agent-contracts/settlement';
import { periodContaining } from '../agent-contracts/settlement-periods';
import type { PageRequest, Period } from './team-queries';

export const INCOME_KINDS: readonly IncomeKind[] = [...CONTRACT_KINDS, 'fromDownline'];

const money = (sql: string): string => `round(coalesce(${sql}, 0), 2)::text`;
const offsetOf = (page: PageRequest): number => (page.pageNo - 1) * page.pageSize;
const pagesOf = (count: number, pageSize: number): number => Math.ceil(count / pageSize);

interface IncomeRow {
  total_count: number;
  totals: Record<string, string> | null;
  id: string | null;
  created_at: Date;
  kind: IncomeKind;
  amount: Money;
  reference: string;
  detail: string | null;
}

/**
 * Credits to the agent's main wallet in the period: contract pay (agentSalary, agentDividend: the
 * kind is the contract's type, the detail the settled period) and transfers from downlines
 * (uplineTransfer credits: the detail is the sender). Newest first, one page, optionally one kind;
 * the totals per kind cover the whole period whatever the kind asked for.
 */
export async function readAgentIncome(db: Queryable, agentId: string, period: Period, kind: IncomeKind | undefined, page: PageRequest): Promise<IncomePage> {
  const { rows } = await db.query<IncomeRow>(
    `WITH lines AS (
       SELECT p.id, p.created_at, p.amount, j.reference,
              CASE WHEN p.entry_type = 'uplineTransfer' THEN 'fromDownline'
                   WHEN p.entry_type = 'agentDividend' THEN 'dividend'
                   ELSE coalesce(c.contract_type, 'daily') END AS kind,
              CASE WHEN p.entry_type = 'uplineTransfer' THEN sender.account
                   ELSE coalesce(s.period, substring(j.reference from '^AC[0-9]+-(.+)$')) END AS detail
         FROM ledger_account a
         JOIN ledger_posting p ON p.account_id = a.id
         JOIN ledger_journal j ON j.id = p.journal_id
         LEFT JOIN agent_contract_settlement s ON s.journal_id = j.id
         LEFT JOIN agent_contract c ON c.id = coalesce(s.contract_id, substring(j.reference from '^AC([0-9]{1,18})-')::bigint)
         LEFT JOIN LATERAL (
           SELECT m.account FROM ledger_posting o JOIN ledger_account oa ON oa.id = o.account_id JOIN member m ON m.id = oa.member_id
            WHERE o.journal_id = j.id AND o.amount < 0 AND oa.owner = 'member' ORDER BY o.id LIMIT 1
         ) sender ON p.entry_type = 'uplineTransfer'
        WHERE a.owner = 'member' AND a.member_id = $1 AND a.wallet = $4
          AND p.amount > 0 AND p.entry_type IN ('agentSalary', 'agentDividend', 'uplineTransfer')
          AND p.created_at >= $2::timestamptz AND p.created_at < $3::timestamptz
     ),
     filtered AS (SELECT * FROM lines WHERE $5::text IS NULL OR kind = $5::text),
     totals AS (
       SELECT (SELECT count(*) FROM filtered)::int AS total_count,
              (SELECT jsonb_object_agg(kind, total) FROM (SELECT kind, ${money('sum(amount)')} AS total FROM lines GROUP BY kind) k) AS totals
     )
     SELECT t.total_count, t.totals, l.id::text AS id, l.created_at, l.kind, l.amount::text AS amount, l.reference, l.detail
       FROM totals t
       LEFT JOIN LATERAL (SELECT * FROM filtered ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7) l ON TRUE
      ORDER BY l.created_at DESC, l.id DESC`,
    [agentId, period.from, period.to, MAIN_WALLET, kind ?? null, page.pageSize, offsetOf(page)],
  );
  const first = rows[0] as IncomeRow;
  const byKind = first.totals ?? {};
  let sum = 0n;
  const totals = {} as Record<IncomeKind, Money>;
  for (const each of INCOME_KINDS) {
    const value = byKind[each] ?? '0.00';
    totals[each] = value;
    sum += toCents(value);
  }
  const list: IncomeLine[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id as string,
      time: row.created_at.toISOString(),
      kind: row.kind,
      amount: row.amount,
      reference: row.reference,
      detail: row.detail ?? '',
    }));
  return { list, totalCount: first.total_count, totalPages: pagesOf(first.total_count, page.pageSize), totals: { ...totals, total: fromCents(sum) } };
}

/** The estimate of a contract's open period at `now` (null when that period is already settled). */
async function openPeriodRecord(db: Queryable, contract: ContractRow, now: Date): Promise<SettlementRecord | null> {
  const period = periodContaining(contract.period_type, now.getTime());
  const { rows } = await db.query('SELECT 1 FROM agent_contract_settlement WHERE contract_id = $1 AND period = $2', [contract.id, period.key]);
  if (rows.length > 0) return null;
  const figures = await teamFigures(db, contract.downline_id, period.start, period.end);
  const { rate, amount } = contractAmount(contract.contract_type, contract.tiers, figures);
  return {
    contractId: String(contract.id),
    type: contract.contract_type,
    period: period.key,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    agentAccount: contract.agent_account,
    payeeAccount: contract.downline_account,
    teamSize: figures.teamSize,
    activeMembers: figures.activeMembers,
    validBet: figures.validBet,
    profitLoss: figures.profitLoss,
    rate,
    amount,
    status: 'pending',
    settledAt: null,
    reference: null,
  };
}

export type SettlementRole = 'received' | 'paid';

/** Contracts in force now where the member is the payee (received) or the payer (paid). */
async function contractsInForce(db: Queryable, memberId: string, role: SettlementRole, type?: ContractKind): Promise<ContractRow[]> {
  const side = role === 'received' ? 'c.downline_id' : 'c.agent_id';
  const { rows } = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE ${side} = $1 AND c.status IN ('signed', 'terminationPending') AND ($2::text IS NULL OR c.contract_type = $2::text)
      ORDER BY c.id DESC`,
    [memberId, type ?? null],
  );
  return rows;
}

/** What the open periods of the contracts paying the member are worth now. */
export async function salaryDue(db: Queryable, memberId: string, now: Date): Promise<{ type: ContractKind; period: string; amount: Money }[]> {
  const due: { type: ContractKind; period: string; amount: Money }[] = [];
  for (const contract of await contractsInForce(db, memberId, 'received')) {
    const record = await openPeriodRecord(db, contract, now);
    if (record) due.push({ type: record.type, period: record.period, amount: record.amount });
  }
  return due;
}

interface PaidRow {
  total_count: number;
  paid_total: Money;
  contract_id: string | null;
  type: ContractKind;
  period: string;
  period_start: Date;
  period_end: Date;
  agent_account: string;
  payee_account: string;
  team_size: number;
  active_members: number;
  valid_bet: Money;
  profit_loss: Money;
  rate: string;
  amount: Money;
  settled_at: Date;
  reference: string | null;
}

export interface SettlementFilter {
  type: ContractKind;
  role: SettlementRole;
}

/**
 * The member's settlement records of one contract type over the period: the open period's estimate
 * of each contract in force (pending, first) when that period overlaps [from, to), then the settled
 * periods overlapping it (paid, newest first). Totals over all of them; the member's contracts of the type.
 */
export async function readSettlementRecords(db: Queryable, memberId: string, filter: SettlementFilter, period: Period, page: PageRequest, now: Date): Promise<SettlementPage> {
  const from = Date.parse(period.from);
  const to = Date.parse(period.to);
  const pending: SettlementRecord[] = [];
  for (const contract of await contractsInForce(db, memberId, filter.role, filter.type)) {
    const open = periodContaining(contract.period_type, now.getTime());
    if (open.start.getTime() >= to || open.end.getTime() <= from) continue;
    const record = await openPeriodRecord(db, contract, now);
    if (record) pending.push(record);
  }
  const offset = offsetOf(page);
  const pendingPage = pending.slice(offset, offset + page.pageSize);
  const side = filter.role === 'received' ? 'c.downline_id' : 'c.agent_id';
  const { rows } = await db.query<PaidRow>(
    `WITH settled AS (
       SELECT s.id, s.contract_id, s.contract_type, s.period, s.period_start, s.period_end, s.team_size, s.active_members,
              s.valid_bet, s.profit_loss, s.rate, s.amount, s.settled_at, s.journal_id, c.agent_id, c.downline_id
         FROM agent_contract_settlement s JOIN agent_contract c ON c.id = s.contract_id
        WHERE ${side} = $1 AND c.contract_type = $2 AND s.period_start < $4::timestamptz AND s.period_end > $3::timestamptz
     ),
     totals AS (SELECT count(*)::int AS total_count, ${money('sum(amount)')} AS paid_total FROM settled)
     SELECT t.total_count, t.paid_total, x.contract_id::text AS contract_id, x.contract_type AS type, x.period, x.period_start, x.period_end,
            a.account AS agent_account, d.account AS payee_account, x.team_size, x.active_members,
            ${money('x.valid_bet')} AS valid_bet, ${money('x.profit_loss')} AS profit_loss, ${money('x.rate')} AS rate, ${money('x.amount')} AS amount,
            x.settled_at, j.reference
       FROM totals t
       LEFT JOIN LATERAL (SELECT * FROM settled ORDER BY period_start DESC, contract_id DESC LIMIT $5 OFFSET $6) x ON TRUE
       LEFT JOIN member a ON a.id = x.agent_id
       LEFT JOIN member d ON d.id = x.downline_id
       LEFT JOIN ledger_journal j ON j.id = x.journal_id
      ORDER BY x.period_start DESC, x.contract_id DESC`,
    [memberId, filter.type, period.from, period.to, page.pageSize - pendingPage.length, Math.max(0, offset - pending.length)],
  );
  const first = rows[0] as PaidRow;
  const paid: SettlementRecord[] = rows
    .filter((row) => row.contract_id !== null)
    .map((row) => ({
      contractId: row.contract_id as string,
      type: row.type,
      period: row.period,
      periodStart: row.period_start.toISOString(),
      periodEnd: row.period_end.toISOString(),
      agentAccount: row.agent_account,
      payeeAccount: row.payee_account,
      teamSize: row.team_size,
      activeMembers: row.active_members,
      validBet: row.valid_bet,
      profitLoss: row.profit_loss,
      rate: row.rate,
      amount: row.amount,
      status: 'paid',
      settledAt: row.settled_at.toISOString(),
      reference: row.reference,
    }));
  const totalCount = pending.length + first.total_count;
  const pendingTotal = pending.reduce((sum, record) => sum + toCents(record.amount), 0n);
  const contracts = (await contractsOf(db, memberId)).filter((contract) => contract.type === filter.type);
  return {
    list: [...pendingPage, ...paid],
    totalCount,
    totalPages: pagesOf(totalCount, page.pageSize),
    contracts,
    totals: { paid: first.paid_total, pending: fromCents(pendingTotal) },
  };
}
