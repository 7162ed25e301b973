import type { profitLossEs } from './es';

export const profitLossEn: typeof profitLossEs = {
  caption: 'Profit and loss by member, {{range}}',
  columns: {
    account: 'Account',
    level: 'Level',
    betCount: 'Bets',
    validBet: 'Valid bet',
    win: 'Wins',
    profitLoss: 'Profit/loss',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    bonuses: 'Bonuses',
  },
  /** The totals are named like the columns. */
  totals: { title: 'Period totals' },
  empty: 'No team activity in this period',
  emptyAccount: 'No activity by {{account}} in this period',
  failed: 'The profit and loss could not be loaded.',
};
