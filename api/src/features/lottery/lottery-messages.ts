/**
 * The lottery's business refusals (HTTP 200, success: false) in Spanish and English, answered in
 * the request's language, each with a `code` the lobby page acts on.
 */
import { type HttpError, translatedRefusal } from '../../http/envelope';

const MESSAGES = {
  drawLocked: {
    es: 'Las apuestas de este sorteo están cerradas: apueste en el siguiente',
    en: 'Betting on this draw is closed: bet on the next one',
  },
} as const;

export type LotteryRefusal = keyof typeof MESSAGES;

export function lotteryRefusal(code: LotteryRefusal): HttpError {
  return translatedRefusal(MESSAGES[code], { code });
}

/** A lobby session that ended (logout, expiry): 410 in both languages. */
export const LOBBY_SESSION_ENDED = {
  es: 'La sesión del lobby terminó: vuelva a abrir la lotería',
  en: 'The lobby session has ended: open the lottery again',
} as const;
export const LOBBY_SESSION_UNKNOWN = { es: 'Sesión del lobby no encontrada', en: 'Lobby session not found' } as const;
