import { registerNamespace } from '@suite/shared';
import { contractsEn } from './en';
import { contractsEs } from './es';

export const CONTRACTS_NS = 'agent-contracts';

/** Adds the contract pages' texts once (adding them again changes nothing). */
export function registerContractsTranslations(): void {
  void registerNamespace(CONTRACTS_NS, { bundled: { es: contractsEs, en: contractsEn } });
}
