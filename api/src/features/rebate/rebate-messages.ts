/**
 * The rebate's business refusals (HTTP 200, success: false) in Spanish and English, answered in the
 * request's language, each with a `code` the client may act on.
 */
import { type HttpError, translatedRefusal } from '../../http/envelope';

const MESSAGES = {
  belowMinimum: {
    es: 'Su reembolso de {{total}} no alcanza el mínimo de {{min}} para reclamar',
    en: 'Your rebate of {{total}} is below the minimum claim of {{min}}',
  },
} as const;

export type RebateMessage = keyof typeof MESSAGES;

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

export function rebateRefusal(key: RebateMessage, params: Record<string, string> = {}): HttpError {
  const texts = MESSAGES[key];
  return translatedRefusal({ es: fill(texts.es, params), en: fill(texts.en, params) }, { code: key, ...params });
}
