import type { Envelope, Language } from '@suite/shared/contract';

export function ok<T>(value: T, message = 'ok'): Envelope<T> {
  return { success: true, message, value };
}

export function fail(message: string): Envelope<null> {
  return { success: false, message, value: null };
}

export interface HttpErrorOptions {
  /** The failure envelope's value (e.g. `{ captcha: true }`); null when left out. */
  value?: unknown;
  /** Response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
  /**
   * The message in each language, for code that has no request at hand (the ledger): the error
   * handler answers in the request's language. `message` is then the Spanish text.
   */
  translations?: Readonly<Record<Language, string>>;
}

/**
 * Thrown by handlers for an expected failure: answered with this status and message. A status
 * below 400 (200) is a business refusal: `success: false` with a message meant for the player.
 */
export class HttpError extends Error {
  readonly value: unknown;
  readonly headers: Record<string, string> | undefined;
  readonly translations: Readonly<Record<Language, string>> | undefined;
  constructor(
    readonly statusCode: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.value = options.value ?? null;
    this.headers = options.headers;
    this.translations = options.translations;
  }
}

/** A business refusal (HTTP 200, success: false) in both languages; answered in the request's. */
export function translatedRefusal(translations: Readonly<Record<Language, string>>, value: unknown = null, statusCode = 200): HttpError {
  return new HttpError(statusCode, translations.es, { value, translations });
}
