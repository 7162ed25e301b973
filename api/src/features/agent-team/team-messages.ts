/**
 * The agent centre's refusals in Spanish and English, answered in the request's language with a
 * `code`: business refusals are HTTP 200 with success false; a caller who is not an agent gets 403;
 * bad input is 400 (schema failures included: translateValidation).
 */
import type { FastifyError } from 'fastify';
import { type HttpError, translatedRefusal } from '../../http/envelope';

const REFUSALS = {
  notAgent: { es: 'Solo los agentes pueden usar el centro de agentes', en: 'Only agents can use the agent centre', status: 403 },
  // One text for an account outside the team and for no account at all: nothing tells them apart.
  notInTeam: { es: 'La cuenta {{account}} no está en su equipo', en: 'Account {{account}} is not in your team', status: 200 },
  notDirectDownline: {
    es: 'La cuenta {{account}} no es un subordinado directo suyo',
    en: 'Account {{account}} is not your direct downline',
    status: 200,
  },
  amountBelowMinimum: { es: 'El importe mínimo de una transferencia es {{min}}', en: 'The smallest transfer is {{min}}', status: 200 },
  badDate: { es: 'La fecha «{{field}}» no es válida', en: 'The date "{{field}}" is not valid', status: 400 },
  badPeriod: {
    es: 'El periodo no es válido: «hasta» debe ser posterior a «desde» y como máximo {{days}} días después',
    en: 'The period is not valid: "to" must be after "from" and at most {{days}} days later',
    status: 400,
  },
  invalidInput: { es: 'Dato no válido: {{field}}', en: 'Invalid input: {{field}}', status: 400 },
  mustBeText: { es: 'El campo {{field}} debe ser un texto', en: 'The field {{field}} must be text', status: 400 },
} as const;

export type TeamRefusal = keyof typeof REFUSALS;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

export function teamRefusal(key: TeamRefusal, params: Record<string, string | number> = {}): HttpError {
  const texts = REFUSALS[key];
  return translatedRefusal({ es: fill(texts.es, params), en: fill(texts.en, params) }, { code: key, ...params }, texts.status);
}

/** A schema failure (Fastify's `error.validation`) as a translated 400 naming the field. */
export function translateValidation(error: FastifyError): HttpError {
  const first = error.validation?.[0];
  const params = (first?.params ?? {}) as Record<string, unknown>;
  const named = params.missingProperty ?? params.additionalProperty;
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  if (typeof named === 'string') path.push(named);
  return teamRefusal('invalidInput', { field: path.join('.') || 'value' });
}
