import { addTranslations } from '@suite/shared';
import { securityEn } from './en';
import { securityEs } from './es';

export const SECURITY_NS = 'member-security';

/** Adds the security centre's texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerSecurityTranslations(): void {
  addTranslations(SECURITY_NS, { es: securityEs, en: securityEn });
}
