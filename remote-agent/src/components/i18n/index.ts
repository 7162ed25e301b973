import { registerNamespace } from '@suite/shared';
import { agentKitEn } from './en';
import { agentKitEs } from './es';

/** Texts of the agent centre's own list parts (load failure, account filter), used by the centre's pages. */
export const AGENT_KIT_NS = 'agent-kit';

export function registerAgentKitTranslations(): void {
  void registerNamespace(AGENT_KIT_NS, { bundled: { es: agentKitEs, en: agentKitEn } });
}
