/**
 * Generated artwork (SVG): game icons, vendor logos, banners and promotion images, so every page
 * renders offline with no image files. Every text is XML-escaped; colours come from the game id,
 * from integer hues, or from the database as checked hex values. Each image stays under 4 KB.
 */

import { drawMotif, motifFor, type Palette, randomStream } from './motifs';

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${((Math.round(hue) % 360) + 360) % 360} ${saturation}% ${lightness}%)`;

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The display face of generated art: a heavy sans that every system has one of. */
const DISPLAY_FONT = "'Arial Black','Segoe UI Black','Trebuchet MS',Impact,sans-serif";
/** Roughly how wide a character of DISPLAY_FONT is, in ems (to fit a line in its box). */
const DISPLAY_EM = 0.68;

/** The largest font size (at most `max`) at which the longest line fits `width`. */
export function fitFontSize(lines: readonly string[], width: number, max: number): number {
  const longest = Math.max(1, ...lines.map((line) => [...line].length));
  return Math.max(8, Math.min(max, Math.floor(width / (longest * DISPLAY_EM))));
}

function displayLines(lines: string[], x: number, firstY: number, size: number, fill: string, outline: string, anchor = 'middle'): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * Math.round(size * 1.1)}" font-family="${DISPLAY_FONT}" font-size="${size}" font-weight="900" fill="${fill}" stroke="${outline}" stroke-width="${Math.max(2, Math.round(size / 7))}" stroke-linejoin="round" paint-order="stroke" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** A game's colours, from its id: the golden angle spreads neighbouring ids around the colour wheel. */
export function gamePalette(id: number): Palette & { hue: number } {
  const hue = Math.round((((id * 137.508) % 360) + 360) % 360);
  return { hue, main: hsl(hue, 75, 52), accent: hsl(hue + 150, 85, 62), light: hsl(hue + 20, 90, 93), dark: hsl(hue, 60, 14) };
}

export interface GameArt {
  id: number;
  name: string;
  /** RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT */
  gameType: string;
  /** SLOTS, TABLE, VIDEO_POKER, SCRATCH, BINGO, ARCADE or null */
  classify: string | null;
  vendorName: string;
}

/**
 * A 200x200 game thumbnail: a backdrop in the game's colours, a motif for its kind of game (reels,
 * cards, balls, fish, a wheel...) with details drawn from its id, and its name set large in a display
 * face on a dark band; the vendor in small type at the top. The same game always gets the same image.
 */
export function gameIconSvg({ id, name, gameType, classify, vendorName }: GameArt): string {
  const palette = gamePalette(id);
  const random = randomStream(id);
  const lines = wrapWords(name, 13, 2);
  const size = fitFontSize(lines, 184, lines.length > 1 ? 22 : 26);
  const nameY = lines.length > 1 ? 162 : 176;
  const rays = Array.from({ length: 8 }, (_, index) => `<path d="M100 80L${index * 50 - 75} -20h24z" fill="#fff" opacity=".07"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><radialGradient id="b" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="${hsl(palette.hue, 80, 58)}"/><stop offset="1" stop-color="${hsl(palette.hue + 30, 70, 20)}"/></radialGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".35" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".8"/></linearGradient>` +
    `<clipPath id="c"><rect width="200" height="200" rx="20"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#b)"/>${rays}` +
    drawMotif(motifFor(gameType, classify), palette, random) +
    `<rect y="126" width="200" height="74" fill="url(#s)"/></g>` +
    displayLines(lines, 100, nameY, size, '#fff', palette.dark) +
    `<text x="12" y="20" font-family="Arial,sans-serif" font-size="11" font-weight="700" fill="#fff" opacity=".9">${escapeXml(vendorName)}</text>` +
    `</svg>`
  );
}

