/**
 * The limits of operator bonus credits (bonus-credits.ts; docs/security.md, "Operator bonus
 * credits: maxima and four-eyes approval"). They come from the environment (config.ts, SUITE_BONUS_*)
 * and not from site_setting on purpose: an admin account, the thing four-eyes guards against, cannot
 * raise them over HTTP. Changing them takes whoever runs the API process.
 */
import type { Money } from '@suite/shared/contract';
import { fromCents, toCents } from '../../money/cents';

export interface BonusLimits {
  /** The largest single credit (SUITE_BONUS_MAX_CREDIT). */
  maxPerCredit: Money;
  /** Credited and pending to one member within any 24 hours (SUITE_BONUS_MAX_MEMBER_DAY). */
  maxPerMemberDay: Money;
  /** Credited and pending to all members within any 24 hours (SUITE_BONUS_MAX_DAY). */
  maxPerDay: Money;
  /** Credits above this wait for a second admin's approval (SUITE_BONUS_APPROVAL_ABOVE; 0.00: every credit). */
  approvalAbove: Money;
}

export const DEFAULT_BONUS_LIMITS: BonusLimits = {
  maxPerCredit: '10000.00',
  maxPerMemberDay: '20000.00',
  maxPerDay: '100000.00',
  approvalAbove: '1000.00',
};

const ENV_NAMES: Record<keyof BonusLimits, string> = {
  maxPerCredit: 'SUITE_BONUS_MAX_CREDIT',
  maxPerMemberDay: 'SUITE_BONUS_MAX_MEMBER_DAY',
  maxPerDay: 'SUITE_BONUS_MAX_DAY',
  approvalAbove: 'SUITE_BONUS_APPROVAL_ABOVE',
};

/** The limits from the environment; a bad value stops the start with a message naming it. */
export function loadBonusLimits(env: Record<string, string | undefined>): BonusLimits {
  const limits = { ...DEFAULT_BONUS_LIMITS };
  for (const key of Object.keys(ENV_NAMES) as Array<keyof BonusLimits>) {
    const raw = env[ENV_NAMES[key]]?.trim();
    if (!raw) continue;
    let cents: bigint;
    try {
      cents = toCents(raw);
    } catch {
      throw new Error(`${ENV_NAMES[key]} must be an amount like 1000.00, got "${raw}"`);
    }
    if (cents > toCents('999999999999.99') || (cents === 0n && key !== 'approvalAbove')) {
      throw new Error(`${ENV_NAMES[key]} must be an amount from ${key === 'approvalAbove' ? '0.00' : '0.01'} to 999999999999.99, got "${raw}"`);
    }
    limits[key] = fromCents(cents);
  }
  const [credit, member, day, approval] = [limits.maxPerCredit, limits.maxPerMemberDay, limits.maxPerDay, limits.approvalAbove].map(toCents) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  if (approval > credit) throw new Error(`SUITE_BONUS_APPROVAL_ABOVE (${limits.approvalAbove}) must not be above SUITE_BONUS_MAX_CREDIT (${limits.maxPerCredit})`);
  if (credit > member) throw new Error(`SUITE_BONUS_MAX_CREDIT (${limits.maxPerCredit}) must not be above SUITE_BONUS_MAX_MEMBER_DAY (${limits.maxPerMemberDay})`);
  if (member > day) throw new Error(`SUITE_BONUS_MAX_MEMBER_DAY (${limits.maxPerMemberDay}) must not be above SUITE_BONUS_MAX_DAY (${limits.maxPerDay})`);
  return limits;
}
