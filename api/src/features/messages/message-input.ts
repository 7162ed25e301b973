/**
 * Input rules shared by the inbox routes and the operator's send. Fastify's schema validation
 * coerces types (123 -> '123', '5' -> ['5']), so the body's own JSON types are checked first, in a
 * preValidation hook: a number where a string is expected, or a lone string for the id list, is a 400.
 */
import type { preValidationHookHandler } from 'fastify';
import { MESSAGES_MAX_PAGE_SIZE } from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';

/** A message id: a positive BIGINT in decimal, no leading zero (18 digits stay below 2^63). */
export const MESSAGE_ID_PATTERN = '^[1-9][0-9]{0,17}$';
export const MESSAGE_IDS_MAX = 50;
export const MESSAGES_DEFAULT_PAGE_SIZE = 10;
export const MESSAGES_MAX_PAGE_NO = 100_000;

/**
 * No control characters but tab, line feed and carriage return: PostgreSQL refuses NUL in text
 * (that would be a 500), the rest has no place in a message.
 */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

export const messagePageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: MESSAGES_MAX_PAGE_NO },
    pageSize: { type: 'integer', minimum: 1, maximum: MESSAGES_MAX_PAGE_SIZE },
  },
};

export const messageIdsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: MESSAGE_IDS_MAX,
      uniqueItems: true,
      items: { type: 'string', pattern: MESSAGE_ID_PATTERN },
    },
  },
};

export const sendMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account', 'title', 'content'],
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_CONTROL_CHARACTERS },
    title: { type: 'string', minLength: 1, maxLength: 100, pattern: NO_CONTROL_CHARACTERS },
    content: { type: 'string', minLength: 1, maxLength: 2000, pattern: NO_CONTROL_CHARACTERS },
  },
};

function bodyFields(body: unknown): Record<string, unknown> | null {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** Refuses `ids` that is present but not a JSON array of strings (before the schema coerces it). */
export const idsAreStrings: preValidationHookHandler = async (request) => {
  const ids = bodyFields(request.body)?.ids;
  if (ids === undefined) return;
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    throw new HttpError(400, 'Invalid body: ids must be an array of message ids as strings, e.g. ["42"]');
  }
};

/** Refuses these fields when present but not JSON strings (before the schema coerces them). */
export function fieldsAreStrings(fields: readonly string[]): preValidationHookHandler {
  return async (request) => {
    const body = bodyFields(request.body);
    if (!body) return;
    for (const field of fields) {
      if (body[field] !== undefined && typeof body[field] !== 'string') throw new HttpError(400, `Invalid body: ${field} must be a string`);
    }
  };
}