/** The fallback icon for a game whose image fails. */
export function defaultGameIconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="game">` +
    `<rect width="200" height="200" rx="24" fill="#374151"/>` +
    `<rect x="55" y="70" width="90" height="60" rx="12" fill="none" stroke="#9ca3af" stroke-width="8"/>` +
    `<circle cx="80" cy="100" r="7" fill="#9ca3af"/><circle cx="120" cy="100" r="7" fill="#9ca3af"/>` +
    `</svg>`
  );
}

const MARK_SHAPES = [
  'M30 6l22 12v24L30 54 8 42V18z', // hexagon
  'M30 6a24 24 0 1 1 0 48a24 24 0 1 1 0-48z', // disc
  'M30 4l26 26-26 26L4 30z', // diamond
  'M8 8h44v26c0 12-10 18-22 22C18 52 8 46 8 34z', // shield
  'M14 6h32l8 8v32l-8 8H14l-8-8V14z', // octagon
];

/**
 * A 180x60 vendor logo that reads at footer size (10 in a row): a mark (a shape from the vendor's
 * code, with its initial) and the name as a wordmark, the first word large and the rest below it.
 */
export function vendorLogoSvg(displayName: string, hue: number, code = displayName): string {
  const seed = [...code].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) >>> 0, 7);
  const shape = MARK_SHAPES[seed % MARK_SHAPES.length];
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const head = words[0] ?? displayName;
  const tail = words.slice(1).join(' ');
  const initial = [...head][0]?.toUpperCase() ?? '?';
  const headSize = fitFontSize([head], 112, tail ? 24 : 28);
  const tailSize = fitFontSize([tail], 112, 16);
  const headY = tail ? 32 : 39;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60" viewBox="0 0 180 60" role="img" aria-label="${escapeXml(displayName)}">` +
    `<rect width="180" height="60" rx="10" fill="${hsl(hue, 60, 20)}"/>` +
    `<path d="${shape}" fill="${hsl(hue, 85, 58)}"/><path d="${shape}" transform="translate(30 30) scale(.78) translate(-30 -30)" fill="none" stroke="#fff" stroke-width="2.5" opacity=".8"/>` +
    `<text x="30" y="39" font-family="${DISPLAY_FONT}" font-size="24" font-weight="900" fill="#fff" text-anchor="middle">${escapeXml(initial)}</text>` +
    `<text x="62" y="${headY}" font-family="${DISPLAY_FONT}" font-size="${headSize}" font-weight="900" fill="#fff">${escapeXml(head)}</text>` +
    (tail
      ? `<text x="63" y="49" font-family="Arial,sans-serif" font-size="${tailSize}" font-weight="700" letter-spacing="1" fill="${hsl(hue, 90, 80)}">${escapeXml(tail.toUpperCase())}</text>`
      : '') +
    `</svg>`
  );
}

/**
 * A 1200x360 banner (or promotion) image: two-colour gradient, a few coins and sparkles, the headline
 * in the display face, and the site's wordmark at the top left. The bottom band stays clear: the
 * carousel's pagination and pause button sit there (and a 1920/500 box crops ~24 px top and bottom).
 */
export function bannerSvg(headline: string, colorFrom: string, colorTo: string, label: string): string {
  const lines = wrapWords(headline, 26, 2);
  const size = fitFontSize(lines, 1000, 64);
  const firstY = lines.length > 1 ? 150 : 185;
  const coin = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffc83d" stroke="#b8860b" stroke-width="${r / 6}"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="none" stroke="#fff3c4" stroke-width="${r / 10}"/>`;
  const sparkle = (x: number, y: number, r: number) => `<path d="M${x} ${y - r}q${r / 5} ${r * 0.8} ${r} ${r}q-${r * 0.8} ${r / 5}-${r} ${r}q-${r / 5}-${r * 0.8}-${r}-${r}q${r * 0.8}-${r / 5} ${r}-${r}z" fill="#fff" opacity=".8"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${escapeXml(headline)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colorFrom}"/><stop offset="1" stop-color="${colorTo}"/></linearGradient></defs>` +
    `<rect width="1200" height="360" fill="url(#b)"/>` +
    `<circle cx="1040" cy="60" r="180" fill="#fff" fill-opacity=".08"/><circle cx="140" cy="330" r="120" fill="#fff" fill-opacity=".06"/>` +
    coin(1080, 250, 42) + coin(1010, 300, 28) + coin(120, 110, 30) + sparkle(980, 120, 22) + sparkle(220, 250, 16) + sparkle(1130, 150, 12) +
    displayLines(lines, 600, firstY, size, '#fff', 'rgba(0,0,0,.35)') +
    `<text x="48" y="64" font-family="${DISPLAY_FONT}" font-size="24" font-weight="900" letter-spacing="4" fill="#fff" opacity=".9">${escapeXml(label)}</text>` +
    `</svg>`
  );
}
