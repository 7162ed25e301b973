import type { transactionsEs } from './es';

export const transactionsEn: typeof transactionsEs = {
  filter: 'Transaction type',
  caption: 'Transaction details, {{range}}',
  empty: 'No transactions in this period',
  failed: 'The transactions could not be loaded.',
};
