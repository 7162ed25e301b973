/**
 * Settles the open bets of drawn (settled) draws, in batches of their own transactions: each batch
 * takes open bets with FOR UPDATE SKIP LOCKED (a second API process takes other bets, never the
 * same), marks them won or lost with `WHERE status = 'open'`, and credits every win from LOTTERY to
 * the member's main wallet through the ledger (one journal per winning bet, reference L<betId>).
 * A crash between batches leaves the rest open: the next pass finishes them. Runs after each draw
 * tick, so a restart settles whatever a crash left.
 */
import type { LotteryPlayType } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { recordActivity } from '../loyalty/activity-events';
import { fromCents, toCents } from '../../money/cents';
import { LOTTERY_WALLET } from './bet-repository';
import { betPayoutCents, oddsHundredths } from './play-types';

export const SETTLE_BATCH_SIZE = 250;

interface OpenBetRow {
  bet_id: number;
  member_id: string;
  play_type: LotteryPlayType;
  picks: string[];
  stake_per_number: string;
  total_stake: string;
  odds: string;
  prize_numbers: string[];
}

/** One batch; returns how many bets it settled. */
async function settleBatch(tx: Queryable, now: Date, limit: number): Promise<{ taken: number; settled: number }> {
  const { rows } = await tx.query<OpenBetRow>(
    `SELECT b.bet_id, b.member_id, b.play_type, b.picks, b.stake_per_number::text AS stake_per_number, b.total_stake::text AS total_stake, b.odds::text AS odds, d.prize_numbers
       FROM lottery_bet b JOIN lottery_draw d ON d.draw_id = b.draw_id
      WHERE b.status = 'open' AND d.status = 'settled'
      ORDER BY b.bet_id
      LIMIT $1
      FOR UPDATE OF b SKIP LOCKED`,
    [limit],
  );
  if (rows.length === 0) return { taken: 0, settled: 0 };
  const byId = new Map(rows.map((row) => [Number(row.bet_id), row]));
  /** Every bet this batch settled, told to the loyalty features at the end (activity-events.ts). */
  const settledBets: { betId: number; payout: bigint }[] = [];
  const winners: { betId: number; memberId: string; payout: bigint }[] = [];
  const losers: number[] = [];
  for (const row of rows) {
    const payout = betPayoutCents(
      { playType: row.play_type, picks: row.picks, stakeCents: toCents(row.stake_per_number), oddsHundredths: oddsHundredths(row.odds) },
      row.prize_numbers,
    );
    if (payout > 0n) winners.push({ betId: Number(row.bet_id), memberId: row.member_id, payout });
    else losers.push(Number(row.bet_id));
  }
  let settled = 0;
  if (losers.length > 0) {
    const lost = await tx.query<{ bet_id: number }>(
      `UPDATE lottery_bet SET status = 'lost', settled_at = $2 WHERE bet_id = ANY($1::bigint[]) AND status = 'open' RETURNING bet_id`,
      [losers, now],
    );
    settled += lost.rowCount;
    for (const { bet_id: betId } of lost.rows) settledBets.push({ betId: Number(betId), payout: 0n });
  }
  if (winners.length > 0) {
    const won = await tx.query<{ bet_id: number }>(
      `UPDATE lottery_bet b SET status = 'won', payout = v.payout, settled_at = $3
         FROM unnest($1::bigint[], $2::numeric[]) AS v(bet_id, payout)
        WHERE b.bet_id = v.bet_id AND b.status = 'open'
        RETURNING b.bet_id`,
      [winners.map((winner) => winner.betId), winners.map((winner) => fromCents(winner.payout)), now],
    );
    const updated = new Set(won.rows.map((row) => Number(row.bet_id)));
    settled += updated.size;
    // Credits in member order: fewer lock waits against bets being placed.
    const credits = winners.filter((winner) => updated.has(winner.betId)).sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : a.betId - b.betId));
    for (const winner of credits) {
      await postJournal(tx, {
        kind: 'lottery_win',
        reference: `L${winner.betId}`,
        memberId: winner.memberId,
        legs: [
          { account: houseAccount('LOTTERY'), amount: fromCents(-winner.payout), entryType: 'win' },
          { account: memberAccount(winner.memberId, LOTTERY_WALLET), amount: fromCents(winner.payout), entryType: 'win' },
        ],
      });
      settledBets.push({ betId: winner.betId, payout: winner.payout });
    }
  }
  // In member order, as the credits: the loyalty features post journals of their own (points).
  const byMember = settledBets
    .map((bet) => ({ ...bet, row: byId.get(bet.betId) }))
    .filter((bet): bet is typeof bet & { row: OpenBetRow } => bet.row !== undefined)
    .sort((a, b) => (a.row.member_id < b.row.member_id ? -1 : a.row.member_id > b.row.member_id ? 1 : a.betId - b.betId));
  for (const { betId, payout, row } of byMember) {
    await recordActivity(tx, { kind: 'lotteryBetSettled', memberId: row.member_id, betId: String(betId), stake: row.total_stake, payout: fromCents(payout), at: now });
  }
  return { taken: rows.length, settled };
}

/** Settles every open bet of every drawn draw; returns how many bets it settled. */
export async function settleDrawnBets(db: Database, now: number, batchSize = SETTLE_BATCH_SIZE): Promise<number> {
  let total = 0;
  for (;;) {
    const { taken, settled } = await db.transaction((tx) => settleBatch(tx, new Date(now), batchSize));
    total += settled;
    if (taken < batchSize) return total;
  }
}
