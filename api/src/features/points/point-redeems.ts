/**
 * Redeems (point_redeem): a member takes stock and points in ONE transaction (the reward row locked
 * first, then the points accounts), the points held in POINTS_HOLD while the redeem is in process; the
 * operator approves (held -> POINTS_REDEEMED) or rejects (held -> back to the member, and the stock
 * back to the reward), each once: the redeem row is locked and its status checked, and the points
 * journal's (kind, reference) is unique. Lock order: redeem row, reward row, points accounts.
 */
import type { Language, Page, RedeemRecord, RedeemStatus } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { housePoints, memberPoints, pointsAfter, postPointsJournal } from '../../ledger/ledger';
import { toCents } from '../../money/cents';
import { notifyMember } from '../cashier/notifications';
import { readValidBet } from './point-earning';
import { pointsRefusal } from './point-messages';
import { readReward, rewardImageUrl } from './point-rewards';

export interface RedeemInput {
  rewardId: string;
  quantity: number;
  address: string;
  mobileNum: string;
}

interface RedeemRow {
  id: string;
  member_id: string;
  account: string | null;
  reward_id: string;
  name_es: string;
  name_en: string;
  image_url: string | null;
  quantity: number;
  points: string;
  amount_required: string;
  address: string;
  mobile: string;
  status: RedeemStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const SELECT = `SELECT r.id::text AS id, r.member_id, m.account, r.reward_id::text AS reward_id, w.name_es, w.name_en, w.image_url, r.quantity,
       r.points::text AS points, r.amount_required::text AS amount_required, r.address, r.mobile, r.status, r.reason, r.decided_by, r.decided_at, r.created_at
  FROM point_redeem r JOIN point_reward w ON w.id = r.reward_id LEFT JOIN member m ON m.id = r.member_id`;

/** All but the last 4 digits hidden: '+57 300 123 4567' -> '••••••4567'. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `${'•'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

function toRecord(row: RedeemRow, language: Language): RedeemRecord {
  return {
    id: row.id,
    name: language === 'en' ? row.name_en : row.name_es,
    quantity: row.quantity,
    points: Number(row.points),
    amount: row.amount_required,
    status: row.status,
    time: row.created_at.toISOString(),
    rewardId: row.reward_id,
    imageUrl: row.image_url ?? rewardImageUrl(row.reward_id, language),
    address: row.address,
    mobileNum: maskMobile(row.mobile),
    remark: row.reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** Takes the stock and the points, in the caller's transaction. Refusals roll everything back. */
export async function redeemReward(tx: Queryable, memberId: string, input: RedeemInput, language: Language): Promise<{ points: number; redeem: RedeemRecord }> {
  const reward = await readReward(tx, input.rewardId, { lock: true });
  if (!reward || !reward.active) throw pointsRefusal('rewardNotFound');
  if (reward.available === 0) throw pointsRefusal('soldOut');
  if (reward.available < input.quantity) throw pointsRefusal('notEnoughStock', { available: reward.available });
  const validBet = await readValidBet(tx, memberId);
  if (toCents(validBet) < toCents(reward.amount_required)) throw pointsRefusal('amountRequirementUnmet', { required: reward.amount_required, validBet });
  const points = Number(reward.points_required) * input.quantity;
  await tx.query('UPDATE point_reward SET available = available - $2, updated_at = now() WHERE id = $1::bigint', [reward.id, input.quantity]);
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO point_redeem (member_id, reward_id, quantity, points, amount_required, address, mobile)
     VALUES ($1, $2::bigint, $3, $4::bigint, $5::numeric, $6, $7) RETURNING id::text AS id`,
    [memberId, reward.id, input.quantity, points, reward.amount_required, input.address, input.mobileNum],
  );
  const redeemId = (inserted.rows[0] as { id: string }).id;
  const posted = await postPointsJournal(tx, {
    kind: 'redeem_hold',
    reference: `P${redeemId}`,
    memberId,
    memo: { amount: reward.amount_required, rewardId: reward.id, quantity: input.quantity },
    legs: [
      { account: memberPoints(memberId), points: -points, entryType: 'redeem' },
      { account: housePoints('POINTS_HOLD'), points, entryType: 'redeem' },
    ],
  });
  const row = await readRedeem(tx, redeemId);
  return { points: pointsAfter(posted, memberPoints(memberId)), redeem: toRecord(row as RedeemRow, language) };
}

async function readRedeem(db: Queryable, id: string, { lock = false } = {}): Promise<RedeemRow | null> {
  const { rows } = await db.query<RedeemRow>(`${SELECT} WHERE r.id = $1::bigint${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function listMemberRedeems(
  db: Queryable,
  memberId: string,
  query: { pageNo: number; pageSize: number; status?: RedeemStatus },
  language: Language,
): Promise<Page<RedeemRecord>> {
  const params: unknown[] = [memberId];
  let where = 'r.member_id = $1';
  if (query.status) {
    params.push(query.status);
    where += ` AND r.status = $${params.length}`;
  }
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_redeem r WHERE ${where}`, params);
  const totalCount = total.rows[0]?.n ?? 0;
  const { rows } = await db.query<RedeemRow>(`${SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`, params);
  return { list: rows.map((row) => toRecord(row, language)), totalPages: Math.ceil(totalCount / query.pageSize), totalCount };
}

/** The operator's list (scripts/points list): the account, the full mobile number and address to ship to. */
export interface AdminRedeem {
  redeemId: string;
  account: string;
  memberId: string;
  reward: string;
  quantity: number;
  points: number;
  address: string;
  mobile: string;
  status: RedeemStatus;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

const toAdmin = (row: RedeemRow): AdminRedeem => ({
  redeemId: row.id,
  account: row.account ?? '',
  memberId: row.member_id,
  reward: row.name_en,
  quantity: row.quantity,
  points: Number(row.points),
  address: row.address,
  mobile: row.mobile,
  status: row.status,
  reason: row.reason,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

export async function listRedeemsByStatus(db: Queryable, status: RedeemStatus | 'all'): Promise<AdminRedeem[]> {
  const { rows } =
    status === 'all'
      ? await db.query<RedeemRow>(`${SELECT} ORDER BY r.created_at DESC, r.id DESC LIMIT 200`)
      : await db.query<RedeemRow>(`${SELECT} WHERE r.status = $1 ORDER BY r.created_at, r.id LIMIT 200`, [status]);
  return rows.map(toAdmin);
}

/**
 * The operator's decision, once: approve keeps the points (held -> redeemed); reject returns the points
 * and the stock. A redeem already decided is refused (alreadyDecided), whatever runs at once.
 */
export async function decideRedeem(
  tx: Queryable,
  redeemId: string,
  decision: { approve: true } | { approve: false; reason: string },
  operator: string,
  now: Date,
): Promise<AdminRedeem | null> {
  const row = await readRedeem(tx, redeemId, { lock: true });
  if (!row) return null;
  if (row.status !== 'inProcess') {
    const approved = row.status === 'approved';
    throw pointsRefusal('alreadyDecided', { status: row.status, statusEs: approved ? 'aprobado' : 'rechazado', statusEn: approved ? 'approved' : 'rejected' });
  }
  const points = Number(row.points);
  const reference = `P${row.id}`;
  if (decision.approve) {
    await postPointsJournal(tx, {
      kind: 'redeem_approved',
      reference,
      memberId: row.member_id,
      legs: [
        { account: housePoints('POINTS_HOLD'), points: -points, entryType: 'redeemApproved' },
        { account: housePoints('POINTS_REDEEMED'), points, entryType: 'redeemApproved' },
      ],
    });
  } else {
    await tx.query('UPDATE point_reward SET available = available + $2, updated_at = now() WHERE id = $1::bigint', [row.reward_id, row.quantity]);
    await postPointsJournal(tx, {
      kind: 'redeem_returned',
      reference,
      memberId: row.member_id,
      memo: { amount: row.amount_required, rewardId: row.reward_id, quantity: row.quantity, reason: decision.reason },
      legs: [
        { account: housePoints('POINTS_HOLD'), points: -points, entryType: 'redeemReturned' },
        { account: memberPoints(row.member_id), points, entryType: 'redeemReturned' },
      ],
    });
  }
  await tx.query(`UPDATE point_redeem SET status = $2, reason = $3, decided_by = $4, decided_at = $5 WHERE id = $1::bigint`, [
    row.id,
    decision.approve ? 'approved' : 'rejected',
    decision.approve ? null : decision.reason,
    operator,
    now,
  ]);
  const { rows } = await tx.query<{ language: Language }>('SELECT language FROM member WHERE id = $1', [row.member_id]);
  const reward = rows[0]?.language === 'en' ? row.name_en : row.name_es;
  await notifyMember(tx, row.member_id, decision.approve ? 'pointRedeemApproved' : 'pointRedeemRejected', {
    quantity: row.quantity,
    reward,
    points,
    reason: decision.approve ? '' : decision.reason,
  });
  return toAdmin((await readRedeem(tx, row.id)) as RedeemRow);
}
