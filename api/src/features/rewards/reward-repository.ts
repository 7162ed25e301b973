/**
 * Rewards of a member: issue, list (waiting first, then history), count and claim. Expiry follows
 * the app's clock (`now`): a row still marked issued is expired once expires_at has passed. A claim
 * locks the reward row, so parallel claims (under any keys) credit it once.
 */
import type { ClaimRewardResult, Language, MemberReward, Money, RewardPage, RewardSource, RewardState } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { balanceAfter, houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { negate } from '../../money/cents';
import { rewardRefusal, rewardTitle } from './reward-texts';

interface RewardRow {
  id: string;
  source: RewardSource;
  title_es: string | null;
  title_en: string | null;
  title_key: string | null;
  amount: string;
  turnover_multiplier: string | null;
  turnover_required: string | null;
  state: RewardState;
  issued_at: Date;
  expires_at: Date | null;
  claimed_at: Date | null;
}

const REWARD_COLUMNS = `id::text AS id, source, title_es, title_en, title_key, amount::text AS amount,
  turnover_multiplier::text AS turnover_multiplier, (amount * turnover_multiplier)::numeric(18,2)::text AS turnover_required,
  state, issued_at, expires_at, claimed_at`;

/** Waiting: issued and not past its expiry at $2. */
const WAITING = `(state = 'issued' AND (expires_at IS NULL OR expires_at > $2::timestamptz))`;

function stateAt(row: RewardRow, now: Date): RewardState {
  if (row.state === 'issued' && row.expires_at !== null && row.expires_at.getTime() <= now.getTime()) return 'expired';
  return row.state;
}

function toReward(row: RewardRow, language: Language, now: Date): MemberReward {
  return {
    rewardId: row.id,
    source: row.source,
    title: rewardTitle(row, language),
    amount: row.amount,
    turnoverMultiplier: row.turnover_multiplier,
    turnoverRequired: row.turnover_required,
    state: stateAt(row, now),
    issuedAt: row.issued_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    claimedAt: row.claimed_at?.toISOString() ?? null,
  };
}

/** Rewards waiting to be claimed (the rewardCenter badge). */
export async function countWaitingRewards(db: Queryable, memberId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member_reward WHERE member_id = $1 AND ${WAITING}`, [memberId, now]);
  return rows[0]?.n ?? 0;
}

export async function listRewards(
  db: Queryable,
  memberId: string,
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
  language: Language,
  now: Date,
): Promise<RewardPage> {
  const { rows } = await db.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM member_reward WHERE member_id = $1
      ORDER BY ${WAITING} DESC,
               CASE WHEN ${WAITING} THEN expires_at END ASC NULLS LAST,
               CASE WHEN NOT ${WAITING} THEN coalesce(claimed_at, expires_at, issued_at) END DESC,
               issued_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [memberId, now, pageSize, (pageNo - 1) * pageSize],
  );
  const counts = await db.query<{ total: number; waiting: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${WAITING}))::int AS waiting FROM member_reward WHERE member_id = $1`,
    [memberId, now],
  );
  const totalCount = counts.rows[0]?.total ?? 0;
  return {
    list: rows.map((row) => toReward(row, language, now)),
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    rewardCount: counts.rows[0]?.waiting ?? 0,
  };
}

export interface IssueRewardInput {
  memberId: string;
  source: RewardSource;
  titleEs?: string | null;
  titleEn?: string | null;
  titleKey?: string | null;
  amount: Money;
  turnoverMultiplier?: string | null;
  expiresAt?: Date | null;
  /** Mission rewards: one per mission and day (null when already issued). */
  mission?: { id: string; day: string; points: number };
}

/** Issues a reward; null when the mission's reward of that day exists already. */
export async function issueReward(db: Queryable, input: IssueRewardInput, language: Language, now: Date): Promise<MemberReward | null> {
  const { rows } = await db.query<RewardRow>(
    `INSERT INTO member_reward (member_id, source, title_es, title_en, title_key, amount, turnover_multiplier, issued_at, expires_at, mission_id, mission_day, points)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $9, $10, $11::date, $12)
     ON CONFLICT (member_id, mission_id, mission_day) WHERE mission_id IS NOT NULL DO NOTHING
     RETURNING ${REWARD_COLUMNS}`,
    [
      input.memberId,
      input.source,
      input.titleEs ?? null,
      input.titleEn ?? null,
      input.titleKey ?? null,
      input.amount,
      input.turnoverMultiplier ?? null,
      now,
      input.expiresAt ?? null,
      input.mission?.id ?? null,
      input.mission?.day ?? null,
      input.mission?.points ?? 0,
    ],
  );
  return rows[0] ? toReward(rows[0], language, now) : null;
}

export interface ClaimOptions {
  /** Only rewards of this source (the raffle claim); others are not found. */
  source?: RewardSource;
}

/**
 * Claims a waiting reward of the member inside the caller's transaction: credits it from the BONUS
 * house account to the main wallet and, with a turnover multiplier, opens the member_bonus the
 * withdrawal check applies. Refusals: rewardNotFound (also another member's), rewardClaimed,
 * rewardExpired.
 */
export async function claimMemberReward(
  tx: Queryable,
  memberId: string,
  rewardId: string,
  language: Language,
  now: Date,
  { source }: ClaimOptions = {},
): Promise<ClaimRewardResult & { title: string }> {
  const { rows } = await tx.query<RewardRow>(`SELECT ${REWARD_COLUMNS} FROM member_reward WHERE id = $1::bigint AND member_id = $2 FOR UPDATE`, [
    rewardId,
    memberId,
  ]);
  const row = rows[0];
  if (!row || (source !== undefined && row.source !== source)) throw rewardRefusal('rewardNotFound');
  const state = stateAt(row, now);
  if (state === 'claimed') throw rewardRefusal('rewardClaimed');
  if (state === 'expired') throw rewardRefusal('rewardExpired');

  const title = rewardTitle(row, language);
  let bonusId: number | null = null;
  if (row.turnover_required !== null) {
    const bonus = await tx.query<{ id: number }>(
      'INSERT INTO member_bonus (member_id, name, amount, turnover_required) VALUES ($1, $2, $3::numeric, $4::numeric) RETURNING id',
      [memberId, title, row.amount, row.turnover_required],
    );
    bonusId = Number((bonus.rows[0] as { id: number }).id);
  }
  const entryType = row.source === 'rebate' ? 'rebate' : 'bonus';
  const main = memberAccount(memberId, 'MAIN');
  const posted = await postJournal(tx, {
    kind: 'reward',
    reference: `RW${row.id}`,
    memberId,
    legs: [
      { account: houseAccount('BONUS'), amount: negate(row.amount), entryType },
      { account: main, amount: row.amount, entryType },
    ],
  });
  if (bonusId !== null) await tx.query('UPDATE member_bonus SET journal_id = $2 WHERE id = $1', [bonusId, posted.journalId]);
  await tx.query(`UPDATE member_reward SET state = 'claimed', claimed_at = $2, journal_id = $3, bonus_id = $4 WHERE id = $1::bigint`, [
    row.id,
    now,
    posted.journalId,
    bonusId,
  ]);
  return {
    rewardId: row.id,
    title,
    amount: row.amount,
    balance: balanceAfter(posted, main),
    turnoverRequired: row.turnover_required,
    rewardCount: await countWaitingRewards(tx, memberId, now),
  };
}
