import type { recordsEs } from './es';

export const recordsEn: typeof recordsEs = {
  filters: {
    type: 'Record type',
    gameType: 'Game type',
  },
  account: { caption: 'Account movements, {{range}}' },
  bets: {
    caption: 'Bets, {{range}}',
    columns: {
      time: 'Date and time',
      game: 'Game',
      vendor: 'Vendor',
      gameType: 'Game type',
      stake: 'Stake',
      win: 'Win',
      profit: 'Profit/loss',
      status: 'Status',
    },
    totals: { title: 'Period totals', count: 'Bets', stake: 'Total stake', win: 'Total win', profit: 'Profit/loss' },
  },
  profit: {
    summary: 'Period summary',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    bonuses: 'Bonuses',
    stake: 'Total stake',
    win: 'Total win',
    profit: 'Profit/loss',
    caption: 'Profit and loss by game type, {{range}}',
    columns: { gameType: 'Game type', betCount: 'Bets', stake: 'Stake', win: 'Win', profit: 'Profit/loss' },
    total: 'Total',
    empty: 'No bets in this period',
  },
  load: {
    failed: 'The records could not be loaded.',
    retry: 'Retry',
    busy: 'Loading records…',
  },
};
