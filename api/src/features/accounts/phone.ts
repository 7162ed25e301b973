import type { FieldFailure } from '@suite/shared/contract';
import { MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS, normalizeMobile, validateMobile } from '@suite/shared/validation';

/** Mobile numbers: '+63' and the national number, digits only, without the trunk prefix 0. */
export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * null when it is not a number: the one mobile rule of every phone field, the client's own
 * (docs/phone-numbers.md: 7 to 15 digits once spaces, dashes and a leading + with this country's code
 * are gone); then stored without the trunk prefix (leading zeros).
 */
export function normalizePhone(countryDialingCode: string, mobileNum: string): PhoneNumber | null {
  const code = countryDialingCode.trim().replace(/^\+/, '');
  if (!/^[0-9]{1,4}$/.test(code) || validateMobile(mobileNum, code) !== null) return null;
  return { countryDialingCode: `+${code}`, mobileNum: normalizeMobile(mobileNum, code).replace(/^0+/, '') };
}

/** The refusal of a number normalizePhone refused: the client's message key and numbers (the same words on every form). */
export function mobileFailure(countryDialingCode: string, mobileNum: string): FieldFailure {
  const code = countryDialingCode.trim().replace(/^\+/, '');
  const failure = (/^[0-9]{1,4}$/.test(code) ? validateMobile(mobileNum, code) : null) ?? {
    key: 'validation.mobile',
    params: { min: MOBILE_MIN_DIGITS, max: MOBILE_MAX_DIGITS },
  };
  return { field: 'mobileNum', key: failure.key, params: failure.params };
}

/** E.164, the SMS recipient: '+639171234567'. */
export function e164({ countryDialingCode, mobileNum }: PhoneNumber): string {
  return `${countryDialingCode}${mobileNum}`;
}

/** '*******4567' (the last 4 digits). */
export function maskMobile(mobileNum: string): string {
  return `${'*'.repeat(Math.max(0, mobileNum.length - 4))}${mobileNum.slice(-4)}`;
}

/** 'a***@mail.example'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** "ab***9": enough for a member to recognise another account, not enough to log in as it. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
