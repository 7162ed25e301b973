/**
 * Settlement of the agent contracts. For a period and a contract type, each contract in force at the
 * period's end (the latest signed one per downline) pays its downline on the downline's team (the
 * downline and every member below it): valid bets are game rounds (game_bet, by round time) and
 * settled lottery bets (by settlement time); P&L is payouts minus stakes (players' side); active
 * members are the team members with a valid bet. The tier reached (valid bet and active members)
 * gives the rate: salaries pay rate x valid bet, a dividend pays rate x the team's loss (nothing when
 * the team won), floored to the cent. The payment (house BONUS -> the downline's MAIN) and its
 * settlement row are one transaction that first claims (contract, period) with INSERT ... ON
 * CONFLICT DO NOTHING: a second pass, a restart or another API process finds it claimed, so a period
 * is paid exactly once.
 */
import type { Money } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { fromCents, toCents, toSignedCents } from '../../money/cents';
import { teamCte } from '../agent-team/team';
import { CONTRACT_SELECT, type ContractRow } from './contract-actions';
import { notifyContract } from './contract-messages';
import type { ContractTier } from './contract-types';
import { CATCH_UP_PERIODS, type ContractType, lastClosedPeriod, type Period, type PeriodType, parsePeriod, previousPeriod } from './settlement-periods';

export interface TeamFigures {
  teamSize: number;
  activeMembers: number;
  validBet: Money;
  profitLoss: Money;
}

export interface SettlementLine extends TeamFigures {
  contractId: string;
  payeeAccount: string;
  agentAccount: string;
  period: string;
  rate: string;
  amount: Money;
  /** paid: by this call; alreadySettled: found claimed (the recorded figures are shown); preview: nothing paid. */
  outcome: 'paid' | 'settledZero' | 'alreadySettled' | 'preview';
  settledAt: string | null;
  settledBy: string | null;
  /** alreadySettled: what a computation now gives (late lottery settlements may differ). */
  recomputedAmount?: Money;
}

export interface SettlementReport {
  type: ContractType;
  period: string;
  periodStart: string;
  periodEnd: string;
  lines: SettlementLine[];
  paidTotal: Money;
}

export const HOUSE_PAYER = 'BONUS' as const;

export function journalKind(type: ContractType): 'agent_dividend' | 'agent_salary' {
  return type === 'dividend' ? 'agent_dividend' : 'agent_salary';
}
export const settlementReference = (contractId: string | number, period: string) => `AC${contractId}-${period}`;

/** The team's figures for [start, end) (the team: agent-team/team.ts). */
export async function teamFigures(db: Queryable, downlineId: string, start: Date, end: Date): Promise<TeamFigures> {
  const { rows } = await db.query<{ team_size: number; active: number; valid_bet: string; profit_loss: string }>(
    `WITH RECURSIVE ${teamCte('$1')},
     bets AS (
       SELECT b.member_id, b.bet_amount AS stake, b.win_amount - b.bet_amount AS result
         FROM game_bet b WHERE b.member_id IN (SELECT id FROM team) AND b.created_at >= $2 AND b.created_at < $3
       UNION ALL
       SELECT l.member_id, l.total_stake, l.payout - l.total_stake
         FROM lottery_bet l WHERE l.member_id IN (SELECT id FROM team) AND l.status <> 'open' AND l.settled_at >= $2 AND l.settled_at < $3
     )
     SELECT (SELECT count(*) FROM team)::int AS team_size, count(DISTINCT member_id)::int AS active,
            coalesce(sum(stake), 0)::text AS valid_bet, coalesce(sum(result), 0)::text AS profit_loss FROM bets`,
    [downlineId, start, end],
  );
  const row = rows[0] as { team_size: number; active: number; valid_bet: string; profit_loss: string };
  return { teamSize: row.team_size, activeMembers: row.active, validBet: fromCents(toSignedCents(row.valid_bet)), profitLoss: fromCents(toSignedCents(row.profit_loss)) };
}

/** The highest tier reached, or null. */
export function tierReached(tiers: readonly ContractTier[], figures: TeamFigures): ContractTier | null {
  let reached: ContractTier | null = null;
  for (const tier of tiers) {
    if (toCents(figures.validBet) >= toCents(tier.validBet) && figures.activeMembers >= tier.activeMembers) reached = tier;
  }
  return reached;
}

/** What the contract pays on these figures, floored to the cent. */
export function contractAmount(type: ContractType, tiers: readonly ContractTier[], figures: TeamFigures): { rate: string; amount: Money } {
  const tier = tierReached(tiers, figures);
  if (!tier) return { rate: '0.00', amount: '0.00' };
  const base = type === 'dividend' ? -toSignedCents(figures.profitLoss) : toCents(figures.validBet);
  // rate '1.50' is 150 hundredths of a percent: cents x 150 / 10000.
  const cents = base > 0n ? (base * toCents(tier.rate)) / 10_000n : 0n;
  return { rate: tier.rate, amount: fromCents(cents) };
}

