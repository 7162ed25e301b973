import type { agentEs } from './es';

export const agentEn: typeof agentEs = {
  standalone: 'remote-agent (standalone)',
  standaloneNav: 'remote-agent sections',
  center: {
    title: 'Agent center',
    menu: 'Agent center menu',
    notFound: 'Page not found in the agent center',
    back: 'Back to the agent center',
  },
  pages: {
    agentAnnouncement: 'Announcements',
    agentTeamOverview: 'Team overview',
    agentRegister: 'Register account',
    agentTeamManagement: 'Team management',
    agentTeamBetting: 'Team betting',
    agentProfitLoss: 'User profit and loss',
    agentIncome: 'My income',
    agentTransactions: 'Transaction details',
    agentDividend: 'Dividend record',
    agentDailyWages: 'Daily wages',
    agentHourlySalary: 'Hourly salary',
    agentRealtimeSalary: 'Real-time salary',
    agentHome: 'Agent home',
    join: 'Join us',
    unknown: 'Section not found in the agent area',
  },
};
