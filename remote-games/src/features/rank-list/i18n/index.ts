import { registerNamespace } from '@suite/shared';
import { rankListEn } from './en';
import { rankListEs } from './es';

export const RANK_LIST_NS = 'games-rank-list';

/** Adds the rank list's texts once (later calls do nothing). */
export function registerRankListTranslations(): void {
  void registerNamespace(RANK_LIST_NS, { bundled: { es: rankListEs, en: rankListEn } });
}
