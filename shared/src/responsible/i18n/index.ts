import { registerNamespace } from '@suite/shared';
import { responsibleEn } from './en';
import { responsibleEs } from './es';

export const RESPONSIBLE_NS = 'responsible';

/**
 * Adds these texts to the one i18next instance (the singleton's), when a component's module loads.
 * Adding them again changes nothing.
 */
export function registerResponsibleTranslations(): void {
  void registerNamespace(RESPONSIBLE_NS, { bundled: { es: responsibleEs, en: responsibleEn } });
}
