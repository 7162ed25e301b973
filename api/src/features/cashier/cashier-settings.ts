/**
 * The operator's cashier settings (site_setting 'cashier'), with defaults for any missing value:
 * withdrawal limits, how long a player has to confirm a paid withdrawal (spec 2 §4: "minutes not
 * shown"; ours 30), how many accounts may be bound, the smallest transfer to the upline.
 */
import type { Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { toCents } from '../../money/cents';

export interface CashierSettings {
  withdrawMin: Money;
  withdrawMax: Money;
  confirmMinutes: number;
  maxAccounts: number;
  uplineMin: Money;
}

export const DEFAULT_CASHIER_SETTINGS: CashierSettings = {
  withdrawMin: '100.00',
  withdrawMax: '50000.00',
  confirmMinutes: 30,
  maxAccounts: 3,
  uplineMin: '1.00',
};

const isAmount = (value: unknown): value is Money => {
  if (typeof value !== 'string') return false;
  try {
    return toCents(value) > 0n;
  } catch {
    return false;
  }
};
const isCount = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;

export async function readCashierSettings(db: Queryable): Promise<CashierSettings> {
  const { rows } = await db.query<{ value: Record<string, unknown> }>(`SELECT value FROM site_setting WHERE key = 'cashier'`);
  const stored = rows[0]?.value ?? {};
  const d = DEFAULT_CASHIER_SETTINGS;
  return {
    withdrawMin: isAmount(stored.withdrawMin) ? stored.withdrawMin : d.withdrawMin,
    withdrawMax: isAmount(stored.withdrawMax) ? stored.withdrawMax : d.withdrawMax,
    confirmMinutes: isCount(stored.confirmMinutes, 7 * 24 * 60) ? stored.confirmMinutes : d.confirmMinutes,
    maxAccounts: isCount(stored.maxAccounts, 10) ? stored.maxAccounts : d.maxAccounts,
    uplineMin: isAmount(stored.uplineMin) ? stored.uplineMin : d.uplineMin,
  };
}
