// Issue 25, installable shell: the web app manifest meets the browsers' installability rules (name,
// start_url, display, icons of 192 and 512 px with a maskable one) and matches the light theme, the
// page links it with a theme colour for each scheme, the host registers a service worker (its fetch
// handler: sw-routes.test.ts) and the offline page works under a CSP without inline scripts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HOST = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(HOST, file));
const pngSize = (file: string) => {
  const data = read(file);
  expect(data.subarray(1, 4).toString()).toBe('PNG');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
};

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; type: string; sizes: string; purpose?: string }>;
}

describe('installable shell (issue 25)', () => {
  const manifest = JSON.parse(read('public/manifest.json').toString()) as Manifest;
  const manifestEn = JSON.parse(read('public/manifest.en.json').toString()) as Manifest;
  const html = read('public/index.html').toString();

  it('the manifest has what installability needs', () => {
    expect(manifest.name).toBe('Suite');
    expect(manifest.short_name).toBe('Suite');
    expect(manifest.lang).toBe('es');
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of png) expect([icon.src, pngSize(path.join('public', icon.src))]).toEqual([icon.src, icon.sizes]);
    const any = png.filter((icon) => !icon.purpose || icon.purpose.split(' ').includes('any'));
    expect(any.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((icon) => icon.purpose?.split(' ').includes('maskable') && icon.sizes === '512x512')).toBe(true);
  });

  it('the English manifest is the same app in English; the Spanish one stays the default', () => {
    const { lang, description, ...app } = manifest;
    const { lang: langEn, description: descriptionEn, ...appEn } = manifestEn;
    // Same id, start_url, scope, display, names, icons and colours: one app, two languages.
    expect(appEn).toEqual(app);
    expect([lang, description]).toEqual(['es', 'Casino, deportes y lotería']);
    expect([langEn, descriptionEn]).toEqual(['en', 'Casino, sports and lottery']);
    expect(html).toContain('<link rel="manifest" href="/manifest.json" />');
    expect(html).not.toContain('manifest.en.json');
  });

  it('its colours are the light theme (page background, header band) and the page has one per scheme', () => {
    const light = /:root \{[^}]*--suite-bg: (#[0-9a-f]{6});[^}]*--suite-surface: (#[0-9a-f]{6});/.exec(html);
    const dark = /:root\[data-theme='dark'\] \{[^}]*--suite-surface: (#[0-9a-f]{6});/.exec(html);
    expect(manifest.background_color).toBe(light?.[1]);
    expect(manifest.theme_color).toBe(light?.[2]);
    expect(html).toContain(`<meta name="theme-color" content="${light?.[2]}" media="(prefers-color-scheme: light)" />`);
    expect(html).toContain(`<meta name="theme-color" content="${dark?.[1]}" media="(prefers-color-scheme: dark)" />`);
    expect(html).toContain('<link rel="manifest" href="/manifest.json" />');
  });

  it('the host registers /sw.js from its entry', () => {
    expect(read('src/index.ts').toString()).toMatch(/^registerServiceWorker\(\);$/m);
    expect(read('src/features/pwa/register-service-worker.ts').toString()).toContain("register('/sw.js')");
    expect(read('sw/sw-main.js').toString()).toContain("self.addEventListener('fetch'");
  });

  it('the offline page has a Retry button and only an external script', () => {
    const offline = read('public/offline.html').toString();
    expect(offline).toContain('<script src="/offline.js" defer></script>');
    expect(offline).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(offline).toMatch(/<button type="button" id="offline-retry">Reintentar<\/button>/);
    expect(offline).toContain('Sin conexión');
    expect(read('public/offline.js').toString()).toContain("'You are offline'");
  });
});
