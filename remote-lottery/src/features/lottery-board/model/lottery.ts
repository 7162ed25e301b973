import type { api } from '@suite/shared';

/** A lottery of the menu with its deadlines on this browser's clock (epoch ms), null without a draw. */
export interface Lottery extends api.LotteryGameMenu {
  drawAt: number | null;
  lockAt: number | null;
}

/** The answer's times are relative to when it arrived, so the browser's clock setting does not matter. */
export function withDeadlines(items: readonly api.LotteryGameMenu[], receivedAt: number): Lottery[] {
  return items.map((item) => {
    const drawAt = item.numero === '' ? null : receivedAt + item.remainTime;
    return { ...item, drawAt, lockAt: drawAt === null ? null : drawAt - item.lockTime };
  });
}
