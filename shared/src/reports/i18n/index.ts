import { registerNamespace } from '@suite/shared';
import { reportsEn } from './en';
import { reportsEs } from './es';

export const REPORTS_NS = 'reports';

/**
 * Adds the kit's texts to the one i18next instance (the singleton's); each kit component calls it when
 * its module loads. Adding them again changes nothing.
 */
export function registerReportsTranslations(): void {
  void registerNamespace(REPORTS_NS, { bundled: { es: reportsEs, en: reportsEn } });
}
