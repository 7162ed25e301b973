// Journeys of the host shell (issue 3): the home page with header, navigation built from the API's
// game menus, notice bar and footer; a notice holding a script runs nothing and its broken image ends
// as the error image (spec 1 §8); theme and language survive a reload; the maintenance and
// region-blocked pages (switched with the operator's admin route).
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import { E2E_API_PORT } from '../support/ports';
import { ServedSuite } from '../support/suite';

const API = `http://127.0.0.1:${E2E_API_PORT}`;
const ADMIN_TOKEN = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';

interface Envelope<T> {
  success: boolean;
  value: T;
}
interface MenuVendor {
  vassalage: string;
  displayName: string;
  isHot: 0 | 1;
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(API + path, { headers: { 'accept-language': 'es' } });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path} refused`);
  return envelope.value;
}

/** The operator's switch (what scripts/system-status does). */
async function setStatus(change: { maintenance: boolean; maintenanceEndTime?: string | null; regionRestriction?: boolean; blockedCountries?: string[] }) {
  const response = await fetch(`${API}/admin/system/status`, {
    method: 'PUT',
    headers: { 'x-admin-token': ADMIN_TOKEN, 'x-operator': 'dev', 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`admin status change refused: ${response.status} ${await response.text()}`);
}

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  suite = await ServedSuite.start();
  // The notices line scrolls and focus pauses it: motion as most players have it.
  browser = await launchBrowser({ motion: 'no-preference' });
});

afterAll(async () => {
  await setStatus({ maintenance: false, regionRestriction: false }).catch(() => undefined);
  await browser?.close();
  await suite?.close();
});

/** In the page: the image is the error image (a data: SVG), loaded and drawn. */
function brokenImageReplaced(selector: string): boolean {
  const image = document.querySelector<HTMLImageElement>(selector);
  return Boolean(image?.src.startsWith('data:image/svg+xml') && image.complete && image.naturalWidth > 0);
}

/** A fresh visit: no stored language, theme or cached platform data. */
async function freshHome(): Promise<void> {
  const { page } = browser;
  await page.goto(url('/'));
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(url('/'));
}

test('the home page shows the header, the providers of the API in the navigation, the notice bar and the footer', async () => {
  const { page } = browser;
  const menus = await apiGet<Array<{ gameType: string; vendors: MenuVendor[] }>>('/lgw/games/game_menus?language=es');
  const rng = menus.find((menu) => menu.gameType === 'RNG')?.vendors ?? [];
  expect(rng.length).toBeGreaterThan(0);
  await freshHome();

  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Suite', exact: true }).waitFor();
  expect(await header.locator('time').textContent()).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await header.getByRole('switch', { name: 'Tema' }).waitFor();
  await header.getByRole('combobox', { name: 'Idioma' }).waitFor();

  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  const toggle = nav.getByRole('button', { name: 'Proveedores de Tragamonedas' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const menu = page.locator(`#${(await toggle.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  const first = await menu.getByRole('link').first().textContent();
  expect(first).toBe('Todos');
  const provider = rng[0]!;
  const providerLink = menu.getByRole('link', { name: provider.displayName });
  await providerLink.waitFor();
  if (provider.isHot === 1) expect(await providerLink.textContent()).toContain('Popular');
  await page.keyboard.press('Escape');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');

  const bar = page.getByRole('region', { name: 'Avisos' });
  await bar.getByRole('button', { name: 'Mantenimiento programado el domingo' }).waitFor();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('navigation', { name: 'Productos' }).getByRole('link', { name: 'Tragamonedas' }).waitFor();
  await footer.getByText(/Malta Gaming Authority/).waitFor();
  // A new visitor has no recent games: the side menu says so and offers the slots hall.
  const sideMenu = page.getByRole('complementary', { name: 'Menú lateral' });
  await sideMenu.getByText('Aún no hay juegos recientes').waitFor();
  await sideMenu.getByRole('link', { name: 'Ver tragamonedas' }).waitFor();

  // A provider choice goes to its hall with the vendor and records it as the current game.
  await toggle.click();
  await menu.getByRole('link', { name: provider.displayName }).click();
  await page.waitForURL(`**/rng?vassalage=${encodeURIComponent(provider.vassalage)}`);
  expect(await page.evaluate(() => sessionStorage.getItem('gameVendor'))).toBe(provider.vassalage);
});

