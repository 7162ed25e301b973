/**
 * Operator bonus credits (POST /admin/cashier/bonus; docs/security.md, "Operator bonus credits:
 * maxima and four-eyes approval"). An admin asks for a credit to a member; it is refused above the
 * largest credit and above the daily maxima (per member and in total, any 24 hours, pending credits
 * included), credited at once at or below the approval threshold, and else kept pending until a
 * second admin account approves it. The money moves through the ledger exactly once, when the row
 * turns 'credited', in the transaction that locks it. The limits: bonus-limits.ts.
 */
import type { Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { fromCents, negate, toCents } from '../../money/cents';
import type { BonusLimits } from './bonus-limits';

export type BonusCreditStatus = 'pending' | 'credited' | 'rejected';

export interface BonusCredit {
  creditId: number;
  status: BonusCreditStatus;
  memberId: string;
  account: string;
  name: string;
  amount: Money;
  turnover: Money;
  requestedBy: string;
  requestedAt: Date;
  /** The approving admin; null for a credit made at once, or one still pending. */
  decidedBy: string | null;
  decidedAt: Date | null;
  rejectReason: string | null;
  /** The member_bonus row once credited. */
  bonusId: number | null;
}

/** pg_advisory_xact_lock key: limit checks and credits happen one at a time. */
export const BONUS_CREDIT_LOCK_KEY = 7_240_095;

const SELECT_CREDIT = `SELECT c.id AS "creditId", c.status, c.member_id AS "memberId", m.account, c.name, c.amount,
       c.turnover_required AS turnover, c.requested_by AS "requestedBy", c.requested_at AS "requestedAt",
       c.decided_by AS "decidedBy", c.decided_at AS "decidedAt", c.reject_reason AS "rejectReason", c.bonus_id AS "bonusId"
  FROM bonus_credit c JOIN member m ON m.id = c.member_id`;

function normalise(row: BonusCredit): BonusCredit {
  return { ...row, creditId: Number(row.creditId), bonusId: row.bonusId === null ? null : Number(row.bonusId) };
}

async function readCredit(tx: Queryable, creditId: number, lock = false): Promise<BonusCredit | undefined> {
  const { rows } = await tx.query<BonusCredit>(`${SELECT_CREDIT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [creditId]);
  return rows[0] && normalise(rows[0]);
}

const limitRefusal = (status: number, message: string, limit: keyof BonusLimits, maximum: Money, wouldReach: Money) =>
  new HttpError(status, message, { value: { code: 'bonusLimit', limit, maximum, wouldReach } });

/** Refuses an amount above the largest single credit (400). */
export function checkPerCredit(limits: BonusLimits, amount: Money, status = 400): void {
  if (toCents(amount) > toCents(limits.maxPerCredit)) {
    throw limitRefusal(
      status,
      `${status === 400 ? 'Invalid body: ' : ''}amount ${amount} is above the largest operator credit, ${limits.maxPerCredit} (SUITE_BONUS_MAX_CREDIT)`,
      'maxPerCredit',
      limits.maxPerCredit,
      amount,
    );
  }
}

/** Credited in the last 24 hours plus every pending credit: for one member, and for everybody. */
export async function bonusUsage(tx: Queryable, memberId: string | null = null): Promise<{ member: Money; total: Money }> {
  const { rows } = await tx.query<{ member: string; total: string }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE member_id = $1), 0) AS member, coalesce(sum(amount), 0) AS total
       FROM bonus_credit
      WHERE status = 'pending' OR (status = 'credited' AND decided_at > now() - interval '24 hours')`,
    [memberId],
  );
  const row = rows[0] ?? { member: '0', total: '0' };
  return { member: fromCents(toCents(String(row.member))), total: fromCents(toCents(String(row.total))) };
}

/** 409 when `adding` more would take the member or everybody above a daily maximum. */
async function checkDaily(tx: Queryable, limits: BonusLimits, memberId: string, account: string, adding: Money): Promise<void> {
  const used = await bonusUsage(tx, memberId);
  const member = toCents(used.member) + toCents(adding);
  const total = toCents(used.total) + toCents(adding);
  if (member > toCents(limits.maxPerMemberDay)) {
    throw limitRefusal(
      409,
      `Operator credits to ${account} would reach ${fromCents(member)} within 24 hours (credited and pending), above the maximum of ${limits.maxPerMemberDay} per member (SUITE_BONUS_MAX_MEMBER_DAY)`,
      'maxPerMemberDay',
      limits.maxPerMemberDay,
      fromCents(member),
    );
  }
  if (total > toCents(limits.maxPerDay)) {
    throw limitRefusal(
      409,
      `Operator credits would reach ${fromCents(total)} within 24 hours (credited and pending, all members), above the maximum of ${limits.maxPerDay} (SUITE_BONUS_MAX_DAY)`,
      'maxPerDay',
      limits.maxPerDay,
      fromCents(total),
    );
  }
}

/** Turns a locked pending row into a credit: the member_bonus row and its ledger journal, once. */
async function credit(tx: Queryable, row: BonusCredit, decidedBy: string | null): Promise<BonusCredit> {
  const inserted = await tx.query<{ id: number }>(
    'INSERT INTO member_bonus (member_id, name, amount, turnover_required) VALUES ($1, $2, $3::numeric, $4::numeric) RETURNING id',
    [row.memberId, row.name, row.amount, row.turnover],
  );
  const bonusId = Number((inserted.rows[0] as { id: number }).id);
  const posted = await postJournal(tx, {
    kind: 'bonus',
    reference: `B${bonusId}`,
    memberId: row.memberId,
    legs: [
      { account: houseAccount('BONUS'), amount: negate(row.amount), entryType: 'bonus' },
      { account: memberAccount(row.memberId, 'MAIN'), amount: row.amount, entryType: 'bonus' },
    ],
  });
  await tx.query('UPDATE member_bonus SET journal_id = $2 WHERE id = $1', [bonusId, posted.journalId]);
  const updated = await tx.query(
    `UPDATE bonus_credit SET status = 'credited', decided_by = $2, decided_at = now(), bonus_id = $3 WHERE id = $1 AND status = 'pending'`,
    [row.creditId, decidedBy, bonusId],
  );
  // The row is locked by the caller: anything else is a bug, and the transaction rolls back.
  if (updated.rowCount !== 1) throw new Error(`bonus credit ${row.creditId} was not pending`);
  return (await readCredit(tx, row.creditId)) as BonusCredit;
}

export interface BonusCreditRequest {
  account: string;
  name: string;
  amount: Money;
  turnover: Money;
  requestedBy: string;
}

/**
 * An admin's credit: refused above the maxima, credited at once at or below the approval threshold,
 * else pending. Run inside a transaction (the caller's, with its idempotency key when one was sent).
 */
export async function requestBonusCredit(tx: Queryable, limits: BonusLimits, input: BonusCreditRequest): Promise<BonusCredit> {
  checkPerCredit(limits, input.amount);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [BONUS_CREDIT_LOCK_KEY]);
  const { rows } = await tx.query<{ id: string; account: string }>('SELECT id, account FROM member WHERE lower(account) = lower($1)', [input.account]);
  const member = rows[0];
  if (!member) throw new HttpError(404, `No member ${input.account}`);
  await checkDaily(tx, limits, member.id, member.account, input.amount);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO bonus_credit (member_id, name, amount, turnover_required, requested_by)
     VALUES ($1, $2, $3::numeric, $4::numeric, $5) RETURNING id`,
    [member.id, input.name, input.amount, input.turnover, input.requestedBy],
  );
  const row = (await readCredit(tx, Number((inserted.rows[0] as { id: number }).id), true)) as BonusCredit;
  if (toCents(input.amount) > toCents(limits.approvalAbove)) return row;
  return credit(tx, row, null);
}

/**
 * A second admin approves a pending credit: credited through the ledger once (the row is locked; a
 * second approval finds it credited and gets 409). The admin who asked for it cannot approve it (403).
 */
export async function approveBonusCredit(tx: Queryable, limits: BonusLimits, creditId: number, approver: string): Promise<BonusCredit> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [BONUS_CREDIT_LOCK_KEY]);
  const row = await readCredit(tx, creditId, true);
  if (!row) throw new HttpError(404, `No bonus credit ${creditId}`);
  if (row.status !== 'pending') {
    throw new HttpError(409, `Bonus credit ${creditId} is already ${row.status}${row.decidedBy ? ` by ${row.decidedBy}` : ''}`, { value: row });
  }
  if (row.requestedBy === approver) {
    throw new HttpError(403, `Four eyes: ${approver} asked for bonus credit ${creditId}, so another admin account must approve it`);
  }
  // The limits may have been lowered since it was asked for (pending credits already count in the usage).
  checkPerCredit(limits, row.amount, 409);
  await checkDaily(tx, limits, row.memberId, row.account, '0.00');
  return credit(tx, row, approver);
}

/** Any admin rejects a pending credit (the one who asked for it may withdraw it): nothing moves. */
export async function rejectBonusCredit(tx: Queryable, creditId: number, admin: string, reason: string): Promise<BonusCredit> {
  const row = await readCredit(tx, creditId, true);
  if (!row) throw new HttpError(404, `No bonus credit ${creditId}`);
  if (row.status !== 'pending') {
    throw new HttpError(409, `Bonus credit ${creditId} is already ${row.status}${row.decidedBy ? ` by ${row.decidedBy}` : ''}`, { value: row });
  }
  await tx.query(`UPDATE bonus_credit SET status = 'rejected', decided_by = $2, decided_at = now(), reject_reason = $3 WHERE id = $1`, [
    creditId,
    admin,
    reason,
  ]);
  return (await readCredit(tx, creditId)) as BonusCredit;
}

/** Credits of one status, newest first (pending: oldest first, the order to decide them in). */
export async function listBonusCredits(db: Queryable, status: BonusCreditStatus, limit: number): Promise<BonusCredit[]> {
  const { rows } = await db.query<BonusCredit>(
    `${SELECT_CREDIT} WHERE c.status = $1 ORDER BY c.id ${status === 'pending' ? 'ASC' : 'DESC'} LIMIT $2`,
    [status, limit],
  );
  return rows.map(normalise);
}
