/**
 * The mall's rewards (point_reward): what a player sees (name in the request's language, image, stock,
 * requirements) and the operator's changes (create, stock, switch off). Stock only moves under the
 * reward row's lock: a redeem takes units, a rejection returns them.
 */
import type { Language, PointReward, PointRewardCategory, PointRewardQuery } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { pointsRefusal } from './point-messages';

export const rewardImageUrl = (id: string, language: Language = 'es'): string => `/wps/static/point-rewards/${id}.svg?lang=${language}`;

export interface RewardRow {
  id: string;
  name_es: string;
  name_en: string;
  category: PointRewardCategory;
  image_url: string | null;
  hue: number;
  quantity: number;
  available: number;
  points_required: string;
  amount_required: string;
  active: boolean;
  sort: number;
}

const COLUMNS = `id::text AS id, name_es, name_en, category, image_url, hue, quantity, available, points_required::text AS points_required,
  amount_required::text AS amount_required, active, sort`;

export function toPointReward(row: RewardRow, language: Language): PointReward {
  return {
    rewardId: row.id,
    name: language === 'en' ? row.name_en : row.name_es,
    imageUrl: row.image_url ?? rewardImageUrl(row.id, language),
    quantity: row.quantity,
    pointsRequired: Number(row.points_required),
    amountRequired: row.amount_required,
    availableQuantity: row.available,
    category: row.category,
  };
}

/** The active rewards, the operator's order; filters as the mall's tabs and switches send them. */
export async function listRewards(db: Queryable, query: PointRewardQuery, language: Language): Promise<PointReward[]> {
  const conditions = ['active'];
  const params: unknown[] = [];
  if (query.category) {
    params.push(query.category);
    conditions.push(`category = $${params.length}`);
  }
  if (query.inStock) conditions.push('available > 0');
  if (query.maxPoints !== undefined) {
    params.push(query.maxPoints);
    conditions.push(`points_required <= $${params.length}::bigint`);
  }
  const { rows } = await db.query<RewardRow>(`SELECT ${COLUMNS} FROM point_reward WHERE ${conditions.join(' AND ')} ORDER BY sort, id`, params);
  return rows.map((row) => toPointReward(row, language));
}

export async function readReward(db: Queryable, id: string, { lock = false } = {}): Promise<RewardRow | null> {
  const { rows } = await db.query<RewardRow>(`SELECT ${COLUMNS} FROM point_reward WHERE id = $1::bigint${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** The operator's view: every reward, switched off ones too. */
export async function listAllRewards(db: Queryable): Promise<AdminReward[]> {
  const { rows } = await db.query<RewardRow>(`SELECT ${COLUMNS} FROM point_reward ORDER BY sort, id`);
  return rows.map(toAdminReward);
}

export interface AdminReward {
  rewardId: string;
  nameEs: string;
  nameEn: string;
  category: PointRewardCategory;
  imageUrl: string;
  quantity: number;
  available: number;
  pointsRequired: number;
  amountRequired: string;
  active: boolean;
}

export const toAdminReward = (row: RewardRow): AdminReward => ({
  rewardId: row.id,
  nameEs: row.name_es,
  nameEn: row.name_en,
  category: row.category,
  imageUrl: row.image_url ?? rewardImageUrl(row.id),
  quantity: row.quantity,
  available: row.available,
  pointsRequired: Number(row.points_required),
  amountRequired: row.amount_required,
  active: row.active,
});

export interface NewReward {
  nameEs: string;
  nameEn: string;
  category: PointRewardCategory;
  pointsRequired: number;
  amountRequired: string;
  quantity: number;
  imageUrl?: string;
  hue?: number;
}

export async function createReward(db: Queryable, reward: NewReward): Promise<AdminReward> {
  const { rows } = await db.query<RewardRow>(
    `INSERT INTO point_reward (name_es, name_en, category, image_url, hue, quantity, available, points_required, amount_required, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7::bigint, $8::numeric, (SELECT coalesce(max(sort), 0) + 1 FROM point_reward))
     RETURNING ${COLUMNS}`,
    [reward.nameEs, reward.nameEn, reward.category, reward.imageUrl ?? null, reward.hue ?? 200, reward.quantity, reward.pointsRequired, reward.amountRequired],
  );
  return toAdminReward(rows[0] as RewardRow);
}

export interface RewardChange {
  /** Units added to the stock (negative: taken off what is left). */
  addStock?: number;
  active?: boolean;
  pointsRequired?: number;
  amountRequired?: string;
  nameEs?: string;
  nameEn?: string;
}

/** Changes a reward under its row lock; null when there is no such reward. */
export async function updateReward(db: Queryable, id: string, change: RewardChange): Promise<AdminReward | null> {
  const row = await readReward(db, id, { lock: true });
  if (!row) return null;
  const add = change.addStock ?? 0;
  if (row.available + add < 0) throw pointsRefusal('stockBelowZero', { available: row.available });
  const { rows } = await db.query<RewardRow>(
    `UPDATE point_reward SET quantity = quantity + $2, available = available + $2, active = coalesce($3, active),
            points_required = coalesce($4::bigint, points_required), amount_required = coalesce($5::numeric, amount_required),
            name_es = coalesce($6, name_es), name_en = coalesce($7, name_en), updated_at = now()
      WHERE id = $1::bigint RETURNING ${COLUMNS}`,
    [id, add, change.active ?? null, change.pointsRequired ?? null, change.amountRequired ?? null, change.nameEs ?? null, change.nameEn ?? null],
  );
  return toAdminReward(rows[0] as RewardRow);
}
