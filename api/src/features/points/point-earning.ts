/**
 * Points earned from valid bets (issue 22): the activity hook tells us each round played and each
 * lottery bet settled, inside its own transaction; the bet (the stake) earns points at the
 * operator's ratio (1 point per `betPerPoint`), the cents short of a point carried to the next bet,
 * so small bets add up. Each round or bet counts once (point_earning_source's key), and the points
 * journal's (kind, reference) is unique too.
 *
 * Lock order: after the move's own money journal, this member's earning row, then the points
 * accounts (POINTS_ISSUED and the member's, in id order).
 */
import type { Queryable } from '../../db/database';
import { housePoints, memberPoints, postPointsJournal } from '../../ledger/ledger';
import { fromCents, toCents } from '../../money/cents';
import type { ActivityEvent } from '../loyalty/activity-events';

export const POINTS_ACTIVITY_HANDLER = 'points';

export async function earnPoints(tx: Queryable, event: ActivityEvent): Promise<void> {
  if (event.kind === 'deposit') return;
  const source =
    event.kind === 'round'
      ? { kind: 'round' as const, reference: event.roundId, bet: event.bet, journalKind: 'earn_round', journalRef: `R${event.roundId}` }
      : { kind: 'lottery' as const, reference: event.betId, bet: event.stake, journalKind: 'earn_lottery', journalRef: `L${event.betId}` };
  const betCents = toCents(source.bet);
  if (betCents <= 0n) return;
  // One statement: the source counted once (nothing more when it was already), the member's earning
  // row added to, and the operator's ratio (point_config; 1.00 a point without one).
  const { rows } = await tx.query<{ carry_cents: string; bet_per_point: string }>(
    `WITH source AS (
       INSERT INTO point_earning_source (kind, reference, member_id, bet, points, created_at) VALUES ($1, $2, $3, $4::numeric, 0, $6)
       ON CONFLICT (kind, reference) DO NOTHING
       RETURNING 1
     ), earning AS (
       INSERT INTO point_earning (member_id, valid_bet, carry_cents, updated_at)
       SELECT $3, $4::numeric, $5::bigint, $6 WHERE EXISTS (SELECT 1 FROM source)
       ON CONFLICT (member_id) DO UPDATE SET valid_bet = point_earning.valid_bet + EXCLUDED.valid_bet,
              carry_cents = point_earning.carry_cents + EXCLUDED.carry_cents, updated_at = EXCLUDED.updated_at
       RETURNING carry_cents
     )
     SELECT e.carry_cents::text AS carry_cents, coalesce(c.bet_per_point, 1.00)::text AS bet_per_point
       FROM earning e LEFT JOIN point_config c ON c.id = 1`,
    [source.kind, source.reference, event.memberId, source.bet, betCents.toString(), event.at],
  );
  if (!rows[0]) return;
  const settings = { betPerPoint: rows[0].bet_per_point };
  const perPoint = toCents(settings.betPerPoint);
  const carry = BigInt(rows[0]?.carry_cents ?? '0');
  const points = carry / perPoint;
  if (points === 0n) return;
  await tx.query('UPDATE point_earning SET carry_cents = $2::bigint WHERE member_id = $1', [event.memberId, (carry % perPoint).toString()]);
  await tx.query('UPDATE point_earning_source SET points = $3::bigint WHERE kind = $1 AND reference = $2', [source.kind, source.reference, points.toString()]);
  await postPointsJournal(tx, {
    kind: source.journalKind,
    reference: source.journalRef,
    memberId: event.memberId,
    memo: { amount: fromCents(betCents), ratio: settings.betPerPoint, ref: source.reference },
    legs: [
      { account: housePoints('POINTS_ISSUED'), points: -Number(points), entryType: 'earn' },
      { account: memberPoints(event.memberId), points: Number(points), entryType: 'earn' },
    ],
  });
}

/** The valid bet the member has had counted ('0.00' before the first). */
export async function readValidBet(db: Queryable, memberId: string): Promise<string> {
  const { rows } = await db.query<{ valid_bet: string }>('SELECT valid_bet::text AS valid_bet FROM point_earning WHERE member_id = $1', [memberId]);
  return rows[0]?.valid_bet ?? '0.00';
}
