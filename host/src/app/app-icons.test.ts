import { readFileSync } from 'node:fs';
import path from 'node:path';

const PUBLIC = path.join(__dirname, '../../public');
const read = (file: string) => readFileSync(path.join(PUBLIC, file));

/** Width and height from a PNG's IHDR chunk (the file must really be a PNG). */
function pngSize(file: string): string {
  const data = read(file);
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

describe('favicon and web app icons (issue 13)', () => {
  const html = read('index.html').toString();

  it('the host page links the SVG favicon, a PNG fallback, the apple-touch icon and the manifest', () => {
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toMatch(/<link rel="icon" href="\/favicon-32.png" type="image\/png" sizes="32x32" \/>/);
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain('<link rel="manifest" href="/manifest.json" />');
    expect(read('favicon.svg').toString()).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(pngSize('favicon-32.png')).toBe('32x32');
    expect(pngSize('apple-touch-icon.png')).toBe('180x180');
  });

  it('the manifest names the suite and lists icons that exist at their stated sizes, one maskable', () => {
    const manifest = JSON.parse(read('manifest.json').toString()) as {
      name: string;
      start_url: string;
      icons: Array<{ src: string; type: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Suite', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const file = icon.src.replace(/^\//, '');
      if (icon.type === 'image/png') expect(pngSize(file)).toBe(icon.sizes);
      else expect(read(file).length).toBeGreaterThan(0);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});
