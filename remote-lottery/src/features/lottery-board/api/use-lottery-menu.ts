import { api, type ApiError } from '@suite/shared';
import { useMemo } from 'react';
import { useDrawPoll } from '../../../lib/use-draw-poll';
import { type Lottery, withDeadlines } from '../model/lottery';

export interface LotteryTab {
  tag: string;
  lotteries: Lottery[];
}

export interface LotteryMenuState {
  tabs: LotteryTab[];
  /** Every lottery of the menu, in menu order. */
  lotteries: Lottery[];
  loaded: boolean;
  error: ApiError | undefined;
  /** Counts successful loads, so lists that follow the menu (recent) refresh with it. */
  version: number;
}

/** Remaining times of the open draws (lotteries with a current draw). */
function openRemainTimes(menus: api.LotteryMenu[]): number[] {
  return menus.flatMap((menu) => menu.gameMenus.filter((game) => game.numero !== '').map((game) => game.remainTime));
}

/**
 * The lottery menu of a prize mode, reloaded on the spec's refresh timer, with names in `language`.
 */
export function useLotteryMenu(prizeMode: api.PrizeMode, language: api.Language): LotteryMenuState {
  const poll = useDrawPoll(api.lotteryMenu, { prizeMode, device: api.DEVICE, language }, openRemainTimes);
  const { data, receivedAt } = poll;
  const tabs = useMemo(
    () => (data ?? []).map((menu) => ({ tag: menu.tag, lotteries: withDeadlines(menu.gameMenus, receivedAt) })),
    [data, receivedAt],
  );
  const lotteries = useMemo(() => tabs.flatMap((tab) => tab.lotteries), [tabs]);
  return { tabs, lotteries, loaded: poll.loaded, error: poll.error, version: poll.version };
}
