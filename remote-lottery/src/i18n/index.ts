import { addTranslations } from '@suite/shared';
import { lotteryEn } from './en';
import { lotteryEs } from './es';

export const LOTTERY_NS = 'lottery';

export function registerLotteryTranslations(): void {
  addTranslations(LOTTERY_NS, { es: lotteryEs, en: lotteryEn });
}
