import { registerNamespace } from '@suite/shared';
import { homeEn } from './en';
import { homeEs } from './es';

export const HOME_NS = 'agent-home';

/** Adds the agent home's texts once (adding them again changes nothing). */
export function registerHomeTranslations(): void {
  void registerNamespace(HOME_NS, { bundled: { es: homeEs, en: homeEn } });
}
