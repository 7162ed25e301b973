/**
 * Money amounts in request bodies: strings with at most two decimals, nothing else. Fastify's
 * schema validation coerces types (1 -> '1', ['1.00'] -> '1.00'), so the body's own types are
 * checked before it (a preValidation hook): a number, an array or an object is a 400.
 */
import type { preValidationHookHandler } from 'fastify';
import { HttpError } from './envelope';

/** Up to 12 integer digits and 2 decimals: '0.01' ... '999999999999.99'. */
export const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$';
export const AMOUNT_SCHEMA = { type: 'string', pattern: AMOUNT_PATTERN } as const;

/** Refuses a body whose named fields are present but not strings (before the schema coerces them). */
export function bodyStrings(fields: readonly string[]): preValidationHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    for (const field of fields) {
      const value = (body as Record<string, unknown>)[field];
      if (value !== undefined && typeof value !== 'string') {
        throw new HttpError(400, `Invalid body: ${field} must be a string with at most two decimals, e.g. "10.50"`);
      }
    }
  };
}
