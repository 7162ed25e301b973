/**
 * The points mall's business refusals (HTTP 200, success: false) in Spanish and English, answered in
 * the request's language, each with a `code` the page acts on (soldOut greys the reward out).
 */
import { type HttpError, translatedRefusal } from '../../http/envelope';

const MESSAGES = {
  rewardNotFound: { es: 'Esta recompensa ya no está disponible', en: 'This reward is no longer available' },
  soldOut: { es: 'Agotado: alguien canjeó la última unidad de esta recompensa', en: 'Sold out: someone redeemed the last unit of this reward' },
  notEnoughStock: { es: 'Solo quedan {{available}} unidades de esta recompensa', en: 'Only {{available}} of this reward are left' },
  amountRequirementUnmet: {
    es: 'Esta recompensa pide una apuesta válida de {{required}}; lleva {{validBet}}',
    en: 'This reward needs a valid bet of {{required}}; you have {{validBet}}',
  },
  belowMinimum: { es: 'Convierta al menos {{min}} puntos', en: 'Convert at least {{min}} points' },
  alreadyDecided: { es: 'Este canje ya fue {{statusEs}}', en: 'This redeem was already {{statusEn}}' },
  redeemNotFound: { es: 'No se encontró el canje', en: 'The redeem was not found' },
  stockBelowZero: { es: 'El stock no puede quedar por debajo de 0 (quedan {{available}})', en: 'Stock cannot go below 0 ({{available}} left)' },
} as const;

export type PointMessage = keyof typeof MESSAGES;

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function pointsRefusal(key: PointMessage, params: Record<string, string | number> = {}): HttpError {
  const texts = MESSAGES[key];
  return translatedRefusal({ es: fill(texts.es, params), en: fill(texts.en, params) }, { code: key, ...params });
}
