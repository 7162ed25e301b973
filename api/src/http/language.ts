import type { FastifyRequest } from 'fastify';
import type { Language } from '@suite/shared/contract';

/** The language of a request: an explicit `language` field, else Accept-Language (es or en), else es. */
export function requestLanguage(request: FastifyRequest, explicit?: string): Language {
  if (explicit === 'es' || explicit === 'en') return explicit;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'es' || code === 'en') return code;
  }
  return 'es';
}