/** The contracts of this type in force at the period's end (one per downline: the latest signed). */
async function contractsInForce(db: Queryable, type: ContractType, period: Period): Promise<ContractRow[]> {
  const { rows } = await db.query<ContractRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (c.downline_id) x.* FROM (${CONTRACT_SELECT}) x JOIN agent_contract c ON c.id = x.id
        WHERE c.contract_type = $1 AND c.period_type = $2 AND c.signed_at IS NOT NULL AND c.signed_at < $4
          AND (c.ended_at IS NULL OR c.ended_at > $3)
        ORDER BY c.downline_id, c.signed_at DESC, c.id DESC
     ) s ORDER BY s.id`,
    [type, period.type, period.start, period.end],
  );
  return rows;
}

interface SettlementRow {
  contract_id: number;
  team_size: number;
  active_members: number;
  valid_bet: string;
  profit_loss: string;
  rate: string;
  amount: string;
  settled_by: string;
  settled_at: Date;
}

async function settledRows(db: Queryable, contractIds: number[], period: string): Promise<Map<number, SettlementRow>> {
  const { rows } = await db.query<SettlementRow>(
    `SELECT contract_id, team_size, active_members, valid_bet::text AS valid_bet, profit_loss::text AS profit_loss, rate::text AS rate,
            amount::text AS amount, settled_by, settled_at
       FROM agent_contract_settlement WHERE contract_id = ANY($1::bigint[]) AND period = $2`,
    [contractIds, period],
  );
  return new Map(rows.map((row) => [Number(row.contract_id), row]));
}

const money = (text: string) => fromCents(toSignedCents(text));

function recordedLine(contract: ContractRow, period: Period, row: SettlementRow): SettlementLine {
  return {
    contractId: String(contract.id),
    payeeAccount: contract.downline_account,
    agentAccount: contract.agent_account,
    period: period.key,
    teamSize: row.team_size,
    activeMembers: row.active_members,
    validBet: money(row.valid_bet),
    profitLoss: money(row.profit_loss),
    rate: money(row.rate),
    amount: money(row.amount),
    outcome: 'alreadySettled',
    settledAt: row.settled_at.toISOString(),
    settledBy: row.settled_by,
  };
}

/**
 * Claims and pays one contract's period in one transaction. Null when the period was already
 * claimed (by an earlier pass, another process, or the operator).
 */
async function settleOne(db: Database, contract: ContractRow, period: Period, settledBy: string, now: Date): Promise<SettlementLine | null> {
  return db.transaction(async (tx) => {
    const figures = await teamFigures(tx, contract.downline_id, period.start, period.end);
    const { rate, amount } = contractAmount(contract.contract_type, contract.tiers, figures);
    const claim = await tx.query<{ id: number }>(
      `INSERT INTO agent_contract_settlement (contract_id, contract_type, period, period_start, period_end, payee_id, team_size, active_members,
                                              valid_bet, profit_loss, rate, amount, settled_by, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11::numeric, 0, $12, $13)
       ON CONFLICT (contract_id, period) DO NOTHING RETURNING id`,
      [contract.id, contract.contract_type, period.key, period.start, period.end, contract.downline_id, figures.teamSize, figures.activeMembers, figures.validBet, figures.profitLoss, rate, settledBy, now],
    );
    const claimed = claim.rows[0];
    if (!claimed) return null;
    if (toCents(amount) > 0n) {
      const posted = await postJournal(tx, {
        kind: journalKind(contract.contract_type),
        reference: settlementReference(contract.id, period.key),
        memberId: contract.downline_id,
        legs: [
          { account: houseAccount(HOUSE_PAYER), amount: `-${amount}`, entryType: contract.contract_type === 'dividend' ? 'agentDividend' : 'agentSalary' },
          { account: memberAccount(contract.downline_id, 'MAIN'), amount, entryType: contract.contract_type === 'dividend' ? 'agentDividend' : 'agentSalary' },
        ],
      });
      await tx.query(`UPDATE agent_contract_settlement SET amount = $2::numeric, journal_id = $3 WHERE id = $1`, [claimed.id, amount, posted.journalId]);
      await notifyContract(tx, contract.downline_id, 'paid', { id: String(contract.id), type: contract.contract_type, amount, period: period.key });
    }
    return {
      contractId: String(contract.id),
      payeeAccount: contract.downline_account,
      agentAccount: contract.agent_account,
      period: period.key,
      ...figures,
      rate,
      amount,
      outcome: toCents(amount) > 0n ? 'paid' : 'settledZero',
      settledAt: now.toISOString(),
      settledBy,
    };
  });
}

export interface SettleOptions {
  /** 'scheduler' or the operator's admin account. */
  settledBy: string;
  now: Date;
  /** Compute only: nothing is claimed or paid. */
  preview?: boolean;
  /** alreadySettled lines also carry what a computation gives now. */
  recompute?: boolean;
}

export class PeriodNotClosedError extends Error {}

/** Settles (or previews) one period of one contract type: every contract in force, each once. */
export async function settlePeriod(db: Database, type: ContractType, period: Period, options: SettleOptions): Promise<SettlementReport> {
  if (!options.preview && period.end.getTime() > options.now.getTime()) throw new PeriodNotClosedError(`period ${period.key} is not over yet`);
  const contracts = await contractsInForce(db, type, period);
  const recorded = await settledRows(db, contracts.map((row) => Number(row.id)), period.key);
  const lines: SettlementLine[] = [];
  let paid = 0n;
  for (const contract of contracts) {
    const existing = recorded.get(Number(contract.id));
    if (existing) {
      const line = recordedLine(contract, period, existing);
      if (options.recompute) line.recomputedAmount = contractAmount(type, contract.tiers, await teamFigures(db, contract.downline_id, period.start, period.end)).amount;
      lines.push(line);
      continue;
    }
    if (options.preview) {
      const figures = await teamFigures(db, contract.downline_id, period.start, period.end);
      const { rate, amount } = contractAmount(type, contract.tiers, figures);
      lines.push({ contractId: String(contract.id), payeeAccount: contract.downline_account, agentAccount: contract.agent_account, period: period.key, ...figures, rate, amount, outcome: 'preview', settledAt: null, settledBy: null });
      continue;
    }
    const line = await settleOne(db, contract, period, options.settledBy, options.now);
    if (line) {
      if (line.outcome === 'paid') paid += toCents(line.amount);
      lines.push(line);
    } else {
      // Claimed meanwhile by another process: show what it recorded.
      const row = (await settledRows(db, [Number(contract.id)], period.key)).get(Number(contract.id));
      if (row) lines.push(recordedLine(contract, period, row));
    }
  }
  return { type, period: period.key, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(), lines, paidTotal: fromCents(paid) };
}

/** The period types a contract type settles on (dividends: the ones in use). */
export async function periodTypesOf(db: Queryable, type: ContractType): Promise<PeriodType[]> {
  const { rows } = await db.query<{ period_type: PeriodType }>(
    `SELECT DISTINCT period_type FROM agent_contract WHERE contract_type = $1 AND signed_at IS NOT NULL ORDER BY period_type`,
    [type],
  );
  return rows.map((row) => row.period_type);
}

/** A period key of this contract type, or null (dividends: any of their period types' keys). */
export function periodOfKey(type: ContractType, key: string): Period | null {
  const candidates: PeriodType[] = type === 'dividend' ? ['weekly', 'semimonthly', 'monthly'] : [type === 'daily' ? 'daily' : type === 'hourly' ? 'hourly' : 'fiveMinutes'];
  for (const candidate of candidates) {
    const period = parsePeriod(candidate, key);
    if (period) return period;
  }
  return null;
}

export interface PassReport {
  settled: number;
  paid: number;
  paidTotal: Money;
}

/**
 * One scheduler pass at `now`: for every contract type and period type in use, the closed periods
 * not yet settled since the earliest contract in force (at most CATCH_UP_PERIODS back), oldest first.
 */
export async function runSettlementPass(db: Database, now: Date): Promise<PassReport> {
  let settled = 0;
  let paid = 0;
  let total = 0n;
  const { rows: due } = await db.query<{ contract_type: ContractType; period_type: PeriodType; first_signed: Date }>(
    `SELECT contract_type, period_type, min(signed_at) AS first_signed FROM agent_contract
      WHERE signed_at IS NOT NULL AND (ended_at IS NULL OR ended_at > $1::timestamptz - interval '35 days')
      GROUP BY contract_type, period_type ORDER BY contract_type, period_type`,
    [now],
  );
  for (const row of due) {
    const periods: Period[] = [];
    let period = lastClosedPeriod(row.period_type, now.getTime());
    for (let count = 0; count < CATCH_UP_PERIODS[row.period_type] && period.end.getTime() > row.first_signed.getTime(); count += 1) {
      periods.unshift(period);
      period = previousPeriod(period);
    }
    if (periods.length === 0) continue;
    // Skip the periods every contract in force already has a row for (the common case: one query).
    const { rows: done } = await db.query<{ period: string }>(
      `SELECT s.period FROM agent_contract_settlement s WHERE s.contract_type = $1 AND s.period = ANY($2::text[]) GROUP BY s.period`,
      [row.contract_type, periods.map((entry) => entry.key)],
    );
    const seen = new Set(done.map((entry) => entry.period));
    for (const entry of periods) {
      // A period with rows may still miss a contract (signed late, a crash between contracts): the last two are rechecked.
      if (seen.has(entry.key) && entry !== periods[periods.length - 1] && entry !== periods[periods.length - 2]) continue;
      const report = await settlePeriod(db, row.contract_type, entry, { settledBy: 'scheduler', now });
      for (const line of report.lines) {
        if (line.outcome === 'paid' || line.outcome === 'settledZero') settled += 1;
        if (line.outcome === 'paid') paid += 1;
      }
      total += toCents(report.paidTotal);
    }
  }
  return { settled, paid, paidTotal: fromCents(total) };
}
