import { registerNamespace } from '@suite/shared';
import { lotteryEn } from './en';
import { lotteryEs } from './es';

export const LOTTERY_NS = 'lottery';

export function registerLotteryTranslations(): void {
  void registerNamespace(LOTTERY_NS, { bundled: { es: lotteryEs, en: lotteryEn } });
}
