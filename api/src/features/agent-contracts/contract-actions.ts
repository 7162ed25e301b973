/**
 * The four contract process calls (MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract) share this: offer a contract
 * to a direct downline, accept or reject it, ask to terminate it, confirm the other party's request.
 * Each change runs in one transaction with the contract row locked, and writes both parties' inbox.
 * Lower-rate rule (spec 2 §4): an offer whose top rate is below a rate the downline already gives its
 * own downlines (same type) answers confirmationRequired listing them; with confirmTerminateLower
 * they end, and the offer is made.
 */
import type { Database, Queryable } from '../../db/database';
import { toCents } from '../../money/cents';
import { contractRefusal, notifyContract } from './contract-messages';
import type { AgentContractView, ContractActionRequest, ContractActionResult, ContractStatus, ContractTier } from './contract-types';
import { type ContractType, DEFAULT_DIVIDEND_PERIOD, DIVIDEND_PERIOD_TYPES, type PeriodType, SALARY_PERIOD } from './settlement-periods';

export const AGENT_FLAGS = [1, 2, 41, 42] as const;
export const MAX_TIERS = 10;
export const RATE_PATTERN = '^(100(\\.0{1,2})?|[1-9]?[0-9](\\.[0-9]{1,2})?)$';
const RATE = new RegExp(RATE_PATTERN);

export interface ContractRow {
  id: number;
  contract_type: ContractType;
  agent_id: string;
  downline_id: string;
  status: ContractStatus;
  tiers: ContractTier[];
  top_rate: string;
  period_type: PeriodType;
  termination_requested_by: string | null;
  end_reason: string | null;
  created_at: Date;
  signed_at: Date | null;
  ended_at: Date | null;
  agent_account: string;
  downline_account: string;
  requested_by_account: string | null;
}

export const CONTRACT_SELECT = `SELECT c.id, c.contract_type, c.agent_id, c.downline_id, c.status, c.tiers, c.top_rate::text AS top_rate, c.period_type,
  c.termination_requested_by, c.end_reason, c.created_at, c.signed_at, c.ended_at,
  a.account AS agent_account, d.account AS downline_account, r.account AS requested_by_account
  FROM agent_contract c JOIN member a ON a.id = c.agent_id JOIN member d ON d.id = c.downline_id
  LEFT JOIN member r ON r.id = c.termination_requested_by`;

