import { api, useSiteSwitches } from '@suite/shared';

/** White-label switches that gate agent pages (spec 2 §2), by the name the agent area uses. */
export type AgentFeature = 'enableCt' | 'salary' | 'hourSalary' | 'agentRealtimeSalary';
export type AgentFeatureFlags = Partial<Record<AgentFeature, boolean>>;

const SWITCH_OF: Record<AgentFeature, api.WhitelabelModId> = {
  enableCt: api.WHITELABEL_MOD_IDS.dividendContract,
  salary: api.WHITELABEL_MOD_IDS.salary,
  hourSalary: api.WHITELABEL_MOD_IDS.hourSalary,
  agentRealtimeSalary: api.WHITELABEL_MOD_IDS.agentRealtimeSalary,
};

/**
 * The four switches as the site sends them (shared's white-label tree, loaded once per page). A switch
 * that is missing, off or not loaded yet is off; `loaded` is false until the tree has arrived (or failed).
 */
export function useAgentSwitches(): { flags: AgentFeatureFlags; loaded: boolean } {
  const switches = useSiteSwitches();
  const flags = Object.fromEntries(
    (Object.keys(SWITCH_OF) as AgentFeature[]).map((feature) => [feature, switches.isOn(SWITCH_OF[feature])]),
  ) as AgentFeatureFlags;
  return { flags, loaded: switches.status !== 'loading' };
}
