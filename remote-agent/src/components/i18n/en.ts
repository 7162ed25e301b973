import type { agentKitEs } from './es';

export const agentKitEn: typeof agentKitEs = {
  retry: 'Retry',
  accountFilter: {
    label: 'Filter by account',
    field: 'Member account',
    apply: 'Search',
    clear: 'Clear the filter',
    active: 'Showing account {{account}} only.',
  },
};
