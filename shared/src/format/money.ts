import { currentLanguage } from '../i18n/i18n';

/** A decimal string as the server sends NUMERIC ("1234567.5"), or integer minor units (number or bigint). */
export type MoneyAmount = string | number | bigint;

export interface MoneyFormatOptions {
  /** Currency symbol in front of the amount; spec 1 §9 default P. '' for none. */
  symbol?: string;
  /** Locale whose separators are used; default the language on screen. */
  locale?: string;
}

/** Shown instead of an amount that cannot be read (never a made-up number). */
export const INVALID_AMOUNT = '—';

const DECIMAL_STRING = /^([+-]?)(?=\.?\d)(\d*)(?:\.(\d*))?$/;

/**
 * Formats money exactly, with BigInt arithmetic: two decimals and thousands separators,
 * e.g. "P 1,234,567.50". Digits beyond the second decimal are cut, not rounded, so a balance is
 * never shown larger than it is. Unreadable input gives '—' instead of throwing.
 */
export function formatMoney(amount: MoneyAmount | null | undefined, { symbol = 'P', locale }: MoneyFormatOptions = {}): string {
  const cents = toMinorUnits(amount);
  if (cents === null) return INVALID_AMOUNT;
  const { group, decimal } = separators(locale ?? currentLanguage());
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  const prefix = symbol ? `${symbol}\u00a0` : '';
  return `${negative ? '-' : ''}${prefix}${whole}${decimal}${fraction}`;
}

/** Integer minor units (cents) of an amount, or null when it is not an exact amount. */
export function toMinorUnits(amount: MoneyAmount | null | undefined): bigint | null {
  if (typeof amount === 'bigint') return amount;
  if (typeof amount === 'number') return Number.isSafeInteger(amount) ? BigInt(amount) : null;
  if (typeof amount !== 'string') return null;
  const match = DECIMAL_STRING.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

const separatorCache = new Map<string, { group: string; decimal: string }>();

function separators(locale: string): { group: string; decimal: string } {
  let found = separatorCache.get(locale);
  if (!found) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    } catch {
      parts = [];
    }
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, found);
  }
  return found;
}
