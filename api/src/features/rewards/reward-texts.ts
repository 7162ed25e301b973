/**
 * The reward center's business refusals (HTTP 200, success: false, value.code) and the reward
 * titles an operator may give as a translation key, in Spanish and English.
 */
import type { Language } from '@suite/shared/contract';
import { type HttpError, translatedRefusal } from '../../http/envelope';

const REFUSALS = {
  rewardNotFound: { es: 'No se encontró la recompensa', en: 'The reward was not found' },
  rewardClaimed: { es: 'Esta recompensa ya se reclamó', en: 'This reward has already been claimed' },
  rewardExpired: { es: 'Esta recompensa caducó y ya no se puede reclamar', en: 'This reward has expired and can no longer be claimed' },
  missionNotFound: { es: 'No se encontró la misión', en: 'The mission was not found' },
  missionNotCompleted: { es: 'Complete la misión antes de cobrarla', en: 'Complete the mission before collecting it' },
  missionCollected: { es: 'Ya cobró esta misión hoy', en: 'You have already collected this mission today' },
} as const;

export type RewardRefusal = keyof typeof REFUSALS;

export function rewardRefusal(code: RewardRefusal): HttpError {
  return translatedRefusal(REFUSALS[code], { code });
}

/** Titles by key (member_reward.title_key). */
export const REWARD_TITLE_KEYS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  welcome: { es: 'Bono de bienvenida', en: 'Welcome bonus' },
  weeklyRebate: { es: 'Reembolso semanal', en: 'Weekly rebate' },
  dailyRebate: { es: 'Reembolso diario', en: 'Daily rebate' },
  raffle: { es: 'Premio del sorteo', en: 'Raffle prize' },
  birthday: { es: 'Regalo de cumpleaños', en: 'Birthday gift' },
  vipUpgrade: { es: 'Bono de ascenso VIP', en: 'VIP upgrade bonus' },
  referral: { es: 'Recompensa por invitar a un amigo', en: 'Reward for inviting a friend' },
};

/** A reward's title in the language: its own text, else its key's, else the key itself. */
export function rewardTitle(row: { title_es: string | null; title_en: string | null; title_key: string | null }, language: Language): string {
  const own = language === 'en' ? row.title_en : row.title_es;
  if (own) return own;
  const key = row.title_key ?? '';
  return REWARD_TITLE_KEYS[key]?.[language] ?? key;
}
