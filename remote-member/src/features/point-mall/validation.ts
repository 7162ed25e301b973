import { api } from '@suite/shared';

/** Field checks of the redeem and convert forms: an error key of the point-mall texts (and its values), or null. */
export type FieldError = { key: string; values?: Record<string, number> } | null;

const MOBILE = new RegExp(api.REDEEM_MOBILE_PATTERN);
export const ADDRESS_MIN = 5;

/** Length as the API counts it (code points), never cut. */
export const textLength = (value: string): number => [...value].length;

export function addressError(address: string): FieldError {
  const trimmed = address.trim();
  if (trimmed === '') return { key: 'errors.addressEmpty' };
  if (textLength(trimmed) < ADDRESS_MIN) return { key: 'errors.addressShort' };
  if (textLength(address) > api.REDEEM_ADDRESS_MAX) return { key: 'errors.addressLong', values: { count: textLength(address), max: api.REDEEM_ADDRESS_MAX } };
  return null;
}

export function mobileError(mobile: string): FieldError {
  const trimmed = mobile.trim();
  if (trimmed === '') return { key: 'errors.mobileEmpty' };
  return MOBILE.test(trimmed) ? null : { key: 'errors.mobileInvalid' };
}

export function passwordError(password: string): FieldError {
  return password === '' ? { key: 'errors.passwordEmpty' } : null;
}

export function quantityError(quantity: string, max: number): FieldError {
  const value = Number(quantity);
  return /^[0-9]+$/.test(quantity) && value >= 1 && value <= max ? null : { key: 'errors.quantity', values: { max } };
}

export function convertPointsError(points: string, min: number, balance: number): FieldError {
  if (!/^[0-9]+$/.test(points.trim())) return { key: 'errors.pointsWhole' };
  const value = Number(points.trim());
  if (value < min) return { key: 'errors.pointsMin', values: { points: min } };
  if (value > balance) return { key: 'errors.pointsMax', values: { points: balance } };
  return null;
}
