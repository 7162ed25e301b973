import { registerNamespace } from '@suite/shared';
import { agentEn } from './en';
import { agentEs } from './es';

export const AGENT_NS = 'agent';

export function registerAgentTranslations(): void {
  void registerNamespace(AGENT_NS, { bundled: { es: agentEs, en: agentEn } });
}
