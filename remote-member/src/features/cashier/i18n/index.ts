import { addTranslations } from '@suite/shared';
import { cashierEn } from './en';
import { cashierEs } from './es';

export const CASHIER_NS = 'member-cashier';

/** Registers the cashier texts once (each page calls it when its chunk loads; later calls do nothing). */
export function registerCashierTranslations(): void {
  addTranslations(CASHIER_NS, { es: cashierEs, en: cashierEn });
}
