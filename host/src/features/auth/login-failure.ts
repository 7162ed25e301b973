import { api, isApiError } from '@suite/shared';

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

/** The challenge of a password login refused because it comes from a new IP (spec 2 §4), or null. */
export function newIpChallenge(error: unknown): api.NewIpVerificationRequired | null {
  if (!isApiError(error)) return null;
  const value = error.value as Partial<api.NewIpVerificationRequired> | null | undefined;
  return typeof value === 'object' && value !== null && value.code === api.NEW_IP_VERIFICATION && typeof value.challengeId === 'string' && Array.isArray(value.channels)
    ? (value as api.NewIpVerificationRequired)
    : null;
}

/**
 * A login refused because a self-exclusion ended and the player has not asked to return yet (issue
 * 24: the API's ExclusionRefusal with `opensAt: null`): the form then offers to ask.
 */
export function selfExclusionOver(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value as Partial<api.ExclusionRefusal> | null | undefined;
  return typeof value === 'object' && value !== null && value.code === 'excluded' && value.kind === 'selfExclusion' && value.opensAt === null;
}
