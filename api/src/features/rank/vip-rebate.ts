/**
 * The VIP part of the rebate: the member's level's rebate_percent, added to every game type's rate
 * by the rebate's computation (rebate/rebate-calculation.ts). The level is read when the rebate is
 * previewed or claimed, so a claim pays its whole open period at the level held when claiming.
 */
import type { Queryable } from '../../db/database';

/** Percent with two decimals ('0.50'); '0.00' below the first level with a rate. */
export async function vipRebatePercent(db: Queryable, memberId: string): Promise<string> {
  const { rows } = await db.query<{ rate: string }>(
    `SELECT r.rebate_percent::numeric(5,2)::text AS rate
       FROM member m JOIN vip_rank r ON r.level <= m.club_rank_level
      WHERE m.id = $1
      ORDER BY r.level DESC LIMIT 1`,
    [memberId],
  );
  return rows[0]?.rate ?? '0.00';
}
