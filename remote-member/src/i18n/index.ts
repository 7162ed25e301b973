import { addTranslations } from '@suite/shared';
import { memberEn } from './en';
import { memberEs } from './es';

export const MEMBER_NS = 'member';

export function registerMemberTranslations(): void {
  addTranslations(MEMBER_NS, { es: memberEs, en: memberEn });
}
