import { registerNamespace } from '@suite/shared';
import { cashierEn } from './en';
import { cashierEs } from './es';

export const CASHIER_NS = 'member-cashier';

/** Registers the cashier texts once (each page calls it when its chunk loads; later calls do nothing). */
export function registerCashierTranslations(): void {
  void registerNamespace(CASHIER_NS, { bundled: { es: cashierEs, en: cashierEn } });
}
