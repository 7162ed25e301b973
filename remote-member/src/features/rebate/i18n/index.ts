import { addTranslations } from '@suite/shared';
import { rebateEn } from './en';
import { rebateEs } from './es';

export const REBATE_NS = 'member-rebate';

/** Adds the rebate texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerRebateTranslations(): void {
  addTranslations(REBATE_NS, { es: rebateEs, en: rebateEn });
}
