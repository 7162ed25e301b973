import { addTranslations } from '@suite/shared';
import { hostEn } from './en';
import { hostEs } from './es';

export const HOST_NS = 'host';

export function registerHostTranslations(): void {
  addTranslations(HOST_NS, { es: hostEs, en: hostEn });
}
