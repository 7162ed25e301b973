import { registerNamespace } from '@suite/shared';
import { teamBettingEn } from './en';
import { teamBettingEs } from './es';

export const TEAM_BETTING_NS = 'agent-team-betting';

export function registerTeamBettingTranslations(): void {
  void registerNamespace(TEAM_BETTING_NS, { bundled: { es: teamBettingEs, en: teamBettingEn } });
}
