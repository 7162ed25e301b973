/**
 * Generated artwork (SVG): game icons, vendor logos, banners and promotion images, so every page
 * renders offline with no image files. Every text is XML-escaped; colours come from the database
 * as checked hex values or from integer hues.
 */

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

function textLines(lines: string[], x: number, firstY: number, lineHeight: number, size: number, fill: string, weight = 700): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * lineHeight}" font-family="Verdana, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** A square 200x200 game icon: gradient from the game's hue, its initials and its name. */
export function gameIconSvg(name: string, hue: number, vendorName: string): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const lines = wrapWords(name, 16, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 45)}"/><stop offset="1" stop-color="${hsl(hue + 50, 75, 25)}"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#g)"/>` +
    `<circle cx="100" cy="78" r="46" fill="${hsl(hue + 180, 60, 92)}" fill-opacity="0.22"/>` +
    textLines([initials], 100, 95, 0, 44, '#ffffff', 800) +
    textLines(lines, 100, lines.length > 1 ? 150 : 160, 20, 16, '#ffffff') +
    textLines([vendorName], 100, 190, 0, 10, hsl(hue, 30, 88), 400) +
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

/** A 240x80 vendor logo: the display name on a band of the vendor's hue. */
export function vendorLogoSvg(displayName: string, hue: number): string {
  const lines = wrapWords(displayName, 18, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(displayName)}">` +
    `<rect width="240" height="80" rx="14" fill="${hsl(hue, 65, 30)}"/>` +
    `<rect x="6" y="6" width="228" height="68" rx="10" fill="none" stroke="${hsl(hue, 80, 70)}" stroke-width="2"/>` +
    textLines(lines, 120, lines.length > 1 ? 36 : 48, 22, 19, '#ffffff', 800) +
    `</svg>`
  );
}

/** A 1200x360 banner (or promotion) image: two-colour gradient and a headline. */
export function bannerSvg(headline: string, colorFrom: string, colorTo: string, label: string): string {
  const lines = wrapWords(headline, 28, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${escapeXml(headline)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colorFrom}"/><stop offset="1" stop-color="${colorTo}"/></linearGradient></defs>` +
    `<rect width="1200" height="360" fill="url(#b)"/>` +
    `<circle cx="1040" cy="60" r="180" fill="#ffffff" fill-opacity="0.08"/><circle cx="140" cy="330" r="120" fill="#ffffff" fill-opacity="0.06"/>` +
    textLines(lines, 600, lines.length > 1 ? 165 : 195, 70, 58, '#ffffff', 800) +
    textLines([label], 600, 320, 0, 22, '#ffffff', 400) +
    `</svg>`
  );
}
