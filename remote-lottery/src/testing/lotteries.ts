import type { api } from '@suite/shared';

/** A lottery of the menu as the API sends it; draws in 50 s, bets close 30 s before. */
export function menuItem(gameId: string, overrides: Partial<api.LotteryGameMenu> = {}): api.LotteryGameMenu {
  return {
    gameId,
    gameCode: gameId,
    gameName: gameId,
    remark: '',
    numero: `${gameId}-1`,
    remainTime: 50_000,
    lockTime: 30_000,
    drawDayOfWeek: [1, 2, 3, 4, 5, 6, 7],
    gameMenuTag: 'SOUTH',
    winningTime: '2026-01-31T09:15:00.000Z',
    vendor: 'TCG_LOTTO_VN',
    hot: false,
    lastDraw: null,
    ...overrides,
  };
}

export function menuOf(items: api.LotteryGameMenu[]): api.LotteryMenu[] {
  const tags = [...new Set(items.map((item) => item.gameMenuTag))];
  return tags.map((tag) => ({ tag, gameMenus: items.filter((item) => item.gameMenuTag === tag) }));
}
