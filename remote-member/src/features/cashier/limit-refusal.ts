import type { ApiError, api } from '@suite/shared';

/**
 * A move refused by a safer-gambling limit (issue 24): HTTP 403, success false, value LimitRefusal and
 * the server's translated message. The client shows the words of 2xx refusals only, so a cashier form
 * reads this one itself.
 */
export function limitRefusalOf(error: ApiError | undefined): api.LimitRefusal | undefined {
  const value = error?.value;
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as { code?: unknown }).code === 'limitReached' ? (value as api.LimitRefusal) : undefined;
}
