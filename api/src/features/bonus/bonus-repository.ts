/**
 * Bonuses and their turnover. The turnover done for a bonus is the sum of the member's valid bets
 * since it was granted (`turnoverDoneSql`): the withdrawal check and the bonus details both read it
 * from here, so they can never disagree.
 */
import type { BonusDetail, BonusPage, BonusState, Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../money/cents';
import { validBetsSql } from './valid-bets';

/** SQL for the turnover done of the bonus row aliased `b`, as text with two decimals. */
function turnoverDoneSql(bets: string): string {
  return `coalesce((SELECT sum(v.stake) FROM (${bets}) v WHERE v.member_id = b.member_id AND v.created_at >= b.granted_at), 0)::numeric(18,2)::text`;
}

export interface BonusTurnover {
  id: number;
  name: string;
  required: Money;
  done: Money;
}

/** The member's active bonuses, oldest first, with their turnover done. */
export async function readActiveTurnovers(db: Queryable, memberId: string): Promise<BonusTurnover[]> {
  const bets = await validBetsSql(db);
  const { rows } = await db.query<BonusTurnover>(
    `SELECT b.id, b.name, b.turnover_required::text AS required, ${turnoverDoneSql(bets)} AS done
       FROM member_bonus b WHERE b.member_id = $1 AND b.status = 'active' ORDER BY b.granted_at, b.id`,
    [memberId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** What is still to be wagered (0.00 once met). */
export function remainingTurnover(required: Money, done: Money): Money {
  const left = toCents(required) - toCents(done);
  return fromCents(left > 0n ? left : 0n);
}

interface BonusRow {
  id: string;
  name: string;
  amount: Money;
  granted_at: Date;
  required: Money;
  done: Money;
  status: BonusState;
}

/**
 * One page of the member's bonuses, newest first. An active bonus whose turnover is met shows as
 * completed (the withdrawal check records it so the next time it runs).
 */
export async function listMemberBonuses(db: Queryable, memberId: string, pageNo: number, pageSize: number): Promise<BonusPage> {
  const bets = await validBetsSql(db);
  const { rows } = await db.query<BonusRow>(
    `SELECT b.id::text AS id, b.name, b.amount::text AS amount, b.granted_at, b.turnover_required::text AS required, b.status,
            ${turnoverDoneSql(bets)} AS done
       FROM member_bonus b WHERE b.member_id = $1 ORDER BY b.granted_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const totals = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member_bonus WHERE member_id = $1`, [memberId]);
  const blocked = (await readActiveTurnovers(db, memberId)).some((bonus) => toCents(bonus.required) > toCents(bonus.done));
  const totalCount = totals.rows[0]?.n ?? 0;
  const list = rows.map((row): BonusDetail => {
    const met = toCents(row.done) >= toCents(row.required);
    const state: BonusState = row.status === 'active' && met ? 'completed' : row.status;
    return {
      id: row.id,
      name: row.name,
      amount: row.amount,
      grantedAt: row.granted_at.toISOString(),
      turnoverRequired: row.required,
      turnoverDone: row.done,
      remaining: state === 'active' ? remainingTurnover(row.required, row.done) : '0.00',
      state,
    };
  });
  return { list, totalCount, totalPages: Math.ceil(totalCount / pageSize), withdrawalBlocked: blocked };
}
