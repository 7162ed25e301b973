/**
 * Generated artwork of a points-mall reward (no image files): a 240x240 card in the reward's hue with
 * a motif of its category (a gift for vouchers, a device for gadgets, a shirt for merchandise, a star
 * for experiences) and its name. Every text is XML-escaped (artwork/svg.ts).
 */
import { escapeXml, fitFontSize, wrapWords } from '../../artwork/svg';
import type { PointRewardCategory } from '@suite/shared/contract';

const hsl = (hue: number, saturation: number, lightness: number): string => `hsl(${((Math.round(hue) % 360) + 360) % 360} ${saturation}% ${lightness}%)`;

const MOTIFS: Record<PointRewardCategory, (accent: string) => string> = {
  voucher: (accent) =>
    `<rect x="70" y="62" width="100" height="70" rx="8" fill="#fff" opacity=".95"/><rect x="112" y="62" width="16" height="70" fill="${accent}"/>` +
    `<rect x="64" y="52" width="112" height="20" rx="6" fill="#fff"/><rect x="112" y="52" width="16" height="20" fill="${accent}"/>` +
    `<path d="M120 52c-14-22-36-14-26-2M120 52c14-22 36-14 26-2" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  gadget: (accent) =>
    `<rect x="82" y="44" width="76" height="100" rx="12" fill="#1f2937" stroke="#fff" stroke-width="5"/>` +
    `<circle cx="120" cy="82" r="20" fill="${accent}"/><circle cx="120" cy="82" r="8" fill="#fff"/><circle cx="120" cy="124" r="10" fill="${accent}"/>`,
  merch: (accent) =>
    `<path d="M86 52l-30 20 12 22 16-8v58h72V86l16 8 12-22-30-20c-4 10-14 16-34 16s-30-6-34-16z" fill="#fff"/>` +
    `<circle cx="120" cy="106" r="14" fill="${accent}"/>`,
  experience: (accent) =>
    `<path d="M120 40l18 38 42 5-31 28 9 41-38-21-38 21 9-41-31-28 42-5z" fill="#fff" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/>`,
};

export function rewardArtSvg(name: string, category: PointRewardCategory, hue: number): string {
  const lines = wrapWords(name, 16, 2);
  const size = fitFontSize(lines, 216, 22);
  const firstY = lines.length > 1 ? 184 : 198;
  const text = lines
    .map((line, index) => `<text x="120" y="${firstY + index * Math.round(size * 1.15)}" font-family="Arial,sans-serif" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 55)}"/><stop offset="1" stop-color="${hsl(hue + 35, 70, 28)}"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="20" fill="url(#g)"/>` +
    MOTIFS[category](hsl(hue + 160, 85, 60)) +
    `<rect y="160" width="240" height="80" rx="0" fill="#000" opacity=".28"/>` +
    text +
    `</svg>`
  );
}
