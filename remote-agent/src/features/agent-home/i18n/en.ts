import type { homeEs } from './es';

export const homeEn: typeof homeEs = {
  guest: {
    title: 'Log in as an agent',
    text: "Here you will see your team's figures for today, the contracts waiting for your answer, the salary due and your affiliate code.",
    login: 'Log in as an agent',
    join: 'About the agent programme',
  },
  notAgent: {
    title: 'This page is for agent accounts',
    text: 'Your account is not an agent account. Log in with an agent account, or find out how to become one.',
    join: 'About the agent programme',
  },
  loadFailed: 'The agent home could not be loaded',
  retry: 'Retry',
  account: 'Account',
  balance: 'Balance',
  openCentre: 'Open the agent center',
  today: "Today's team figures",
  pending: {
    title: 'Contracts waiting for your answer',
    none: 'No contract is waiting for your answer.',
    item: '{{kind}}: {{count}} waiting',
  },
  salary: {
    title: 'Salary due',
    none: 'No estimated pay in the open periods.',
    caption: 'Estimated pay of the open periods',
    kind: 'Type',
    period: 'Period',
    amount: 'Estimated amount',
  },
  kinds: {
    dividend: 'Dividends',
    daily: 'Daily wages',
    hourly: 'Hourly salary',
    realtime: 'Real-time salary',
  },
  affiliate: {
    title: 'Your affiliate code',
    none: 'Your account has no affiliate code yet.',
    code: 'Code',
    link: 'Join link',
    linkHint: 'Whoever registers from this link joins your team.',
    copyCode: 'Copy code',
    copyLink: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Could not copy: the text stays selected so you can copy it by hand.',
  },
};
