/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), pure and DOM-free, so a test can
 * check the theme tokens' colour pairs without a browser. AA: 4.5 for text, 3 for large text and UI parts.
 */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
export const AA_UI = 3;

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i;

/** Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a%)` and `rgba(r, g, b, a)`; null otherwise. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: Math.min(1, alpha) };
  }
  return null;
}

function toColor(value: string | Rgba): Rgba {
  if (typeof value !== 'string') return value;
  const parsed = parseColor(value);
  if (!parsed) throw new Error(`Not a colour contrastRatio can read: ${value}`);
  return parsed;
}

/** A translucent colour painted over an opaque one (what the eye sees). */
export function blend(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

/** Relative luminance of an opaque sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * Contrast ratio (1 to 21) of a foreground on a background. A translucent foreground is blended over the
 * background; the background must be opaque.
 */
export function contrastRatio(fg: string | Rgba, bg: string | Rgba): number {
  const back = toColor(bg);
  if (back.a < 1) throw new Error('contrastRatio needs an opaque background');
  const front = blend(toColor(fg), back);
  const one = relativeLuminance(front);
  const other = relativeLuminance(back);
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}
