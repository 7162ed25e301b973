import { registerNamespace } from '@suite/shared';
import { profitLossEn } from './en';
import { profitLossEs } from './es';

export const PROFIT_LOSS_NS = 'agent-profit-loss';

export function registerProfitLossTranslations(): void {
  void registerNamespace(PROFIT_LOSS_NS, { bundled: { es: profitLossEs, en: profitLossEn } });
}
