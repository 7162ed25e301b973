import { registerNamespace } from '@suite/shared';
import { joinEn } from './en';
import { joinEs } from './es';

export const JOIN_NS = 'agent-join';

/** Adds the join page's texts once (adding them again changes nothing). */
export function registerJoinTranslations(): void {
  void registerNamespace(JOIN_NS, { bundled: { es: joinEs, en: joinEn } });
}
