import type { ValidationResult } from '@suite/shared';

/**
 * The longest input each login field accepts: the API's login schema (username 64, password 128,
 * captcha 16); a mobile number of 15 digits with its spaces or dashes. Longer input is refused with
 * a message naming the limit (auth.tooLong), never cut.
 */
export const LOGIN_LIMITS = { username: 64, password: 128, mobileNum: 20, smsCode: 128, captcha: 16, verificationCode: 16 } as const;

/** Characters as the player sees them (a surrogate pair is one). */
export const inputLength = (value: string): number => [...value].length;

/** The over-long message (naming the limit), or null. */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return inputLength(value) > max ? { key: 'auth.tooLong', params: { max } } : null;
}
