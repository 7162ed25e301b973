#!/usr/bin/env node
// Regenerates the host's PNG app icons from the suite mark of host/public/favicon.svg (rounded purple
// square, gold dot, white S stroke): `node scripts/make-icons.mjs [out dir, default host/public]`.
// Node built-ins only (zlib for the PNG data): signed distances with 1 px anti-aliasing, no image library.
//   favicon-32.png, icon-192.png, icon-512.png   the mark on a transparent rounded square (purpose any)
//   icon-maskable-512.png                        full opaque square, mark inside the 80 % safe zone
//   apple-touch-icon.png (180)                   full opaque square (iOS rounds it)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ACCENT = [0x6b, 0x3f, 0xd4];
const GOLD = [0xe0, 0xb8, 0x4f];
const WHITE = [255, 255, 255];

/** The S path of favicon.svg as cubic Béziers in its 64-unit box. */
const S_PATH = [
  [[43, 20.5], [40.5, 16.5], [36.5, 14.5], [31.5, 14.5]],
  [[31.5, 14.5], [25, 14.5], [20.5, 18], [20.5, 23.5]],
  [[20.5, 23.5], [20.5, 35.5], [44.5, 29], [44.5, 41]],
  [[44.5, 41], [44.5, 46.5], [39.5, 50], [32.5, 50]],
  [[32.5, 50], [26.5, 50], [22, 47.5], [19.5, 43]],
];

function flatten(segments, steps = 24) {
  const points = [];
  for (const [p0, p1, p2, p3] of segments) {
    for (let i = 0; i < steps; i += 1) {
      const t = i / (steps - 1);
      const u = 1 - t;
      const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
      points.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
    }
  }
  return points;
}
const POLYLINE = flatten(S_PATH);

function distanceToPolyline(x, y) {
  let best = Infinity;
  for (let i = 1; i < POLYLINE.length; i += 1) {
    const [ax, ay] = POLYLINE[i - 1];
    const [bx, by] = POLYLINE[i];
    const dx = bx - ax, dy = by - ay;
    const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / Math.max(dx * dx + dy * dy, 1e-9)));
    best = Math.min(best, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)));
  }
  return best;
}

const clamp01 = (value) => Math.min(1, Math.max(0, value));
const mix = (from, to, amount) => from.map((channel, i) => channel * (1 - amount) + to[i] * amount);

/** RGBA pixels of one icon. */
function render(size, { markScale = 1, fullBleed = false, opaque = false } = {}) {
  const unit = 64 / size; // svg units per pixel
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const x = (col + 0.5) * unit, y = (row + 0.5) * unit;
      let background = 1;
      if (!fullBleed) {
        const qx = Math.abs(x - 32) - 18, qy = Math.abs(y - 32) - 18;
        const sd = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - 14;
        background = clamp01(0.5 - sd / unit);
      }
      const mx = (x - 32) / markScale + 32, my = (y - 32) / markScale + 32, markUnit = unit / markScale;
      const dot = clamp01(0.5 - (Math.hypot(mx - 49, my - 15) - 6) / markUnit);
      const stroke = clamp01(0.5 - (distanceToPolyline(mx, my) - 3.5) / markUnit);
      let rgb = mix(mix(ACCENT, GOLD, dot), WHITE, stroke);
      if (opaque && !fullBleed) rgb = mix(ACCENT, rgb, background);
      const alpha = opaque ? 1 : background;
      const at = (row * size + col) * 4;
      for (let i = 0; i < 3; i += 1) pixels[at + i] = Math.round(Math.min(255, Math.max(0, rgb[i])));
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data) {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG (filter 0 on every row). */
export function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) pixels.copy(raw, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

export const ICONS = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, markScale: 0.7, fullBleed: true, opaque: true },
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.8, fullBleed: true, opaque: true },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const out = path.resolve(process.argv[2] ?? path.join(root, 'host/public'));
  for (const { file, size, ...options } of ICONS) {
    writeFileSync(path.join(out, file), encodePng(size, render(size, options)));
    console.log(`${path.relative(process.cwd(), path.join(out, file))} ${size}x${size}`);
  }
}
