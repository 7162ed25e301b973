/**
 * The captcha picture: an SVG (120 x 40) of distorted stroke characters (random scale, rotation,
 * shear and per-point jitter) among noise curves and dots drawn with the same kind of path, as a
 * `data:image/svg+xml;base64,` URL.
 */
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

export const CAPTCHA_LENGTH = 5;
const WIDTH = 120;
const HEIGHT = 40;

const between = (min: number, max: number): number => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const fixed = (value: number): string => value.toFixed(1);
const color = (min: number, max: number): string => `hsl(${randomInt(0, 360)},${randomInt(45, 80)}%,${randomInt(min, max)}%)`;

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

function glyphPath(char: string, index: number, count: number): string {
  const strokes = GLYPHS[char.toUpperCase()];
  if (!strokes) throw new Error(`no glyph for ${char}`);
  const cell = WIDTH / (count + 0.6);
  const scaleX = between(3.6, 4.6);
  const scaleY = between(4.0, 4.8);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const shear = between(-0.35, 0.35);
  const originX = cell * (index + 0.3) + between(-2, 2) + 2;
  const originY = (HEIGHT - 6 * scaleY) / 2 + between(-3, 3);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return strokes
    .map((stroke) =>
      stroke
        .map(([gx, gy], point) => {
          // Centre, shear, scale, rotate, then place; each point also wobbles a little.
          const x0 = (gx - 2 + shear * (gy - 3) + between(-0.18, 0.18)) * scaleX;
          const y0 = (gy - 3 + between(-0.18, 0.18)) * scaleY;
          const x = originX + 2 * scaleX + x0 * cos - y0 * sin;
          const y = originY + 3 * scaleY + x0 * sin + y0 * cos + Math.sin((originX + x0) / 9) * 1.5;
          return `${point === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`;
        })
        .join(''),
    )
    .join('');
}

function noiseCurve(): string {
  const y = (): string => fixed(between(2, HEIGHT - 2));
  return `M${fixed(between(0, 10))} ${y()}C${fixed(between(20, 50))} ${y()} ${fixed(between(60, 100))} ${y()} ${fixed(between(WIDTH - 10, WIDTH))} ${y()}`;
}

function path(d: string, stroke: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function captchaSvg(text: string): string {
  const parts = [...text].map((char, index) => path(glyphPath(char, index, text.length), color(15, 40), between(1.8, 2.6)));
  for (let count = 0; count < 5; count += 1) parts.push(path(noiseCurve(), color(30, 60), between(0.8, 1.8)));
  for (let count = 0; count < 30; count += 1) {
    const x = between(0, WIDTH);
    const y = between(0, HEIGHT);
    parts.push(path(`M${fixed(x)} ${fixed(y)}l0.1 0.1`, color(30, 70), between(1.2, 2.2)));
  }
  // Shuffled, so the characters are not simply the first paths.
  for (let index = parts.length - 1; index > 0; index -= 1) {
    const other = randomInt(0, index + 1);
    [parts[index], parts[other]] = [parts[other] as string, parts[index] as string];
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${color(88, 96)}"/>${parts.join('')}</svg>`
  );
}

export function captchaDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`;
}
