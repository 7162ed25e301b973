import type { ValidationResult } from './types';

// The rules of spec 1 §5 that do not come from the server's registration settings.
// Each one reports an empty value as required, so call it only for fields that must be filled.

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 15;
/** "Over 6 characters" (spec 1 §5 and §9). */
export const PASSWORD_MIN_LENGTH = 7;

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{1,14}$/;
/**
 * Mobile numbers, one rule for every phone field of the suite and of the API (docs/phone-numbers.md):
 * the national number has 7 to 15 digits (a trunk 0 counts; the country code is the picker's).
 */
export const MOBILE_MIN_DIGITS = 7;
export const MOBILE_MAX_DIGITS = 15;
/** Spaces and dashes (hyphen, non-breaking hyphen, figure, en and em dashes) are accepted and removed. */
const MOBILE_SEPARATORS = /[\s\u002D\u2010-\u2015]/g;
const MOBILE = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

export function validateRequired(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? { key: 'validation.required', params: {} } : null;
}

/** 2-15 characters, starts with a letter, then letters, digits or underscores. */
export function validateUsername(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return validateRequired(value);
  return USERNAME.test((value ?? '').trim())
    ? null
    : { key: 'validation.username', params: { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH } };
}

/**
 * The floor of every new password (the operator's password setting can only add to it): more than
 * 6 characters with at least one letter and one number, any script (Unicode letters \p{L} and
 * numbers \p{N}); spaces allowed (passphrases), control characters not.
 */
export function validatePassword(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return validateRequired(value);
  const text = value ?? '';
  const ok = [...text].length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(text) && /\p{N}/u.test(text) && !/\p{Cc}/u.test(text);
  return ok ? null : { key: 'validation.password', params: { min: PASSWORD_MIN_LENGTH } };
}

const dialingDigits = (countryDialingCode: string | null | undefined): string => (countryDialingCode ?? '').trim().replace(/^\+/, '');

/**
 * The number as it is checked and sent: spaces and dashes removed, and a leading `+` with the dialing
 * code chosen in the country picker removed too ('+63 917-000 0001' with +63 -> '9170000001'). A `+`
 * with another code stays (validateMobile refuses it).
 */
export function normalizeMobile(value: string | null | undefined, countryDialingCode?: string | null): string {
  const text = (value ?? '').replace(MOBILE_SEPARATORS, '');
  const code = dialingDigits(countryDialingCode);
  return code !== '' && text.startsWith(`+${code}`) ? text.slice(code.length + 1) : text;
}

/**
 * A mobile number (docs/phone-numbers.md): 7 to 15 digits once spaces and dashes are removed, not
 * all zeros; it may start with `+` and the country code chosen in the picker (`countryDialingCode`,
 * with or without its `+`). Another country code is refused naming the chosen one.
 */
export function validateMobile(value: string | null | undefined, countryDialingCode?: string | null): ValidationResult {
  if (isBlank(value)) return validateRequired(value);
  const text = normalizeMobile(value, countryDialingCode);
  const code = dialingDigits(countryDialingCode);
  if (code !== '' && /^\+\d/.test(text)) return { key: 'validation.mobile_country', params: { code: `+${code}` } };
  return MOBILE.test(text) && /[1-9]/.test(text) ? null : { key: 'validation.mobile', params: { min: MOBILE_MIN_DIGITS, max: MOBILE_MAX_DIGITS } };
}

/** The confirmation must repeat the first entry exactly (message key inconsistent_twice). */
export function validateConfirm(value: string | null | undefined, original: string | null | undefined): ValidationResult {
  if (isBlank(value)) return validateRequired(value);
  return value === original ? null : { key: 'validation.inconsistent_twice', params: {} };
}
