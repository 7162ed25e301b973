/**
 * A VIP bonus (upgrade or birthday) credited as every bonus is (docs/rebate-and-bonus.md): one ledger
 * journal from the BONUS house account to the main wallet, and a member_bonus asking for
 * amount x the level's bonus_turnover_multiplier of valid bets before a withdrawal (none at 0), which
 * bonus details show and the withdrawal check applies. In the caller's transaction; the journal's
 * reference is unique per kind in the ledger, so a second credit of the same bonus fails.
 */
import type { Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { fromCents, negate, toCents } from '../../money/cents';

export interface VipBonusCredit {
  kind: 'vip_upgrade' | 'vip_birthday';
  reference: string;
  memberId: string;
  amount: Money;
  /** Times the amount to wager ('1.00'; '0.00': no turnover). */
  multiplier: string;
  /** member_bonus.name, in the member's language. */
  name: string;
}

/** Turnover = amount x multiplier, rounded to the cent (half up), as the reward centre rounds it. */
export function bonusTurnover(amount: Money, multiplier: string): Money {
  const hundredths = toCents(multiplier);
  return fromCents((toCents(amount) * hundredths + 50n) / 100n);
}

export async function creditVipBonus(tx: Queryable, credit: VipBonusCredit): Promise<{ journalId: number; bonusId: number | null; turnover: Money }> {
  const turnover = bonusTurnover(credit.amount, credit.multiplier);
  const posted = await postJournal(tx, {
    kind: credit.kind,
    reference: credit.reference,
    memberId: credit.memberId,
    legs: [
      { account: houseAccount('BONUS'), amount: negate(credit.amount), entryType: 'bonus' },
      { account: memberAccount(credit.memberId, 'MAIN'), amount: credit.amount, entryType: 'bonus' },
    ],
  });
  if (toCents(turnover) <= 0n) return { journalId: posted.journalId, bonusId: null, turnover };
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO member_bonus (member_id, name, amount, turnover_required, journal_id) VALUES ($1, $2, $3::numeric, $4::numeric, $5)
     RETURNING id::text AS id`,
    [credit.memberId, credit.name, credit.amount, turnover, posted.journalId],
  );
  return { journalId: posted.journalId, bonusId: Number((rows[0] as { id: string }).id), turnover };
}
