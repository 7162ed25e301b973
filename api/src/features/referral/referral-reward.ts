/**
 * The referral rule paid: when an invited member's FIRST deposit is credited and reaches the rule's
 * minimum (site_setting 'referral'), the member who invited them gets a reward waiting in the reward
 * center (source 'referral', one per friend: a unique index makes it once even if a settlement ran
 * twice). The money moves when the referrer claims it (rewards feature: ledger + idempotency).
 * Runs inside the deposit's settlement transaction, so a rolled-back credit issues nothing.
 */
import { WHITELABEL_MOD_IDS as MOD } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { toCents } from '../../money/cents';
import { readSwitches } from '../accounts/site-switches';
import { readReferralRule } from './referral-settings';

export async function rewardReferrerOfFirstDeposit(tx: Queryable, memberId: string, depositAmount: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ referred_by: string | null; credited: number }>(
    `SELECT m.referred_by, (SELECT count(*)::int FROM deposit_order d WHERE d.member_id = m.id AND d.status = 'credited') AS credited
       FROM member m WHERE m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  // Only the first credited deposit counts (this one, already marked credited by the caller).
  if (!row?.referred_by || row.credited !== 1) return false;
  if (!(await readSwitches(tx))(MOD.referral)) return false;
  const rule = await readReferralRule(tx);
  if (toCents(depositAmount) < toCents(rule.minFirstDeposit)) return false;
  const inserted = await tx.query(
    `INSERT INTO member_reward (member_id, source, title_key, amount, issued_at, referee_id)
     VALUES ($1, 'referral', 'referral', $2::numeric, $3, $4)
     ON CONFLICT (member_id, referee_id) WHERE referee_id IS NOT NULL DO NOTHING`,
    [row.referred_by, rule.rewardAmount, now, memberId],
  );
  return (inserted.rowCount ?? 0) > 0;
}
