import { addTranslations } from '@suite/shared';
import { agentEn } from './en';
import { agentEs } from './es';

export const AGENT_NS = 'agent';

export function registerAgentTranslations(): void {
  addTranslations(AGENT_NS, { es: agentEs, en: agentEn });
}
