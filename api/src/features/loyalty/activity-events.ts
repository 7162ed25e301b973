/**
 * What a player really did, told to the loyalty features (points, VIP progress, winners) inside the
 * same transaction as the move itself: a round played, a lottery bet settled, a deposit credited. So a
 * figure a player sees (points earned, VIP turnover, a winner on the board) comes from real bets and
 * deposits, exactly once (the move's own idempotency and locks cover it), and a failure of a handler
 * rolls the move back rather than leaving the two out of step.
 *
 * Handlers register once at start (register-loyalty.ts); they must only read and write in `tx` and
 * keep to the ledger's lock order (they post their own journals after the move's).
 */
import type { Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

export type ActivityEvent =
  | {
      kind: 'round';
      memberId: string;
      roundId: string;
      gameId: string;
      /** The wallet the round was played from (MAIN or a vendor's). */
      wallet: string;
      bet: Money;
      win: Money;
      at: Date;
    }
  | {
      kind: 'lotteryBetSettled';
      memberId: string;
      betId: string;
      /** The bet's whole stake. */
      stake: Money;
      /** 0.00 for a lost bet. */
      payout: Money;
      at: Date;
    }
  | { kind: 'deposit'; memberId: string; orderId: string; amount: Money; at: Date };

export type ActivityHandler = (tx: Queryable, event: ActivityEvent) => Promise<void>;

const handlers: { name: string; handle: ActivityHandler }[] = [];

/** Registers a loyalty feature's handler once (by name: a second registration of a name replaces it). */
export function onActivity(name: string, handle: ActivityHandler): void {
  const at = handlers.findIndex((handler) => handler.name === name);
  if (at >= 0) handlers[at] = { name, handle };
  else handlers.push({ name, handle });
}

/** Tells every handler, in registration order, in the caller's transaction. */
export async function recordActivity(tx: Queryable, event: ActivityEvent): Promise<void> {
  for (const { handle } of handlers) await handle(tx, event);
}
