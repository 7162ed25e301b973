/** Logged-in panel menu of spec 1 §2 (member-centre pages under /member/*, see docs/routes.md). */
export const MEMBER_ITEMS = [
  { to: '/member/securityCenter', key: 'auth.menu.myAccount' },
  { to: '/member/transactionHistory', key: 'auth.menu.accountRecords' },
  { to: '/member/personalHistoryCopy', key: 'auth.menu.bettingRecords' },
] as const;
export const DEPOSIT_PATH = '/member/depositv2';
export const AGENT_PATH = '/agent';
