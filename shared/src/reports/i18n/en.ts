import type { reportsEs } from './es';

export const reportsEn: typeof reportsEs = {
  period: {
    types: 'Period type',
    type: { daily: 'Daily', weekly: 'Weekly', semimonthly: 'Semi-monthly', monthly: 'Monthly' },
    shift: 'Move the period',
    previous7: 'Previous 7 days',
    previous30: 'Previous 30 days',
    next7: 'Next 7 days',
    next30: 'Next 30 days',
    nextBlocked: 'Cannot move forward: the period cannot end after today ({{today}}).',
    custom: 'Date range',
    from: 'From',
    to: 'To (included)',
    apply: 'Show range',
    showing: 'Period shown: {{range}}',
    errors: {
      missing: 'Enter a valid start date and end date.',
      order: 'The end date cannot be before the start date.',
      future: 'The range cannot end after today ({{today}}).',
      tooLong: 'The range can be at most {{max}} days long; the one chosen has {{days}}. Please shorten it.',
    },
  },
  filters: {
    label: 'Filters',
    all: 'All',
  },
  outcome: { profit: 'profit', loss: 'loss' },
  table: {
    scroll: '{{caption}} (scrollable)',
  },
  empty: {
    title: 'No records in this period',
    hint: 'Try a longer period: weekly, monthly or a range of up to {{max}} days.',
    showMonth: 'Show the current month',
  },
  export: {
    button: 'Export CSV',
    hint: 'Downloads the rows of this page',
  },
};
