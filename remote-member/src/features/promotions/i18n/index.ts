import { registerNamespace } from '@suite/shared';
import { promotionsEn } from './en';
import { promotionsEs } from './es';

export const PROMOTIONS_NS = 'member-promotions';

/** Adds the promotions' texts once (pages and the winners widget call it when their module loads). */
export function registerPromotionsTranslations(): void {
  void registerNamespace(PROMOTIONS_NS, { bundled: { es: promotionsEs, en: promotionsEn } });
}
