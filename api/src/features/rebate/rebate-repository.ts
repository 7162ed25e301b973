/**
 * The rebate's data: the operator's rates and settings, the member's valid bets since the last
 * claim, and the claims. A claim locks the member row, recomputes from the bets and records the
 * period it paid for; the next period starts where it ended, so the same bets never pay twice.
 * Period bounds are kept to the millisecond in SQL so they survive the trip through a JS Date.
 */
import type { Money, Page, RebateClaim, RebateClaimResult, RebateLine, RebatePreview } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { balanceAfter, houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { fromCents, negate, toCents } from '../../money/cents';
import { validBetsSql } from '../bonus/valid-bets';
import { vipRebatePercent } from '../rank/vip-rebate';
import { type BetTotal, computeRebate, type RebateRate } from './rebate-calculation';
import { rebateRefusal } from './rebate-messages';

export const MAIN_WALLET = 'MAIN';

export interface RebateSettings {
  minClaim: Money;
  /** Bets younger than this wait for the next claim. */
  settleSeconds: number;
}
export const DEFAULT_REBATE_SETTINGS: RebateSettings = { minClaim: '1.00', settleSeconds: 10 };

export async function readRebateSettings(db: Queryable): Promise<RebateSettings> {
  const { rows } = await db.query<{ value: Record<string, unknown> }>(`SELECT value FROM site_setting WHERE key = 'rebate'`);
  const stored = rows[0]?.value ?? {};
  let minClaim = DEFAULT_REBATE_SETTINGS.minClaim;
  try {
    if (typeof stored.minClaim === 'string' && toCents(stored.minClaim) > 0n) minClaim = fromCents(toCents(stored.minClaim));
  } catch {
    // A malformed setting: the default.
  }
  const settle = stored.settleSeconds;
  const settleSeconds = Number.isInteger(settle) && (settle as number) >= 0 && (settle as number) <= 3600 ? (settle as number) : DEFAULT_REBATE_SETTINGS.settleSeconds;
  return { minClaim, settleSeconds };
}

export async function readRates(db: Queryable): Promise<RebateRate[]> {
  const { rows } = await db.query<{ game_type: string; rate: string }>(
    'SELECT game_type, rate_percent::text AS rate FROM rebate_rate ORDER BY sort_order, game_type',
  );
  return rows.map((row) => ({ gameType: row.game_type, ratePercent: row.rate }));
}

interface Period {
  from: Date;
  to: Date;
}

/** From the last claim's end (or the registration) to now less the settling margin. */
async function openPeriod(db: Queryable, memberId: string, settleSeconds: number): Promise<Period> {
  const { rows } = await db.query<{ period_from: Date; period_to: Date }>(
    `SELECT coalesce((SELECT max(c.period_to) FROM rebate_claim c WHERE c.member_id = m.id), date_trunc('milliseconds', m.created_at)) AS period_from,
            date_trunc('milliseconds', clock_timestamp() - make_interval(secs => $2)) AS period_to
       FROM member m WHERE m.id = $1`,
    [memberId, settleSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error(`no member ${memberId}`);
  return { from: row.period_from, to: row.period_to };
}

/** Valid bets per source and game type in [from, to). */
async function betTotals(db: Queryable, memberId: string, period: Period): Promise<BetTotal[]> {
  if (period.to <= period.from) return [];
  const bets = await validBetsSql(db);
  const { rows } = await db.query<{ game_type: string; stake: string }>(
    `SELECT v.game_type, sum(v.stake)::numeric(18,2)::text AS stake FROM (${bets}) v
      WHERE v.member_id = $1 AND v.created_at >= $2::timestamptz AND v.created_at < $3::timestamptz
      GROUP BY v.game_type`,
    [memberId, period.from.toISOString(), period.to.toISOString()],
  );
  return rows.map((row) => ({ gameType: row.game_type, stake: row.stake }));
}

async function compute(db: Queryable, memberId: string) {
  const settings = await readRebateSettings(db);
  const period = await openPeriod(db, memberId, settings.settleSeconds);
  // The member's VIP level adds its rate to every game type's (rank/vip-rebate.ts).
  const result = computeRebate(await betTotals(db, memberId, period), await readRates(db), settings.minClaim, await vipRebatePercent(db, memberId));
  return { settings, period, ...result };
}

export async function previewRebate(db: Queryable, memberId: string): Promise<RebatePreview> {
  const { settings, period, lines, total, claimable } = await compute(db, memberId);
  return {
    periodFrom: period.from.toISOString(),
    periodTo: (period.to > period.from ? period.to : period.from).toISOString(),
    lines,
    total,
    minClaim: settings.minClaim,
    claimable,
    reason: claimable ? null : 'belowMinimum',
  };
}

interface ClaimRow {
  id: string;
  period_from: Date;
  period_to: Date;
  amount: Money;
  lines: RebateLine[];
  created_at: Date;
}

const toClaim = (row: ClaimRow): RebateClaim => ({
  id: row.id,
  periodFrom: row.period_from.toISOString(),
  periodTo: row.period_to.toISOString(),
  amount: row.amount,
  lines: row.lines,
  claimedAt: row.created_at.toISOString(),
});

const CLAIM_SELECT = `SELECT id::text AS id, period_from, period_to, amount::text AS amount, lines, created_at FROM rebate_claim`;

/**
 * Claims the open period's rebate in the caller's transaction: the member row is locked first, so
 * two claims at once run one after the other and the second finds nothing left to pay.
 */
export async function claimRebate(tx: Queryable, memberId: string): Promise<RebateClaimResult> {
  await tx.query('SELECT 1 FROM member WHERE id = $1 FOR UPDATE', [memberId]);
  const { settings, period, lines, total, claimable } = await compute(tx, memberId);
  if (!claimable) throw rebateRefusal('belowMinimum', { total, min: settings.minClaim });
  const next = await tx.query<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('rebate_claim', 'id'))::text AS id`);
  const claimId = (next.rows[0] as { id: string }).id;
  const wallet = memberAccount(memberId, MAIN_WALLET);
  const posted = await postJournal(tx, {
    kind: 'rebate',
    reference: `RB${claimId}`,
    memberId,
    legs: [
      { account: houseAccount('BONUS'), amount: negate(total), entryType: 'rebate' },
      { account: wallet, amount: total, entryType: 'rebate' },
    ],
  });
  const paid = lines.filter((line) => toCents(line.rebate) > 0n);
  const { rows } = await tx.query<ClaimRow>(
    `INSERT INTO rebate_claim (id, member_id, period_from, period_to, amount, lines, journal_id)
     OVERRIDING SYSTEM VALUE VALUES ($1::bigint, $2, $3::timestamptz, $4::timestamptz, $5::numeric, $6::jsonb, $7)
     RETURNING id::text AS id, period_from, period_to, amount::text AS amount, lines, created_at`,
    [claimId, memberId, period.from.toISOString(), period.to.toISOString(), total, JSON.stringify(paid), posted.journalId],
  );
  return { claim: toClaim(rows[0] as ClaimRow), balance: balanceAfter(posted, wallet) };
}

export async function listClaims(db: Queryable, memberId: string, pageNo: number, pageSize: number): Promise<Page<RebateClaim>> {
  const { rows } = await db.query<ClaimRow>(`${CLAIM_SELECT} WHERE member_id = $1 ORDER BY period_to DESC, id DESC LIMIT $2 OFFSET $3`, [
    memberId,
    pageSize,
    (pageNo - 1) * pageSize,
  ]);
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebate_claim WHERE member_id = $1', [memberId]);
  const totalCount = count.rows[0]?.n ?? 0;
  return { list: rows.map(toClaim), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}
