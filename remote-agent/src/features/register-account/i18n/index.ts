import { registerNamespace } from '@suite/shared';
import { registerEn } from './en';
import { registerEs } from './es';

export const REGISTER_NS = 'agent-register';

/** Adds the register-account texts once (adding them again changes nothing). */
export function registerRegisterTranslations(): void {
  void registerNamespace(REGISTER_NS, { bundled: { es: registerEs, en: registerEn } });
}
