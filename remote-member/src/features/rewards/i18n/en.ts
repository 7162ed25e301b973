import type { rewardsEs } from './es';

export const rewardsEn: typeof rewardsEs = {
  waiting: {
    title: 'Rewards to claim',
    label: 'Rewards to claim',
  },
  source: {
    promotion: 'Promotion',
    mission: 'Mission',
    rebate: 'Rebate',
    raffle: 'Raffle',
    referral: 'Invite friends',
  },
  card: {
    amount: 'Amount',
    expires: 'Expires on {{date}}',
    noExpiry: 'Does not expire',
    turnover: 'Before withdrawing, wager {{required}} ({{multiplier}} times the amount).',
    noTurnover: 'No wagering required.',
    claim: 'Claim',
    claiming: 'Claiming…',
  },
  history: {
    title: 'History',
    label: 'Reward history',
    claimedAt: 'Claimed on {{date}}',
    expiredAt: 'Expired on {{date}}',
    empty: 'You have not claimed any rewards yet.',
  },
  state: {
    issued: 'To claim',
    claimed: 'Claimed',
    expired: 'Expired',
  },
  notice: {
    claimed: '{{amount}} from “{{title}}” added to your main wallet.',
  },
  failed: {
    claim: '“{{title}}” could not be claimed.',
    unknown: 'The answer did not arrive. Press Claim again: a reward is never credited twice.',
  },
  empty: {
    title: 'No rewards waiting',
    hint: 'Rewards from promotions, missions, rebates and raffles appear here.',
    action: 'See promotions',
  },
  load: {
    failed: 'The rewards could not be loaded.',
    retry: 'Retry',
  },
  pager: {
    label: 'Reward pages',
  },
};
