import { currentLanguage } from '../i18n/i18n';

/**
 * An amount in major units (pesos, not cents), as the platform may send it: a decimal string as the
 * server sends NUMERIC ("1234567.5"), or a JSON number (1500 is P 1,500.00, 1500.1 is P 1,500.10).
 * Integer minor units (cents) are never a MoneyAmount: turn them into one with fromMinorUnits.
 */
export type MoneyAmount = string | number;

export interface MoneyFormatOptions {
  /** Currency symbol in front of the amount; spec 1 §9 default P. '' for none. */
  symbol?: string;
  /** Locale whose separators are used; default the language on screen. */
  locale?: string;
}

/** Shown instead of an amount that cannot be read (never a made-up number). */
export const INVALID_AMOUNT = '—';

const DECIMAL_STRING = /^([+-]?)(?=\.?\d)(\d*)(?:\.(\d*))?$/;
/** What Number#toString gives for a finite number: digits, an optional fraction and exponent. */
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Formats money exactly, with BigInt arithmetic: two decimals and thousands separators,
 * e.g. "P 1,234,567.50". A number is read as major units through its shortest decimal text (never
 * multiplied as a float). An amount with a non-zero digit after the second decimal is not an amount
 * we can show exactly, so it gives '—' like any other unreadable input (never rounded, never cut).
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

/** Above this (in absolute value) formatMoneyCompact shortens an amount: 1,000,000.00. */
const COMPACT_MONEY_ABOVE_CENTS = 100_000_000n;

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount for a tight place (the header's balance, issue 27): above 1,000,000 in absolute value, the
 * language's short compact notation with two decimals, cut rather than rounded so it never shows more
 * money than there is ("P 1.00M" in English, "P 1,00 M" in Spanish for 1,000,001.50); at or below it,
 * exactly formatMoney's text. Where it shortens, show formatMoney's full text too (title, accessible name).
 */
export function formatMoneyCompact(amount: MoneyAmount | null | undefined, { symbol = 'P', locale }: MoneyFormatOptions = {}): string {
  const cents = toMinorUnits(amount);
  const absolute = cents !== null && cents < 0n ? -cents : cents;
  if (absolute === null || absolute <= COMPACT_MONEY_ABOVE_CENTS) return formatMoney(amount, { symbol, locale });
  const prefix = symbol ? `${symbol}\u00a0` : '';
  // A decimal string (ES2023 Intl) is formatted exactly: no float on the way.
  const digits = compactFormat(locale ?? currentLanguage()).format(fromMinorUnits(absolute) as `${number}`);
  return `${absolute !== cents ? '-' : ''}${prefix}${digits}`;
}

function compactFormat(locale: string): Intl.NumberFormat {
  let format = compactFormats.get(locale);
  if (!format) {
    // roundingMode 'trunc' (ES2023): 1,999,999.99 is 1.99M, never 2.00M.
    const options = { notation: 'compact', minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' };
    format = new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions);
    compactFormats.set(locale, format);
  }
  return format;
}

/**
 * Integer minor units (cents) of an amount in major units, or null when it is not an exact amount:
 * not a decimal string or a finite number, or with a non-zero digit after the second decimal
 * ('10.999', 0.005). Trailing zeros are exact ('10.500' is 1050 cents).
 */
export function toMinorUnits(amount: MoneyAmount | null | undefined): bigint | null {
  if (typeof amount === 'number') return numberToMinorUnits(amount);
  if (typeof amount !== 'string') return null;
  const match = DECIMAL_STRING.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  return exactCents(sign === '-', whole, fraction);
}

/** The decimal string of integer minor units: 12345n -> '123.45', -5 -> '-0.05' (null for a non-integer). */
export function fromMinorUnits(cents: bigint | number): string | null {
  let value: bigint;
  if (typeof cents === 'bigint') value = cents;
  else if (Number.isSafeInteger(cents)) value = BigInt(cents);
  else return null;
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

function numberToMinorUnits(amount: number): bigint | null {
  if (!Number.isFinite(amount)) return null;
  // The shortest text that reads back as this number: 1500.1 -> "1500.1", 1e21 -> "1e+21".
  const match = NUMBER_TEXT.exec(String(amount));
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const digits = whole + fraction;
  // Move the decimal point: position of the point inside `digits` after applying the exponent.
  const point = whole.length + exponent;
  if (point <= 0) return exactCents(sign === '-', '0', '0'.repeat(-point) + digits);
  if (point >= digits.length) return exactCents(sign === '-', digits + '0'.repeat(point - digits.length), '');
  return exactCents(sign === '-', digits.slice(0, point), digits.slice(point));
}

function exactCents(negative: boolean, whole: string, fraction: string): bigint | null {
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return negative ? -cents : cents;
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
