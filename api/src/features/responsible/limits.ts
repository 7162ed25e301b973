/**
 * The player's limits and their changes (contract: setGamblingLimit, confirmLimitChange,
 * cancelLimitChange). A new limit or a decrease applies at once; an increase or a removal becomes
 * pending for LIMIT_COOLING_OFF_HOURS and then needs the player's confirmation. Any new choice replaces
 * a pending change (a decrease drops the pending increase or removal: the newest choice wins). A limit
 * the operator capped (operator_amount) may be lowered by the player, never raised above the cap or
 * removed; the operator may only make a limit stricter. Every change runs under the member's lock
 * (member-lock.ts), like the moves it limits.
 */
import {
  type GamblingLimit,
  LIMIT_COOLING_OFF_HOURS,
  LIMIT_KINDS,
  LIMIT_MAX_AMOUNT,
  LIMIT_WINDOWS,
  type LimitChangeResult,
  type LimitKind,
  type LimitWindow,
  type Money,
} from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { fromCents, toCents } from '../../money/cents';
import { lockMemberMoves } from './member-lock';
import { responsibleRefusal } from './responsible-messages';
import { siteTimeText } from './responsible-time';
import { readUsage, type Usage } from './usage';

const HOUR = 3_600_000;

export interface LimitRow {
  memberId: string;
  kind: LimitKind;
  window: LimitWindow;
  amount: Money;
  setBy: 'player' | 'operator';
  setAt: Date;
  operatorAmount: Money | null;
  operatorName: string | null;
  pendingChange: 'increase' | 'removal' | null;
  pendingAmount: Money | null;
  pendingAt: Date | null;
  confirmableAt: Date | null;
}

export const LIMIT_COLUMNS = `member_id AS "memberId", kind, limit_window AS "window", amount::text AS amount, set_by AS "setBy", set_at AS "setAt",
  operator_amount::text AS "operatorAmount", operator_name AS "operatorName", pending_change AS "pendingChange",
  pending_amount::text AS "pendingAmount", pending_at AS "pendingAt", confirmable_at AS "confirmableAt"`;

export async function readLimitRows(db: Queryable, memberId: string, kinds: readonly LimitKind[] = LIMIT_KINDS): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(`SELECT ${LIMIT_COLUMNS} FROM responsible_limit WHERE member_id = $1 AND kind = ANY($2::text[])`, [
    memberId,
    [...kinds],
  ]);
  return rows;
}

async function readLimitRow(tx: Queryable, memberId: string, kind: LimitKind, window: LimitWindow): Promise<LimitRow | null> {
  const { rows } = await tx.query<LimitRow>(`SELECT ${LIMIT_COLUMNS} FROM responsible_limit WHERE member_id = $1 AND kind = $2 AND limit_window = $3`, [
    memberId,
    kind,
    window,
  ]);
  return rows[0] ?? null;
}

/** The contract's view of one limit: the amount in force, what the window used and what is left, the pending change. */
export function toGamblingLimit(kind: LimitKind, window: LimitWindow, row: LimitRow | null, usage: Usage, now: Date): GamblingLimit {
  const used = usage[kind][window];
  const amount = row ? toCents(row.amount) : null;
  const pending =
    row?.pendingChange && row.confirmableAt
      ? { amount: row.pendingAmount, confirmableAt: row.confirmableAt.toISOString(), confirmable: now >= row.confirmableAt }
      : null;
  return {
    kind,
    window,
    amount: row ? row.amount : null,
    used: fromCents(used),
    remaining: amount === null ? null : fromCents(amount > used ? amount - used : 0n),
    pending,
    setBy: row ? (row.operatorAmount !== null ? 'operator' : row.setBy) : null,
  };
}

/** Every kind and window (nine, in the contract's order), with what each used. */
export async function readGamblingLimits(db: Queryable, memberId: string, now: Date): Promise<GamblingLimit[]> {
  const rows = await readLimitRows(db, memberId);
  const usage = await readUsage(db, memberId, now);
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_WINDOWS.map((window) => toGamblingLimit(kind, window, rows.find((row) => row.kind === kind && row.window === window) ?? null, usage, now)),
  );
}

