import type { FastifyRequest } from 'fastify';
import type { FieldFailure } from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import { fieldLabel, message, type MessageKey, requestLanguage } from './messages';

/**
 * A business refusal: HTTP 200, `success: false`, the message in the request's language (the
 * client shows it as it is) and an optional value (`{ captcha: true }`, a FieldFailure ...).
 */
export function refusal(request: FastifyRequest, key: MessageKey, value: unknown = null, params: Record<string, string | number> = {}): HttpError {
  return new HttpError(200, message(requestLanguage(request), key, params), { value });
}

/** A refusal naming the form field at fault, with the client's validation message key. */
export function fieldRefusal(request: FastifyRequest, failure: FieldFailure, key: MessageKey = 'fieldInvalid'): HttpError {
  const label = fieldLabel(requestLanguage(request), failure.field);
  return new HttpError(200, message(requestLanguage(request), key, { label }), { value: failure });
}

/** 429 with Retry-After (whole seconds, at least 1). */
export function tooManyRequests(request: FastifyRequest, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, message(requestLanguage(request), 'rateLimited', { seconds }), {
    headers: { 'retry-after': String(seconds) },
  });
}

/** 401 in the request's language (no token, or one that is unknown, revoked or expired). */
export function notLoggedIn(request: FastifyRequest): HttpError {
  return new HttpError(401, message(requestLanguage(request), 'notLoggedIn'));
}

/** 403 for a trial account (isAgent 4) on a real-account feature; value carries the spec's text key. */
export function trialAccountRefusal(request: FastifyRequest): HttpError {
  return new HttpError(403, message(requestLanguage(request), 'trialAccount'), { value: { code: 'in_need_true_account' } });
}
