import type { agentKitEs } from './es';

export const agentKitEn: typeof agentKitEs = {
  retry: 'Retry',
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    status: 'Page {{page}} of {{total}}',
    beyond: 'Page {{page}} does not exist (there are {{total}}).',
    first: 'Go to the first page',
  },
  accountFilter: {
    label: 'Filter by account',
    field: 'Member account',
    apply: 'Search',
    clear: 'Clear the filter',
    active: 'Showing account {{account}} only.',
  },
};
