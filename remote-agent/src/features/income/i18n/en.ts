import type { incomeEs } from './es';

export const incomeEn: typeof incomeEs = {
  filter: 'Income type',
  kind: {
    dividend: 'Dividends',
    daily: 'Daily salary',
    hourly: 'Hourly salary',
    realtime: 'Real-time salary',
    fromDownline: 'From downlines',
  },
  caption: 'My income, {{range}}',
  columns: { time: 'Date and time', kind: 'Type', amount: 'Amount', reference: 'Reference', detail: 'Detail' },
  detail: { period: 'Period {{period}}', fromDownline: 'From {{account}}' },
  totals: { title: 'Income of the period by type', total: 'Total' },
  empty: 'No income in this period',
  failed: 'Your income could not be loaded.',
};