test('a notice holding a script tag and an onerror handler runs nothing (keyboard, ES)', async () => {
  const { page } = browser;
  await freshHome();
  const title = page.getByRole('region', { name: 'Avisos' }).getByRole('button', { name: 'Mantenimiento programado el domingo' });
  await title.waitFor();
  // Focus pauses the scrolling line; Enter opens the modal at that notice.
  await title.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Avisos' });
  await dialog.getByText('algunos proveedores no estarán disponibles').waitFor();
  expect(await dialog.locator('script').count()).toBe(0);
  expect(await dialog.locator('[onerror]').count()).toBe(0);
  // Give the broken image time to fail to load.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __noticeXss?: boolean }).__noticeXss)).toBeUndefined();
  // Spec 1 §8 (issue 26 #15): after its attempts the broken image is the error image, its alt kept,
  // drawn (not the browser's broken-image icon).
  await page.waitForFunction(brokenImageReplaced, '[role="dialog"] img[alt="aviso"]', { timeout: 10000 });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.goto(url('/noticePage'));
  await page.getByRole('heading', { level: 2, name: 'Mantenimiento programado el domingo' }).waitFor();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __noticeXss?: boolean }).__noticeXss)).toBeUndefined();
  await page.waitForFunction(brokenImageReplaced, '.notice-page img[alt="aviso"]', { timeout: 10000 });
});

test('the same notice in English, with reduced motion, runs nothing either', async () => {
  const { page } = browser;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await freshHome();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: 'Scheduled maintenance on Sunday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await dialog.getByText('some providers will be unavailable').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __noticeXss?: boolean }).__noticeXss)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Close' }).click();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
});

test('theme and language persist across reloads', async () => {
  const { page } = browser;
  await freshHome();
  const theme = page.getByRole('switch', { name: 'Tema' });
  expect(await theme.getAttribute('aria-checked')).toBe('false');
  await theme.click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true }).waitFor();

  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Slots', exact: true }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
  expect(await page.getByRole('switch', { name: 'Theme' }).getAttribute('aria-checked')).toBe('true');
  expect(await page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.lang])).toEqual(['dark', 'en']);

  // Back to the defaults, which also persist.
  await page.getByRole('switch', { name: 'Theme' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.reload();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Tragamonedas', exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
});

test('maintenance and region-blocked pages, maintenance winning, then the site again', async () => {
  const { page } = browser;
  const until = '2030-06-01T10:30:00.000Z';
  try {
    await setStatus({ maintenance: true, maintenanceEndTime: until });
    await freshHome();
    await page.getByRole('heading', { level: 1, name: 'Sitio en mantenimiento' }).waitFor();
    const end = page.locator(`time[datetime="${until}"]`);
    expect(await end.textContent()).toMatch(/2030/);
    await page.getByRole('button', { name: 'Atención al cliente' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Site under maintenance' }).waitFor();
    await page.getByRole('button', { name: 'Customer service' }).waitFor();

    // Region restriction on as well: maintenance still wins.
    await setStatus({ maintenance: true, maintenanceEndTime: until, regionRestriction: true, blockedCountries: ['*'] });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Site under maintenance' }).waitFor();

    await setStatus({ maintenance: false });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Access restricted' }).waitFor();
    const ip = (await apiGet<{ ip: string }>('/wps/system/status')).ip;
    await page.getByText(ip, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Customer service' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Acceso restringido' }).waitFor();
  } finally {
    await setStatus({ maintenance: false, regionRestriction: false });
  }
  await page.reload();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Tragamonedas', exact: true }).waitFor();
});
