// Test support: a small catalogue answering the game list like the API (filters, paging).
import { toMinorUnits, type api } from '@suite/shared';
import { makeGame } from './fixtures';

const NAMES = ['Golden Dragon', 'Lucky Star', 'Wild Tiger', 'Royal Fortune', 'Mystic Moon', 'Dragon Pearl', 'Neon Nights', 'Jade Temple'];
const VENDORS = ['SPX', 'LUX', 'RBT'] as const;
const CLASSIFY: api.GameClassifyCode[] = ['SLOTS', 'TABLE', 'SCRATCH', 'BINGO'];
const BETS = ['0.01', '0.05', '0.10', '0.50', '1.00'];

export function catalogue(size: number): api.Game[] {
  return Array.from({ length: size }, (_, index) => {
    const n = index + 1;
    const vendor = VENDORS[index % VENDORS.length] as string;
    return makeGame(n, {
      vendor,
      vassalage: vendor,
      accountTypeName: `${vendor} Studios`,
      gameCode: `${vendor}_${n}`,
      gameName: `${NAMES[index % NAMES.length]} ${n}`,
      gameClassify: CLASSIFY[index % CLASSIFY.length] ?? null,
      minBet: BETS[index % BETS.length] ?? '0.10',
      isHot: index % 5 === 0 ? 1 : 0,
      lineNum: index % 4 === 0 ? 25 : 20,
    });
  });
}

export function listGames(games: readonly api.Game[], query: api.GameQuery): api.GameListResult {
  const name = query.gameName?.toLowerCase();
  const minBet = query.minBet ? toMinorUnits(query.minBet) : null;
  const found = games.filter(
    (game) =>
      game.gameType === query.gameType &&
      (!query.vassalage || game.vassalage === query.vassalage) &&
      (!query.gameClassify || game.gameClassify === query.gameClassify) &&
      (!name || game.gameName.toLowerCase().includes(name)) &&
      (minBet === null || (toMinorUnits(game.minBet) ?? 0n) >= minBet) &&
      (!query.minLineNum || game.lineNum >= query.minLineNum) &&
      (query.isTop !== 1 || game.isHot === 1),
  );
  const start = (query.pageNo - 1) * query.pageSize;
  return { games: found.slice(start, start + query.pageSize), totalPages: Math.ceil(found.length / query.pageSize) };
}
