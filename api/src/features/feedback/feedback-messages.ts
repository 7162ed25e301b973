/** Refusals of the feedback form (400, bad input) and the inbox notice of a reply, in ES and EN. */
import type { Language } from '@suite/shared/contract';
import { type HttpError, translatedRefusal } from '../../http/envelope';

const MESSAGES = {
  categoryUnknown: { es: 'Elija un tipo de comentario de la lista', en: 'Choose a feedback type from the list' },
  contentTooShort: {
    es: 'El comentario debe tener al menos {{min}} caracteres',
    en: 'The feedback must be at least {{min}} characters long',
  },
  contentTooLong: {
    es: 'El comentario puede tener como máximo {{max}} caracteres',
    en: 'The feedback can be at most {{max}} characters long',
  },
  imagesInvalid: {
    es: 'Las imágenes deben ser PNG o JPG de {{mb}} MB como máximo, {{max}} como máximo',
    en: 'Images must be PNG or JPG of at most {{mb}} MB, {{max}} at most',
  },
} as const;

export type FeedbackMessage = keyof typeof MESSAGES;

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Bad input the schema cannot judge (it depends on the operator's settings): a translated 400. */
export function feedbackRefusal(key: FeedbackMessage, params: Record<string, string | number> = {}): HttpError {
  const texts = MESSAGES[key];
  return translatedRefusal({ es: fill(texts.es, params), en: fill(texts.en, params) }, { code: key, ...params }, 400);
}

const REPLY_NOTICE = {
  es: { title: 'Respuesta a su comentario', content: '{{reply}}\n\nSu comentario: «{{excerpt}}»' },
  en: { title: 'Reply to your feedback', content: '{{reply}}\n\nYour feedback: “{{excerpt}}”' },
} as const;

const EXCERPT_LENGTH = 80;

/** The inbox message that tells a member the operator answered their feedback. */
export function replyNotice(language: Language, reply: string, feedback: string): { title: string; content: string } {
  const chars = [...feedback];
  const excerpt = chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : feedback;
  const text = REPLY_NOTICE[language] ?? REPLY_NOTICE.es;
  return { title: text.title, content: fill(text.content, { reply, excerpt }) };
}
