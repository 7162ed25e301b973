import { registerNamespace } from '@suite/shared';
import { securityEn } from './en';
import { securityEs } from './es';

export const SECURITY_NS = 'member-security';

/** Adds the security centre's texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerSecurityTranslations(): void {
  void registerNamespace(SECURITY_NS, { bundled: { es: securityEs, en: securityEn } });
}
