import { registerNamespace } from '@suite/shared';
import { transactionsEn } from './en';
import { transactionsEs } from './es';

export const TRANSACTIONS_NS = 'agent-transactions';

export function registerTransactionsTranslations(): void {
  void registerNamespace(TRANSACTIONS_NS, { bundled: { es: transactionsEs, en: transactionsEn } });
}
