import { registerNamespace } from '@suite/shared';
import { overviewEn } from './en';
import { overviewEs } from './es';

export const OVERVIEW_NS = 'agent-team-overview';

/** Adds the team overview's texts once (adding them again changes nothing). */
export function registerOverviewTranslations(): void {
  void registerNamespace(OVERVIEW_NS, { bundled: { es: overviewEs, en: overviewEn } });
}
