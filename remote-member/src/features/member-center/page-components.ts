import { loadDatePlugins } from '@suite/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page that reads dates with dayjs's date plugins (strict parsing): its chunk and the plugins, together. */
const withDatePlugins = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadDatePlugins()]).then(([module]) => module);

/**
 * Centre pages with a body, each loaded on demand (its own chunk) when first opened. Pages not
 * listed here show their title only (the member-centre issue fills them in).
 */
export const CENTRE_PAGE_COMPONENTS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  transferFund: lazy(() => import(/* webpackChunkName: "cashier-wallets" */ '../cashier/components/TransferFundPage')),
  depositv2: lazy(() => import(/* webpackChunkName: "cashier-deposit" */ '../cashier/components/DepositPage')),
  withdraw: lazy(() => import(/* webpackChunkName: "cashier-withdraw" */ '../cashier/components/WithdrawPage')),
  transferUpline: lazy(() => import(/* webpackChunkName: "cashier-upline" */ '../cashier/components/TransferUplinePage')),
  transactionHistory: lazy(() => withDatePlugins(import(/* webpackChunkName: "records-account" */ '../records/components/AccountRecordPage'))),
  personalHistoryCopy: lazy(() => withDatePlugins(import(/* webpackChunkName: "records-bets" */ '../records/components/BetRecordPage'))),
  personalProfit: lazy(() => withDatePlugins(import(/* webpackChunkName: "records-profit" */ '../records/components/ProfitPage'))),
  messageV2: lazy(() => import(/* webpackChunkName: "messages" */ '../messages/components/MessagesPage')),
  rewardCenter: lazy(() => import(/* webpackChunkName: "rewards" */ '../rewards/components/RewardCenterPage')),
  missionLeaderboard: lazy(() => import(/* webpackChunkName: "missions" */ '../missions/components/MissionLeaderboardPage')),
  bonusDetails: lazy(() => import(/* webpackChunkName: "bonus" */ '../bonus/components/BonusDetailsPage')),
  manualRebate: lazy(() => import(/* webpackChunkName: "rebate" */ '../rebate/components/ManualRebatePage')),
  referral: lazy(() => import(/* webpackChunkName: "referral" */ '../referral/components/ReferralPage')),
  playerRank: lazy(() => import(/* webpackChunkName: "rank" */ '../rank/components/PlayerRankPage')),
  feedback: lazy(() => import(/* webpackChunkName: "feedback" */ '../feedback/components/FeedbackPage')),
  securityCenter: lazy(() => import(/* webpackChunkName: "security" */ '../security/components/SecurityCenterPage')),
  responsibleGambling: lazy(() => import(/* webpackChunkName: "responsible" */ '../responsible/components/ResponsibleGamblingPage')),
};
