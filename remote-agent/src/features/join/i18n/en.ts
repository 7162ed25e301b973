import type { joinEs } from './es';

export const joinEn: typeof joinEs = {
  intro: "Build your own team of players and agents and earn from its play: the agent programme pays by your team's activity, under clear contracts, with figures you can follow every day.",
  earn: {
    title: 'What an agent earns',
    lead: "Each contract sets its rates in tiers: the higher your team's valid bets and active members, the higher the rate.",
    dividend: "Dividends: a share of your team's loss in each period (weekly, semi-monthly or monthly).",
    daily: "Daily wages: a share of your team's valid bets of each day.",
    hourly: "Hourly salary: a share of your team's valid bets of each hour.",
    realtime: "Real-time salary: a share of your team's valid bets, paid every five minutes.",
  },
  team: {
    title: 'How the team works',
    register: 'Whoever registers with your affiliate code, or whom you register from the agent center, joins your team as a direct downline.',
    agents: 'Your downlines can be members or agents; agents build their own teams, which count in yours too.',
    contracts: 'You offer contracts to your direct agents, who accept or reject them; the pay is settled into your wallet.',
    figures: "In the agent center you see the team's figures, bets, each member's profit and loss, and your income.",
  },
  cta: {
    title: 'Start now',
    withCode: 'Register with code {{code}}',
    codeNote: 'You will join the team of the agent who gave you the code {{code}}.',
    plain: 'Register',
    login: 'Already an agent? Log in',
  },
};
