/**
 * A short readable name of the device behind a session ('Chrome · Windows') from its user agent, for
 * the player's recent logins. Only the common browsers and systems are told apart: this helps a
 * player recognise their own devices, it is not a fingerprint.
 */

/** Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(?:MSIE |Trident\/)/, 'Internet Explorer'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (userAgent: string, table: readonly [RegExp, string][]): string | null =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** 'Chrome · Windows', 'Safari' or 'iOS' alone when only one is known, null when neither is. */
export function deviceName(userAgent: string | null | undefined): string | null {
  const text = userAgent ?? '';
  const parts = [first(text, BROWSERS), first(text, SYSTEMS)].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
