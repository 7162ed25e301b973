import type { rankListEs } from './es';

export const rankListEn: typeof rankListEs = {
  title: 'This week’s ranking',
  titleType: 'This week’s ranking · {{category}}',
  by: 'Order the ranking',
  win: 'Biggest wins',
  bet: 'Most wagered',
  caption: 'Accounts with the most {{what}} since Monday (UTC)',
  captionWin: 'winnings',
  captionBet: 'valid bets',
  rank: 'Rank',
  account: 'Account',
  amount: 'Amount',
  rounds: 'Rounds',
  empty: 'No rounds played this week yet.',
  emptyHint: 'Accounts show here as soon as they play.',
  failed: 'The ranking could not be loaded.',
  retry: 'Retry',
};
