/**
 * The promotions' texts in Spanish and English: bad input of an activity application (translated
 * 400s), business refusals (HTTP 200, success false, value.code), and the inbox notices of the
 * operator's decision.
 */
import type { Language } from '@suite/shared/contract';
import { type HttpError, translatedRefusal } from '../../http/envelope';

type Texts = Readonly<Record<Language, string>>;

const BAD_INPUT = {
  commentRequired: { es: 'Escriba un comentario', en: 'Please enter a comment' },
  commentTooLong: {
    es: 'El comentario tiene {{length}} caracteres: el máximo es {{max}}',
    en: 'The comment has {{length}} characters: the most allowed is {{max}}',
  },
  tooManyImages: { es: 'Puede adjuntar {{max}} imágenes como máximo', en: 'You can attach {{max}} images at most' },
  imageTooLarge: { es: 'La imagen {{position}} pesa más de {{mb}} MB', en: 'Image {{position}} is larger than {{mb}} MB' },
  notAnImage: { es: 'El archivo {{position}} no es una imagen png o jpg', en: 'File {{position}} is not a png or jpg image' },
  ageNotConfirmed: { es: 'Confirme que tiene 18 años o más', en: 'Please confirm you are 18 years old or older' },
} as const satisfies Record<string, Texts>;

const REFUSALS = {
  promotionNotFound: { es: 'No se encontró la promoción', en: 'The promotion was not found' },
  promotionNotOpen: { es: 'Esta promoción no está en curso', en: 'This promotion is not running' },
  promotionWrongAction: { es: 'Esta promoción no admite esa acción', en: 'This promotion does not take that action' },
  alreadyApplied: { es: 'Ya tiene una solicitud para esta promoción', en: 'You have already applied to this promotion' },
  alreadyClaimed: { es: 'Ya reclamó el premio de este sorteo', en: 'You have already claimed this raffle prize' },
  imageNotFound: { es: 'No se encontró la imagen', en: 'The image was not found' },
} as const satisfies Record<string, Texts>;

export type ApplicationBadInput = keyof typeof BAD_INPUT;
export type PromotionRefusal = keyof typeof REFUSALS;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** Bad input of an application: a translated 400 with value { code, ...params }. */
export function applicationBadInput(code: ApplicationBadInput, params: Record<string, string | number> = {}): HttpError {
  const texts = BAD_INPUT[code];
  return translatedRefusal({ es: fill(texts.es, params), en: fill(texts.en, params) }, { code, ...params }, 400);
}

/** A business refusal (HTTP 200 by default; 404 for the detail of an unknown promotion). */
export function promotionRefusal(code: PromotionRefusal, statusCode = 200): HttpError {
  return translatedRefusal(REFUSALS[code], { code }, statusCode);
}

const DECISIONS = {
  approved: {
    es: { title: 'Solicitud aprobada: {{promotion}}', content: 'Su solicitud fue aprobada. El bono de {{amount}} le espera en el centro de recompensas.' },
    en: { title: 'Application approved: {{promotion}}', content: 'Your application was approved. The {{amount}} bonus is waiting in the reward centre.' },
  },
  rejected: {
    es: { title: 'Solicitud rechazada: {{promotion}}', content: 'Su solicitud fue rechazada. Motivo: {{reason}}' },
    en: { title: 'Application rejected: {{promotion}}', content: 'Your application was rejected. Reason: {{reason}}' },
  },
} as const;

/** The inbox notice of a decision, in the member's language. */
export function decisionNotice(kind: keyof typeof DECISIONS, language: Language, params: Record<string, string>): { title: string; content: string } {
  const text = DECISIONS[kind][language];
  return { title: fill(text.title, params), content: fill(text.content, params) };
}
