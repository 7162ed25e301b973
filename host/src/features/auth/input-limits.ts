import type { ValidationResult } from '@suite/shared';

/**
 * A mobile number as typed in any phone field: 15 digits with their spaces or dashes, and a leading
 * `+` with the country code (docs/phone-numbers.md: the digit count is the mobile rule's).
 */
export const MOBILE_INPUT_MAX = 24;

/**
 * The longest input each login field accepts: the API's login schema (username 64, password 128,
 * captcha 16); a mobile number as typed (MOBILE_INPUT_MAX). Longer input is refused with a message
 * naming the limit (auth.tooLong), never cut.
 */
export const LOGIN_LIMITS = { username: 64, password: 128, mobileNum: MOBILE_INPUT_MAX, smsCode: 128, captcha: 16, verificationCode: 16 } as const;

/** Characters as the player sees them (a surrogate pair is one). */
export const inputLength = (value: string): number => [...value].length;

/** The over-long message (naming the limit), or null. */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return inputLength(value) > max ? { key: 'auth.tooLong', params: { max } } : null;
}
