import { registerNamespace } from '@suite/shared';
import { memberEn } from './en';
import { memberEs } from './es';

export const MEMBER_NS = 'member';

export function registerMemberTranslations(): void {
  void registerNamespace(MEMBER_NS, { bundled: { es: memberEs, en: memberEn } });
}
