/**
 * Who registered with a member's invite code (member.referred_by) and whether they made a first
 * deposit (their earliest credited deposit_order). Only the caller's own invitees are ever read.
 */
import type { Page, ReferredFriend } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { maskAccount } from '../accounts/phone';

// Each invitee with their first credited deposit (amount and when it was credited), if any.
const FRIENDS = `
  SELECT m.id, m.account, m.created_at, fd.amount, fd.credited_at
    FROM member m
    LEFT JOIN LATERAL (
      SELECT d.amount, d.updated_at AS credited_at FROM deposit_order d
       WHERE d.member_id = m.id AND d.status = 'credited'
       ORDER BY d.updated_at, d.id LIMIT 1
    ) fd ON TRUE
   WHERE m.referred_by = $1`;

export interface ReferralCounts {
  registeredCount: number;
  depositedCount: number;
  qualifiedCount: number;
}

export async function countReferrals(db: Queryable, memberId: string, minFirstDeposit: string): Promise<ReferralCounts> {
  const { rows } = await db.query<ReferralCounts>(
    `SELECT count(*)::int AS "registeredCount",
            count(f.credited_at)::int AS "depositedCount",
            count(*) FILTER (WHERE f.amount >= $2::numeric)::int AS "qualifiedCount"
       FROM (${FRIENDS}) f`,
    [memberId, minFirstDeposit],
  );
  return rows[0] ?? { registeredCount: 0, depositedCount: 0, qualifiedCount: 0 };
}

export async function readReferredFriends(
  db: Queryable,
  memberId: string,
  minFirstDeposit: string,
  pageNo: number,
  pageSize: number,
  totalCount: number,
): Promise<Page<ReferredFriend>> {
  const { rows } = await db.query<{ account: string; created_at: Date; credited_at: Date | null; qualified: boolean }>(
    `SELECT f.account, f.created_at, f.credited_at, coalesce(f.amount >= $2::numeric, FALSE) AS qualified
       FROM (${FRIENDS}) f
      ORDER BY f.created_at DESC, f.id DESC
      LIMIT $3 OFFSET $4`,
    [memberId, minFirstDeposit, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    list: rows.map((row) => ({
      account: maskAccount(row.account),
      registeredAt: row.created_at.toISOString(),
      firstDeposit: row.credited_at !== null,
      firstDepositAt: row.credited_at ? row.credited_at.toISOString() : null,
      qualified: row.qualified,
    })),
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
  };
}
