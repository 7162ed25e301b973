import { registerNamespace } from '@suite/shared';
import { bonusEn } from './en';
import { bonusEs } from './es';

export const BONUS_NS = 'member-bonus';

/** Adds the bonus texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerBonusTranslations(): void {
  void registerNamespace(BONUS_NS, { bundled: { es: bonusEs, en: bonusEn } });
}
