import type { AgentFeature, AgentFeatureFlags } from '../../hooks/use-agent-switches';

export type { AgentFeature, AgentFeatureFlags };

/** Where the host mounts the agent centre; a page is the last segment (`/agent/agentIncome`). */
export const AGENT_CENTER_PATH = '/agent';

export interface AgentPageEntry {
  /** Page name: the URL segment and the i18n key `pages.<page>`. */
  readonly page: string;
  readonly feature?: AgentFeature;
}

/** The agent centre menu in the spec's order (spec 2 §2 "Agent center"). */
export const AGENT_PAGES: readonly AgentPageEntry[] = [
  { page: 'agentAnnouncement' },
  { page: 'agentTeamOverview' },
  { page: 'agentRegister' },
  { page: 'agentTeamManagement' },
  { page: 'agentTeamBetting' },
  { page: 'agentProfitLoss' },
  { page: 'agentIncome' },
  { page: 'agentTransactions' },
  { page: 'agentDividend', feature: 'enableCt' },
  { page: 'agentDailyWages', feature: 'salary' },
  { page: 'agentHourlySalary', feature: 'hourSalary' },
  { page: 'agentRealtimeSalary', feature: 'agentRealtimeSalary' },
];

export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

export function agentPageHref(page: string): string {
  return `${AGENT_CENTER_PATH}/${page}`;
}

/** The page a path asks the centre for (the default for `/agent`); undefined outside the centre. */
export function requestedAgentPage(path: string): string | undefined {
  if (path === AGENT_CENTER_PATH) return DEFAULT_AGENT_PAGE;
  if (path.startsWith(`${AGENT_CENTER_PATH}/`)) return path.slice(AGENT_CENTER_PATH.length + 1);
  return undefined;
}

/** Pages the flags make available; a page whose feature is off is treated as unknown. */
export function availableAgentPages(flags: AgentFeatureFlags): readonly AgentPageEntry[] {
  return AGENT_PAGES.filter(({ feature }) => !feature || flags[feature] === true);
}
