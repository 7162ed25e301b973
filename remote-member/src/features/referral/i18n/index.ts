import { addTranslations } from '@suite/shared';
import { referralEn } from './en';
import { referralEs } from './es';

export const REFERRAL_NS = 'member-referral';

/** Adds the invite-friends texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerReferralTranslations(): void {
  addTranslations(REFERRAL_NS, { es: referralEs, en: referralEn });
}
