import { registerNamespace } from '@suite/shared';
import { rewardsEn } from './en';
import { rewardsEs } from './es';

export const REWARDS_NS = 'member-rewards';

/** Adds the reward-center texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerRewardsTranslations(): void {
  void registerNamespace(REWARDS_NS, { bundled: { es: rewardsEs, en: rewardsEn } });
}
