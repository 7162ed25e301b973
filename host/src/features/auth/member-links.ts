/** The member centre's safer gambling page (issue 24); the footer writes it as is (not to pull this module into the first load). */
export const RESPONSIBLE_PATH = '/member/responsibleGambling';

/** Logged-in panel menu of spec 1 §2 (member-centre pages under /member/*, see docs/routes.md). */
export const MEMBER_ITEMS = [
  { to: '/member/securityCenter', key: 'auth.menu.myAccount' },
  { to: '/member/transactionHistory', key: 'auth.menu.accountRecords' },
  { to: '/member/personalHistoryCopy', key: 'auth.menu.bettingRecords' },
  // Safer gambling tools within two clicks (issue 24).
  { to: RESPONSIBLE_PATH, key: 'auth.menu.saferGambling' },
] as const;
export const DEPOSIT_PATH = '/member/depositv2';
export const AGENT_PATH = '/agent';
