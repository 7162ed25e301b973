import { registerNamespace } from '@suite/shared';
import { rebateEn } from './en';
import { rebateEs } from './es';

export const REBATE_NS = 'member-rebate';

/** Adds the rebate texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerRebateTranslations(): void {
  void registerNamespace(REBATE_NS, { bundled: { es: rebateEs, en: rebateEn } });
}
