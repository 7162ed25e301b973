import { isApiError } from '@suite/shared';

/** A refused login whose value carries the captcha flag (spec 1 §4: the captcha field then appears). */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value as { captcha?: unknown } | null | undefined;
  return typeof value === 'object' && value !== null && value.captcha === true;
}

/** The message to show under a form: the client's translated text (never loses the input). */
export function errorMessage(error: unknown): string | { key: string } {
  return isApiError(error) ? error.message : { key: 'errors.unknown' };
}
