import { registerNamespace } from '@suite/shared';
import { rankEn } from './en';
import { rankEs } from './es';

export const RANK_NS = 'member-rank';

/** Adds the VIP rank texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerRankTranslations(): void {
  void registerNamespace(RANK_NS, { bundled: { es: rankEs, en: rankEn } });
}
