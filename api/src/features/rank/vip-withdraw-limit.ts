/**
 * The VIP level's withdrawal limits, applied to a new withdrawal request inside its transaction
 * (cashier-routes.ts): within one UTC day (the database's clock, which dates the orders), the
 * member's pending and approved orders plus this one may add up to the level's
 * daily_withdraw_limit, and number at most daily_withdraw_count (NULL: no count limit). Rejected
 * orders gave the money back and do not count. Two requests of one member at once take turns on a
 * transaction lock of their own, so both cannot pass the same remaining allowance.
 */
import type { Language, Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../money/cents';
import { vipRefusal } from './vip-messages';

interface Allowance {
  level: number;
  name_es: string;
  name_en: string;
  limit: string;
  max_count: number | null;
  used: string;
  count: number;
}

/** Throws the translated refusal (vipWithdrawAmount, vipWithdrawCount) when `amount` would pass a limit. */
export async function checkVipWithdrawLimit(tx: Queryable, memberId: string, amount: Money): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`vip-withdraw:${memberId}`]);
  const { rows } = await tx.query<Allowance>(
    `SELECT r.level, r.name_es, r.name_en, r.daily_withdraw_limit::text AS limit, r.daily_withdraw_count AS max_count,
            coalesce(o.used, 0)::numeric(18,2)::text AS used, coalesce(o.n, 0)::int AS count
       FROM member m
       JOIN LATERAL (SELECT * FROM vip_rank r WHERE r.level <= m.club_rank_level ORDER BY r.level DESC LIMIT 1) r ON TRUE
       LEFT JOIN LATERAL (
         SELECT sum(w.amount) AS used, count(*) AS n FROM withdrawal_order w
          WHERE w.member_id = m.id AND w.status <> 'rejected'
            AND w.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
       ) o ON TRUE
      WHERE m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return;
  const names: Record<Language, string> = { es: `${row.name_es} (VIP ${row.level})`, en: `${row.name_en} (VIP ${row.level})` };
  if (row.max_count !== null && row.count >= row.max_count) {
    throw vipRefusal('vipWithdrawCount', { limit: row.max_count, used: row.count }, names);
  }
  const used = toCents(row.used);
  const limit = toCents(row.limit);
  if (used + toCents(amount) > limit) {
    const left = limit > used ? limit - used : 0n;
    throw vipRefusal('vipWithdrawAmount', { limit: row.limit, used: row.used, left: fromCents(left) }, names);
  }
}
