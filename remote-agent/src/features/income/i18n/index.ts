import { registerNamespace } from '@suite/shared';
import { incomeEn } from './en';
import { incomeEs } from './es';

export const INCOME_NS = 'agent-income';

export function registerIncomeTranslations(): void {
  void registerNamespace(INCOME_NS, { bundled: { es: incomeEs, en: incomeEn } });
}
