// Test support: the site's white-label tree with the agent switches on or off (no call is made).
import { api, setSiteSwitches } from '@suite/shared';
import type { AgentFeature } from '../hooks/use-agent-switches';

const MOD_ID: Record<AgentFeature, string> = {
  enableCt: api.WHITELABEL_MOD_IDS.dividendContract,
  salary: api.WHITELABEL_MOD_IDS.salary,
  hourSalary: api.WHITELABEL_MOD_IDS.hourSalary,
  agentRealtimeSalary: api.WHITELABEL_MOD_IDS.agentRealtimeSalary,
};

/** Sets the loaded tree: the switches named are on, the other agent switches off. */
export function setAgentSwitches(on: Partial<Record<AgentFeature, boolean>> = {}): void {
  setSiteSwitches(
    (Object.keys(MOD_ID) as AgentFeature[]).map((feature) => ({
      modId: MOD_ID[feature],
      enabled: on[feature] ? '1' : '0',
      childrenNodes: [],
    })),
  );
}

export const ALL_AGENT_SWITCHES = { enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true } as const;
