import type { bonusEs } from './es';

export const bonusEn: typeof bonusEs = {
  list: {
    label: 'Bonuses',
    amount: 'Bonus amount',
    grantedAt: 'Granted',
    required: 'Turnover required',
    done: 'Wagered so far',
    remaining: 'Still to wager',
    progress: 'Turnover progress of “{{name}}”',
    progressText: '{{done}} of {{required}} ({{percent}} %)',
  },
  state: {
    active: 'Active',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  blocks: 'This bonus blocks withdrawals until its turnover is met: {{remaining}} to go.',
  blocked: 'You have an active bonus: withdrawals are blocked until its turnover is met.',
  empty: {
    title: 'No bonuses yet',
    hint: 'Bonuses from the promotions you claim appear here, with the turnover they ask for before a withdrawal.',
    action: 'See promotions',
  },
  load: {
    failed: 'The bonuses could not be loaded.',
    retry: 'Retry',
  },
  pager: {
    label: 'Bonus pages',
  },
};
