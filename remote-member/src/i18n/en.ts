import type { memberEs } from './es';

export const memberEn: typeof memberEs = {
  standalone: 'remote-member (standalone)',
  standaloneNav: 'remote-member sections',
  center: {
    title: 'Member center',
    menu: 'Member center menu',
    notFound: 'Page not found in the member center',
    back: 'Back to the member center',
  },
  pages: {
    securityCenter: 'My account',
    transferFund: 'My wallet',
    depositv2: 'Deposit',
    withdraw: 'Withdrawal',
    transferUpline: 'Transfer to upline',
    personalHistoryCopy: 'Betting record',
    transactionHistory: 'Account record',
    personalProfit: 'Personal loss',
    bonusDetails: 'Bonus details',
    rewardCenter: 'Reward center',
    referral: 'Invite friends',
    missionLeaderboard: 'Mission activity',
    messageV2: 'Platform information',
    manualRebate: 'Manual rebate',
    playerRank: 'Player rank',
    vip: 'VIP club',
    pointMall: 'Points mall',
    promotions: 'Promotions',
    promoDetail: 'Promotion details',
    unknown: 'Section not found in the member area',
  },
};
