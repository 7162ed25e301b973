import { registerNamespace } from '@suite/shared';
import { referralEn } from './en';
import { referralEs } from './es';

export const REFERRAL_NS = 'member-referral';

/** Adds the invite-friends texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerReferralTranslations(): void {
  void registerNamespace(REFERRAL_NS, { bundled: { es: referralEs, en: referralEn } });
}
