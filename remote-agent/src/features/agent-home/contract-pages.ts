import type { api } from '@suite/shared';
import type { AgentFeature } from '../../hooks/use-agent-switches';

/** The centre page of each contract type and the switch that shows it (agent-center/agent-pages.ts). */
export const CONTRACT_PAGES: Record<api.ContractKind, { href: string; feature: AgentFeature }> = {
  dividend: { href: '/agent/agentDividend', feature: 'enableCt' },
  daily: { href: '/agent/agentDailyWages', feature: 'salary' },
  hourly: { href: '/agent/agentHourlySalary', feature: 'hourSalary' },
  realtime: { href: '/agent/agentRealtimeSalary', feature: 'agentRealtimeSalary' },
};

/**
 * The login for agents: `variant=agent` asks the host for its login form's agent variant (no
 * remember-me, /agentHome after the login), and the history state's `returnTo` (the host's return
 * path after a login, app/return-path.ts) brings the agent back here whichever form the host shows.
 */
export const AGENT_LOGIN = { to: '/login?variant=agent', state: { returnTo: '/agentHome' } } as const;
export const JOIN_PATH = '/join';
export const AGENT_CENTER_PATH = '/agent';
