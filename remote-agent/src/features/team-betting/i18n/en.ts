import type { teamBettingEs } from './es';

export const teamBettingEn: typeof teamBettingEs = {
  caption: 'Team bets, {{range}}',
  columns: {
    time: 'Date and time',
    account: 'Account',
    game: 'Game',
    gameType: 'Game type',
    stake: 'Stake',
    win: 'Win',
    profit: 'Profit/loss',
    status: 'Status',
  },
  totals: { title: 'Period totals', count: 'Bets', stake: 'Total stake', win: 'Total win', profit: 'Profit/loss' },
  empty: 'No team bets in this period',
  emptyAccount: 'No bets by {{account}} in this period',
  failed: 'The team bets could not be loaded.',
};
