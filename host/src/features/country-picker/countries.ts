import type { api } from '@suite/shared';

/**
 * Used when the server's list (GET /wps/system/countries) cannot be loaded, so a visitor can
 * still pick a code. The server's list wins whenever it answers.
 */
export const FALLBACK_COUNTRIES: readonly api.Country[] = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'ES', countryDialingCode: '34' },
  { countryCode: 'MX', countryDialingCode: '52' },
  { countryCode: 'CO', countryDialingCode: '57' },
  { countryCode: 'AR', countryDialingCode: '54' },
  { countryCode: 'PE', countryDialingCode: '51' },
  { countryCode: 'CL', countryDialingCode: '56' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'GB', countryDialingCode: '44' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'MY', countryDialingCode: '60' },
];

/** "+63" from "63", "+63" or " 63 ". */
export function dialingCodeLabel(code: string): string {
  const digits = code.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** Same code whatever the "+" or spaces. */
export function sameDialingCode(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').replace(/\D/g, '') !== '' && (a ?? '').replace(/\D/g, '') === (b ?? '').replace(/\D/g, '');
}

const names = new Map<string, Intl.DisplayNames | null>();

/** The country's name in the language on screen (from the browser's own data), or the code. */
export function countryName(countryCode: string, language: string): string {
  if (!names.has(language)) {
    try {
      names.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      names.set(language, null);
    }
  }
  try {
    return names.get(language)?.of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    return countryCode;
  }
}
