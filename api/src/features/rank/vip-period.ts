/**
 * The operator's VIP period (site_setting 'vip': {"period": "month" | "quarter" | "year" |
 * "lifetime"}, month when missing or broken): UTC calendar periods, as the missions' days are. Pure
 * apart from reading the setting, so the maths is tested without a database.
 */
import type { VipPeriod, VipPeriodKind } from '@suite/shared/contract';
import { readOperatorData } from '../../cache/operator-data';
import type { Queryable } from '../../db/database';

export const VIP_PERIOD_KINDS: readonly VipPeriodKind[] = ['month', 'quarter', 'year', 'lifetime'];
export const DEFAULT_VIP_PERIOD: VipPeriodKind = 'month';
const LIFETIME_START = '1970-01-01';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The period holding this instant. */
export function vipPeriod(kind: VipPeriodKind, at: Date): VipPeriod {
  if (kind === 'lifetime') return { kind, start: LIFETIME_START, end: null };
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const [first, months] = kind === 'year' ? [0, 12] : kind === 'quarter' ? [month - (month % 3), 3] : [month, 1];
  return { kind, start: day(new Date(Date.UTC(year, first, 1))), end: day(new Date(Date.UTC(year, first + months, 1))) };
}

/** Operator data (cache/operator-data.ts); set straight in the database, it shows within the TTL. */
export const VIP_PERIOD_DATA = 'vip-period';
export const VIP_PERIOD_TTL_MS = 5_000;

async function loadVipPeriodKind(db: Queryable): Promise<VipPeriodKind> {
  const { rows } = await db.query<{ value: Record<string, unknown> }>(`SELECT value FROM site_setting WHERE key = 'vip'`);
  const period = rows[0]?.value?.period;
  return VIP_PERIOD_KINDS.find((kind) => kind === period) ?? DEFAULT_VIP_PERIOD;
}

/** The operator's VIP period, from memory; `db` may be a transaction (every round reads it). */
export function readVipPeriodKind(db: Queryable): Promise<VipPeriodKind> {
  return readOperatorData(db, VIP_PERIOD_DATA, loadVipPeriodKind, VIP_PERIOD_TTL_MS);
}
