import type { ValidationResult } from './types';

// The rules of spec 1 §5 that do not come from the server's registration settings.
// Each one reports an empty value as required, so call it only for fields that must be filled.

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 15;
/** "Over 6 characters" (spec 1 §5 and §9). */
export const PASSWORD_MIN_LENGTH = 7;

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{1,14}$/;
const MOBILE_SEPARATORS = /[\s-]/g;
const MOBILE = /^\d{6,15}$/;

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

/** 6 to 15 digits (the national number; the dialing code is picked apart); spaces and dashes ignored. */
export function validateMobile(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return validateRequired(value);
  return MOBILE.test((value ?? '').replace(MOBILE_SEPARATORS, '')) ? null : { key: 'validation.mobile', params: {} };
}

/** The confirmation must repeat the first entry exactly (message key inconsistent_twice). */
export function validateConfirm(value: string | null | undefined, original: string | null | undefined): ValidationResult {
  if (isBlank(value)) return validateRequired(value);
  return value === original ? null : { key: 'validation.inconsistent_twice', params: {} };
}
