import type { Envelope } from '@suite/shared/contract';

export function ok<T>(value: T, message = 'ok'): Envelope<T> {
  return { success: true, message, value };
}

export function fail(message: string): Envelope<null> {
  return { success: false, message, value: null };
}

/** Thrown by handlers for an expected failure: answered with this status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
