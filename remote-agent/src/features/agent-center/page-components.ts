import { loadDatePlugins } from '@suite/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page with a period filter (it reads typed days strictly): its chunk and dayjs's date plugins, together. */
const withDatePlugins = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadDatePlugins()]).then(([module]) => module);

/**
 * Centre pages with a body, each its own chunk loaded when first opened (AgentCenter shows a skeleton
 * meanwhile). Pages not listed show their title only. One line per page.
 */
export const CENTRE_PAGE_COMPONENTS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  agentAnnouncement: lazy(() => import(/* webpackChunkName: "announcement" */ '../announcement/components/AnnouncementPage')),
  agentTeamOverview: lazy(() => withDatePlugins(import(/* webpackChunkName: "team-overview" */ '../team-overview/components/TeamOverviewPage'))),
  agentRegister: lazy(() => import(/* webpackChunkName: "register-account" */ '../register-account/components/RegisterAccountPage')),
  agentTeamManagement: lazy(() => withDatePlugins(import(/* webpackChunkName: "team-management" */ '../team-management/components/TeamManagementPage'))),
  agentTeamBetting: lazy(() => withDatePlugins(import(/* webpackChunkName: "team-betting" */ '../team-betting/components/TeamBettingPage'))),
  agentProfitLoss: lazy(() => withDatePlugins(import(/* webpackChunkName: "profit-loss" */ '../profit-loss/components/ProfitLossPage'))),
  agentIncome: lazy(() => withDatePlugins(import(/* webpackChunkName: "income" */ '../income/components/IncomePage'))),
  agentTransactions: lazy(() => withDatePlugins(import(/* webpackChunkName: "transactions" */ '../transactions/components/TransactionsPage'))),
  agentDividend: lazy(() => withDatePlugins(import(/* webpackChunkName: "contracts" */ '../contracts/components/DividendPage'))),
  agentDailyWages: lazy(() => withDatePlugins(import(/* webpackChunkName: "contracts" */ '../contracts/components/DailyWagesPage'))),
  agentHourlySalary: lazy(() => withDatePlugins(import(/* webpackChunkName: "contracts" */ '../contracts/components/HourlySalaryPage'))),
  agentRealtimeSalary: lazy(() => withDatePlugins(import(/* webpackChunkName: "contracts" */ '../contracts/components/RealtimeSalaryPage'))),
};
