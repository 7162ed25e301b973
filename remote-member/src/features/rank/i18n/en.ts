import type { rankEs } from './es';

export const rankEn: typeof rankEs = {
  current: {
    label: 'Your VIP rank',
    level: 'Level {{level}}',
    turnover: 'Valid bets so far',
    promoted: 'Congratulations! You have moved up to {{name}}.',
    vipService: 'You have VIP customer service.',
  },
  progress: {
    label: 'Progress to {{name}}',
    valueText: '{{percent}} % of the way to {{name}}',
    remaining: '{{amount}} more in valid bets to {{name}}',
    top: 'You have reached the highest rank.',
  },
  table: {
    title: 'Ranks and benefits',
    region: 'Table of ranks, scroll to see every column',
    rank: 'Rank',
    turnover: 'Bets required',
    weeklyBonus: 'Weekly bonus',
    rebate: 'Rebate',
    withdrawLimit: 'Daily withdrawal limit',
    vipService: 'VIP service',
    perks: 'Other benefits',
    yours: 'Your rank',
    yes: 'Yes',
    no: 'No',
    none: '—',
  },
  load: {
    failed: 'Your VIP rank could not be loaded.',
    retry: 'Retry',
  },
};