async function answer(tx: Queryable, memberId: string, kind: LimitKind, window: LimitWindow, now: Date, outcome: LimitChangeResult['outcome']): Promise<LimitChangeResult> {
  const row = await readLimitRow(tx, memberId, kind, window);
  const usage = await readUsage(tx, memberId, now, [kind]);
  return { limit: toGamblingLimit(kind, window, row, usage, now), outcome };
}

/** A limit amount the player or operator may set: at most LIMIT_MAX_AMOUNT (a translated 400). */
export function checkLimitAmount(amount: Money): bigint {
  const cents = toCents(amount);
  if (cents > toCents(LIMIT_MAX_AMOUNT)) throw responsibleRefusal('limitTooHigh', { max: LIMIT_MAX_AMOUNT }, { code: 'limitTooHigh', max: LIMIT_MAX_AMOUNT }, 400);
  return cents;
}

const setPending = (tx: Queryable, row: LimitRow, change: 'increase' | 'removal', amount: Money | null, now: Date) =>
  tx.query(
    `UPDATE responsible_limit SET pending_change = $4, pending_amount = $5::numeric, pending_at = $6, confirmable_at = $7
      WHERE member_id = $1 AND kind = $2 AND limit_window = $3`,
    [row.memberId, row.kind, row.window, change, amount, now, new Date(now.getTime() + LIMIT_COOLING_OFF_HOURS * HOUR)],
  );

const dropPending = (tx: Queryable, memberId: string, kind: LimitKind, window: LimitWindow) =>
  tx.query(
    `UPDATE responsible_limit SET pending_change = NULL, pending_amount = NULL, pending_at = NULL, confirmable_at = NULL
      WHERE member_id = $1 AND kind = $2 AND limit_window = $3`,
    [memberId, kind, window],
  );

/** The player sets (or removes: null) one limit. */
export async function setPlayerLimit(db: Database, memberId: string, kind: LimitKind, window: LimitWindow, amount: Money | null, now: Date): Promise<LimitChangeResult> {
  const wanted = amount === null ? null : checkLimitAmount(amount);
  return db.transaction(async (tx) => {
    await lockMemberMoves(tx, memberId);
    const row = await readLimitRow(tx, memberId, kind, window);
    if (!row) {
      // No limit: a new one applies at once; removing nothing changes nothing.
      if (wanted === null) return answer(tx, memberId, kind, window, now, 'applied');
      await tx.query(
        `INSERT INTO responsible_limit (member_id, kind, limit_window, amount, set_by, set_at) VALUES ($1, $2, $3, $4::numeric, 'player', $5)`,
        [memberId, kind, window, fromCents(wanted), now],
      );
      return answer(tx, memberId, kind, window, now, 'applied');
    }
    const current = toCents(row.amount);
    const cap = row.operatorAmount === null ? null : toCents(row.operatorAmount);
    if (cap !== null && (wanted === null || wanted > cap)) {
      throw responsibleRefusal('operatorLimit', { limit: row.operatorAmount as string }, { code: 'operatorLimit', limit: row.operatorAmount });
    }
    if (wanted !== null && wanted < current) {
      await tx.query(
        `UPDATE responsible_limit SET amount = $4::numeric, set_by = 'player', set_at = $5,
                pending_change = NULL, pending_amount = NULL, pending_at = NULL, confirmable_at = NULL
          WHERE member_id = $1 AND kind = $2 AND limit_window = $3`,
        [memberId, kind, window, fromCents(wanted), now],
      );
      return answer(tx, memberId, kind, window, now, 'applied');
    }
    if (wanted === current) {
      // The limit in force chosen again: a pending change is dropped.
      if (row.pendingChange === null) return answer(tx, memberId, kind, window, now, 'applied');
      await dropPending(tx, memberId, kind, window);
      return answer(tx, memberId, kind, window, now, 'cancelled');
    }
    const change = wanted === null ? 'removal' : 'increase';
    const pendingAmount = wanted === null ? null : fromCents(wanted);
    // The same change asked again keeps its cooling-off; another one starts a new one.
    const same = row.pendingChange === change && (row.pendingAmount === null ? null : toCents(row.pendingAmount)) === wanted;
    if (!same) await setPending(tx, row, change, pendingAmount, now);
    return answer(tx, memberId, kind, window, now, 'pending');
  });
}

