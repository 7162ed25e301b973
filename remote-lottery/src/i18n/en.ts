import type { lotteryEs } from './es';

export const lotteryEn: typeof lotteryEs = {
  standalone: 'remote-lottery (standalone)',
  standaloneNav: 'remote-lottery sections',
  pages: {
    lottery: 'Lottery',
    vnlottery: 'Vietnam lottery',
    unknown: 'Section not found in the lottery',
  },
  query: {
    gameCode: 'Game code',
    vendor: 'Vendor',
    playType: 'Play type',
  },
};
