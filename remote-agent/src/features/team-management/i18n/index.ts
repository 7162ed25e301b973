import { registerNamespace } from '@suite/shared';
import { teamEn } from './en';
import { teamEs } from './es';

export const TEAM_NS = 'agent-team';

/** Adds the team management texts once (adding them again changes nothing). */
export function registerTeamTranslations(): void {
  void registerNamespace(TEAM_NS, { bundled: { es: teamEs, en: teamEn } });
}
