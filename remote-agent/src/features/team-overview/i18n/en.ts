import type { overviewEs } from './es';

export const overviewEn: typeof overviewEs = {
  figuresTitle: "The team's figures in the period",
  loadFailed: "The team's figures could not be loaded",
  retry: 'Retry',
  empty: {
    title: 'Your team has no members yet',
    hint: 'Register a member or agent account to start building your team.',
    action: 'Register an account',
  },
};
