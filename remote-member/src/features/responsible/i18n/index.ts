import { registerNamespace } from '@suite/shared';
import { responsibleEn } from './en';
import { responsibleEs } from './es';

export const RESPONSIBLE_NS = 'member-responsible';

/** Adds the safer gambling page's texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerResponsibleTranslations(): void {
  void registerNamespace(RESPONSIBLE_NS, { bundled: { es: responsibleEs, en: responsibleEn } });
}