/** The second confirmation of a pending increase or removal, refused before its cooling-off is over. */
export async function confirmPlayerLimit(db: Database, memberId: string, kind: LimitKind, window: LimitWindow, now: Date): Promise<LimitChangeResult> {
  return db.transaction(async (tx) => {
    await lockMemberMoves(tx, memberId);
    const row = await readLimitRow(tx, memberId, kind, window);
    if (!row?.pendingChange || !row.confirmableAt) throw responsibleRefusal('nothingPending');
    if (now < row.confirmableAt) {
      throw responsibleRefusal(
        'coolingOff',
        { at: siteTimeText(row.confirmableAt), hours: LIMIT_COOLING_OFF_HOURS },
        { code: 'coolingOff', confirmableAt: row.confirmableAt.toISOString() },
      );
    }
    if (row.operatorAmount !== null && (row.pendingChange === 'removal' || toCents(row.pendingAmount as string) > toCents(row.operatorAmount))) {
      await dropPending(tx, memberId, kind, window);
      throw responsibleRefusal('operatorLimit', { limit: row.operatorAmount }, { code: 'operatorLimit', limit: row.operatorAmount });
    }
    if (row.pendingChange === 'removal') {
      await tx.query('DELETE FROM responsible_limit WHERE member_id = $1 AND kind = $2 AND limit_window = $3', [memberId, kind, window]);
    } else {
      await tx.query(
        `UPDATE responsible_limit SET amount = pending_amount, set_by = 'player', set_at = $4,
                pending_change = NULL, pending_amount = NULL, pending_at = NULL, confirmable_at = NULL
          WHERE member_id = $1 AND kind = $2 AND limit_window = $3`,
        [memberId, kind, window, now],
      );
    }
    return answer(tx, memberId, kind, window, now, 'applied');
  });
}

/** Drops a pending increase or removal (the limit in force stays). */
export async function cancelPlayerLimit(db: Database, memberId: string, kind: LimitKind, window: LimitWindow, now: Date): Promise<LimitChangeResult> {
  return db.transaction(async (tx) => {
    await lockMemberMoves(tx, memberId);
    const row = await readLimitRow(tx, memberId, kind, window);
    if (!row?.pendingChange) throw responsibleRefusal('nothingPending');
    await dropPending(tx, memberId, kind, window);
    return answer(tx, memberId, kind, window, now, 'cancelled');
  });
}

/**
 * The operator sets a limit for a player: only a stricter one (or the same amount, which then cannot
 * be raised). It applies at once, becomes the cap, and drops any pending increase or removal. A looser
 * one is refused (409).
 */
export async function setOperatorLimit(
  db: Database,
  memberId: string,
  kind: LimitKind,
  window: LimitWindow,
  amount: Money,
  operator: string,
  now: Date,
): Promise<{ before: Money | null; limit: GamblingLimit }> {
  const wanted = checkLimitAmount(amount);
  return db.transaction(async (tx) => {
    await lockMemberMoves(tx, memberId);
    const row = await readLimitRow(tx, memberId, kind, window);
    if (row && wanted > toCents(row.amount)) {
      throw new HttpError(409, `Refused: ${fromCents(wanted)} is looser than the ${kind} ${window} limit in force (${row.amount}); the operator can only make a limit stricter`);
    }
    await tx.query(
      `INSERT INTO responsible_limit (member_id, kind, limit_window, amount, set_by, set_at, operator_amount, operator_name)
       VALUES ($1, $2, $3, $4::numeric, 'operator', $5, $4::numeric, $6)
       ON CONFLICT (member_id, kind, limit_window) DO UPDATE
         SET amount = EXCLUDED.amount, set_by = 'operator', set_at = EXCLUDED.set_at, operator_amount = EXCLUDED.operator_amount,
             operator_name = EXCLUDED.operator_name, pending_change = NULL, pending_amount = NULL, pending_at = NULL, confirmable_at = NULL`,
      [memberId, kind, window, fromCents(wanted), now, operator],
    );
    const { limit } = await answer(tx, memberId, kind, window, now, 'applied');
    return { before: row?.amount ?? null, limit };
  });
}