const rateCents = (rate: string) => toCents(rate);
const formatRate = (rate: string) => {
  const cents = rateCents(rate);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

export function toView(row: ContractRow): AgentContractView {
  return {
    contractId: String(row.id),
    type: row.contract_type,
    status: row.status,
    agentAccount: row.agent_account,
    downlineAccount: row.downline_account,
    tiers: row.tiers,
    rate: formatRate(row.top_rate),
    periodType: row.period_type,
    terminationRequestedBy: row.requested_by_account,
    endReason: row.end_reason,
    createdAt: row.created_at.toISOString(),
    signedAt: row.signed_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

/** The offer's tiers, checked and normalised (ascending thresholds, rates that never fall). */
export function normaliseTiers(request: ContractActionRequest): ContractTier[] {
  const terms = request.terms;
  if (!terms) throw contractRefusal('termsRequired');
  const raw: ContractTier[] =
    terms.tiers && terms.tiers.length > 0
      ? terms.tiers
      : terms.rate !== undefined
        ? [{ validBet: terms.periodicValidBet ?? '0.00', activeMembers: terms.activeMemberCount ?? 0, rate: terms.rate }]
        : [];
  if (raw.length === 0) throw contractRefusal('termsRequired');
  if (raw.length > MAX_TIERS) throw contractRefusal('badTiers');
  const tiers = raw.map((tier) => {
    if (!RATE.test(tier.rate) || rateCents(tier.rate) === 0n) throw contractRefusal('badTiers');
    return { validBet: toMoney(tier.validBet), activeMembers: tier.activeMembers, rate: formatRate(tier.rate) };
  });
  for (let index = 1; index < tiers.length; index += 1) {
    const before = tiers[index - 1] as ContractTier;
    const tier = tiers[index] as ContractTier;
    const higher = toCents(tier.validBet) > toCents(before.validBet) || tier.activeMembers > before.activeMembers;
    const lower = toCents(tier.validBet) < toCents(before.validBet) || tier.activeMembers < before.activeMembers;
    if (!higher || lower || rateCents(tier.rate) < rateCents(before.rate)) throw contractRefusal('badTiers');
  }
  return tiers;
}

function toMoney(value: string): string {
  const cents = toCents(value);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

function periodTypeOf(type: ContractType, requested: PeriodType | undefined): PeriodType {
  if (type === 'dividend') {
    const period = requested ?? DEFAULT_DIVIDEND_PERIOD;
    if (!DIVIDEND_PERIOD_TYPES.includes(period)) throw contractRefusal('badPeriod');
    return period;
  }
  const fixed = SALARY_PERIOD[type];
  if (requested !== undefined && requested !== fixed) throw contractRefusal('badPeriod');
  return fixed;
}

async function loadContract(tx: Queryable, id: string, lock: boolean): Promise<ContractRow | null> {
  const { rows } = await tx.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
  return rows[0] ?? null;
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const params = (row: ContractRow) => ({ id: String(row.id), type: row.contract_type, agent: row.agent_account, downline: row.downline_account, rate: formatRate(row.top_rate) });

async function endContract(tx: Queryable, row: ContractRow, reason: 'terminated' | 'replaced' | 'lowerRate', now: Date): Promise<void> {
  await tx.query(`UPDATE agent_contract SET status = 'terminated', end_reason = $2, ended_at = $3, updated_at = $3 WHERE id = $1`, [row.id, reason, now]);
  for (const member of [row.agent_id, row.downline_id]) await notifyContract(tx, member, 'terminated', { ...params(row), reason });
}

export interface ActionContext {
  memberId: string;
  isAgent: number;
  now: Date;
  /** The request's language (the lower-rate warning). */
  warn: (params: Record<string, string | number>) => string;
}

const result = (contractId: string | null, status: ContractActionResult['status'], affected: ContractRow[] = [], warning: string | null = null): ContractActionResult => ({
  contractId,
  status,
  affectedDownlines: [...new Set(affected.map((row) => row.downline_account))],
  affectedContracts: affected.map(toView),
  warning,
});

/** One action of one contract type, as the process call of that type received it. */
export async function processContract(db: Database, type: ContractType, request: ContractActionRequest, context: ActionContext): Promise<ContractActionResult> {
  if (request.action === 'new') return offer(db, type, request, context);
  if (!request.contractId) throw contractRefusal('contractRequired');
  const contractId = request.contractId;
  return db.transaction(async (tx) => {
    const row = await loadContract(tx, contractId, true);
    const party = row && (row.agent_id === context.memberId || row.downline_id === context.memberId);
    // Another type's contract through this call is not found either: each call handles its own type.
    if (!row || !party || row.contract_type !== type) throw contractRefusal(row && !party ? 'notParty' : 'contractNotFound');
    const now = context.now;
    switch (request.action) {
      case 'accept':
      case 'reject': {
        if (row.downline_id !== context.memberId) throw contractRefusal('notYourOffer');
        if (row.status !== 'pending') throw contractRefusal('notPending');
        if (request.action === 'reject') {
          await tx.query(`UPDATE agent_contract SET status = 'rejected', end_reason = 'rejected', ended_at = $2, updated_at = $2 WHERE id = $1`, [row.id, now]);
          for (const member of [row.agent_id, row.downline_id]) await notifyContract(tx, member, 'rejected', params(row));
          return result(String(row.id), 'rejected');
        }
        // The contract in force of this type (if any) is replaced by the new one.
        const { rows: current } = await tx.query<ContractRow>(
          `${CONTRACT_SELECT} WHERE c.downline_id = $1 AND c.contract_type = $2 AND c.status IN ('signed', 'terminationPending') FOR UPDATE OF c`,
          [row.downline_id, type],
        );
        for (const old of current) await endContract(tx, old, 'replaced', now);
        await tx.query(`UPDATE agent_contract SET status = 'signed', signed_at = $2, updated_at = $2 WHERE id = $1`, [row.id, now]);
        for (const member of [row.agent_id, row.downline_id]) await notifyContract(tx, member, 'signed', params(row));
        return result(String(row.id), 'signed');
      }
      case 'requestTermination': {
        if (row.status !== 'signed') throw contractRefusal('notSigned');
        await tx.query(`UPDATE agent_contract SET status = 'terminationPending', termination_requested_by = $2, updated_at = $3 WHERE id = $1`, [
          row.id,
          context.memberId,
          now,
        ]);
        const by = context.memberId === row.agent_id ? row.agent_account : row.downline_account;
        for (const member of [row.agent_id, row.downline_id]) await notifyContract(tx, member, 'terminationRequested', { ...params(row), by });
        return result(String(row.id), 'terminationPending');
      }
      case 'terminate': {
        if (row.status !== 'terminationPending') throw contractRefusal('notTerminationPending');
        if (row.termination_requested_by === context.memberId) throw contractRefusal('ownTermination');
        await endContract(tx, row, 'terminated', now);
        return result(String(row.id), 'terminated');
      }
      default:
        throw contractRefusal('contractRequired');
    }
  });
}

async function offer(db: Database, type: ContractType, request: ContractActionRequest, context: ActionContext): Promise<ContractActionResult> {
  if (!(AGENT_FLAGS as readonly number[]).includes(context.isAgent)) throw contractRefusal('notAgent');
  if (!request.downlineAccount) throw contractRefusal('downlineRequired');
  const account = request.downlineAccount;
  const tiers = normaliseTiers(request);
  const periodType = periodTypeOf(type, request.terms?.periodType);
  const topRate = (tiers[tiers.length - 1] as ContractTier).rate;
  try {
    return await db.transaction(async (tx) => {
      const { rows: downlines } = await tx.query<{ id: string; account: string }>(
        `SELECT id, account FROM member WHERE lower(account) = lower($1) AND upline_id = $2 AND id <> $2 FOR UPDATE`,
        [account, context.memberId],
      );
      const downline = downlines[0];
      if (!downline) throw contractRefusal('notDirectDownline', { account });
      const { rows: pending } = await tx.query(`SELECT 1 FROM agent_contract WHERE downline_id = $1 AND contract_type = $2 AND status = 'pending'`, [downline.id, type]);
      if (pending.length > 0) throw contractRefusal('offerPending', { account: downline.account });
      // The lower-rate rule: the downline's own contracts of this type above the offered rate.
      const { rows: higher } = await tx.query<ContractRow>(
        `${CONTRACT_SELECT} WHERE c.agent_id = $1 AND c.contract_type = $2 AND c.status IN ('pending', 'signed', 'terminationPending') AND c.top_rate > $3::numeric
          ORDER BY c.id FOR UPDATE OF c`,
        [downline.id, type, topRate],
      );
      if (higher.length > 0 && request.confirmTerminateLower !== true) {
        return result(null, 'confirmationRequired', higher, context.warn({ rate: topRate, count: higher.length, account: downline.account }));
      }
      for (const row of higher) {
        if (row.status === 'pending') {
          await tx.query(`UPDATE agent_contract SET status = 'rejected', end_reason = 'lowerRate', ended_at = $2, updated_at = $2 WHERE id = $1`, [row.id, context.now]);
          for (const member of [row.agent_id, row.downline_id]) await notifyContract(tx, member, 'terminated', { ...params(row), reason: 'lowerRate' });
        } else await endContract(tx, row, 'lowerRate', context.now);
      }
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO agent_contract (contract_type, agent_id, downline_id, status, tiers, top_rate, period_type, created_at, updated_at)
         VALUES ($1, $2, $3, 'pending', $4::jsonb, $5::numeric, $6, $7, $7) RETURNING id`,
        [type, context.memberId, downline.id, JSON.stringify(tiers), topRate, periodType, context.now],
      );
      const row = (await loadContract(tx, String((rows[0] as { id: number }).id), false)) as ContractRow;
      await notifyContract(tx, downline.id, 'offered', params(row));
      await notifyContract(tx, context.memberId, 'offerSent', params(row));
      return result(String(row.id), 'pending', higher, higher.length > 0 ? context.warn({ rate: topRate, count: higher.length, account: downline.account }) : null);
    });
  } catch (error) {
    // Two offers at once: the pending index lets one through.
    if (isUniqueViolation(error)) throw contractRefusal('offerPending', { account });
    throw error;
  }
}

/** The contracts where the member is a party: open and signed first, then the last 50 ended ones. */
export async function contractsOf(db: Queryable, memberId: string): Promise<AgentContractView[]> {
  const { rows } = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE (c.agent_id = $1 OR c.downline_id = $1)
      ORDER BY (c.status IN ('pending', 'signed', 'terminationPending')) DESC, c.id DESC LIMIT 200`,
    [memberId],
  );
  return rows.map(toView);
}
