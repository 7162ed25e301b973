/**
 * The operator's points settings (point_config, one row; scripts/points config): the valid bet that
 * earns a point, the money a point converts to, the fewest points a conversion takes.
 */
import type { Money, PointConfig } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

export interface PointSettings {
  betPerPoint: Money;
  ratio: Money;
  minConvertPoints: number;
}

export async function readPointSettings(db: Queryable): Promise<PointSettings> {
  const { rows } = await db.query<{ bet_per_point: string; convert_ratio: string; min_convert_points: string }>(
    'SELECT bet_per_point::text AS bet_per_point, convert_ratio::text AS convert_ratio, min_convert_points::text AS min_convert_points FROM point_config WHERE id = 1',
  );
  const row = rows[0];
  if (!row) return { betPerPoint: '1.00', ratio: '0.01', minConvertPoints: 100 };
  return { betPerPoint: row.bet_per_point, ratio: row.convert_ratio, minConvertPoints: Number(row.min_convert_points) };
}

export const toPointConfig = (settings: PointSettings): PointConfig => ({
  ratio: settings.ratio,
  minConvertPoints: settings.minConvertPoints,
  betPerPoint: settings.betPerPoint,
});

export async function updatePointSettings(db: Queryable, change: Partial<PointSettings>): Promise<PointSettings> {
  await db.query(
    `UPDATE point_config SET bet_per_point = coalesce($1::numeric, bet_per_point), convert_ratio = coalesce($2::numeric, convert_ratio),
            min_convert_points = coalesce($3::bigint, min_convert_points), updated_at = now() WHERE id = 1`,
    [change.betPerPoint ?? null, change.ratio ?? null, change.minConvertPoints ?? null],
  );
  return readPointSettings(db);
}
