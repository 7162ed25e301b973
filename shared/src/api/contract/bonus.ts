/**
 * Bonus details (bonusDetails, spec 1 §2 / spec 2 §2; path and shape not shown: ours, written down
 * in docs/rebate-and-bonus.md). A bonus asks for a turnover (valid bets since it was granted) before
 * a withdrawal; while one is active and unmet, the withdrawal is blocked.
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
import { endpoint } from './endpoint';

/** active: its turnover is not met yet (it blocks withdrawals); completed: met; cancelled by the operator. */
export type BonusState = 'active' | 'completed' | 'cancelled';
export const BONUS_STATES: readonly BonusState[] = ['active', 'completed', 'cancelled'];

export interface BonusDetail {
  id: string;
  /** The promotion or reason it was granted for (the operator's words). */
  name: string;
  amount: Money;
  grantedAt: IsoDateTime;
  turnoverRequired: Money;
  /** Valid bets since the grant, as the withdrawal check counts them (may exceed the requirement). */
  turnoverDone: Money;
  /** What is still to be wagered: 0.00 once met (and for cancelled bonuses). */
  remaining: Money;
  state: BonusState;
}
export interface BonusPage extends Page<BonusDetail> {
  /** An active bonus blocks withdrawals now. */
  withdrawalBlocked: boolean;
}
export const BONUS_MAX_PAGE_SIZE = 50;
/** The caller's bonuses, newest first. */
export const memberBonuses = endpoint<PageQuery, BonusPage>({
  method: 'GET',
  path: '/wps/member/bonuses',
  auth: true,
  encrypted: false,
});
