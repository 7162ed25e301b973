/**
 * The operator's referral rule (site_setting 'referral'): the reward for each invited friend whose
 * first deposit reaches a minimum. Shown to members as data; a missing or broken value falls back
 * to the defaults below.
 */
import type { ReferralRule } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../money/cents';

export const DEFAULT_REFERRAL_RULE: ReferralRule = { rewardAmount: '10.00', minFirstDeposit: '100.00' };

/** The amount with two decimals, or null when it is not a positive amount. */
function amountOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const cents = toCents(value);
    return cents > 0n ? fromCents(cents) : null;
  } catch {
    return null;
  }
}

export async function readReferralRule(db: Queryable): Promise<ReferralRule> {
  const { rows } = await db.query<{ value: Record<string, unknown> }>(`SELECT value FROM site_setting WHERE key = 'referral'`);
  const stored = rows[0]?.value ?? {};
  return {
    rewardAmount: amountOf(stored.rewardAmount) ?? DEFAULT_REFERRAL_RULE.rewardAmount,
    minFirstDeposit: amountOf(stored.minFirstDeposit) ?? DEFAULT_REFERRAL_RULE.minFirstDeposit,
  };
}
