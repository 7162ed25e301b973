import { registerNamespace } from '@suite/shared';
import { missionsEn } from './en';
import { missionsEs } from './es';

export const MISSIONS_NS = 'member-missions';

/** Adds the mission texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerMissionsTranslations(): void {
  void registerNamespace(MISSIONS_NS, { bundled: { es: missionsEs, en: missionsEn } });
}
