/**
 * The captcha answer's `value` as an <img> source. Spec 1 §7 says only "value = base64 image": our
 * API sends a data URL (`data:image/svg+xml;base64,...`), a platform may send bare base64. A bare
 * value is typed by its first bytes (PNG, JPEG, GIF, WebP, SVG, BMP; PNG when unknown). Anything
 * else (not base64, another URL scheme) is not shown: null.
 */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL = /^data:image\/(png|jpe?g|gif|webp|bmp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/i;

/** Base64 openings of the image formats a captcha comes in. */
const SIGNATURES: ReadonlyArray<[prefix: string, type: string]> = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bWwg', 'image/svg+xml'],
  ['Qk', 'image/bmp'],
];

export function captchaImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, '');
  if (text === '') return null;
  if (/^data:/i.test(text)) return DATA_URL.test(text) ? text : null;
  if (!BASE64.test(text)) return null;
  const type = SIGNATURES.find(([prefix]) => text.startsWith(prefix))?.[1] ?? 'image/png';
  return `data:${type};base64,${text}`;
}
