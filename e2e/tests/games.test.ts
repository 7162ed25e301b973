// Journeys of the game hall (issue 4) against the API's real 10,000-game catalogue: a few letters
// find a game; vendor, minimum bet and paging live in the URL and survive reload and back; a launch
// needs a login; a member stars a game and finds it under favourites, launches it into /game, spins
// in the frame and sees the header's balance change and the game under recent; a trial account gets
// the real-account warning; the /rng jackpot grows.
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { remoteArea, url } from '../support/journey';
import { E2E_CDN_ORIGINS } from '../support/ports';
import { ServedSuite } from '../support/suite';

/** A seeded member of the API (api/src/seed/accounts-seed.ts). */
const MEMBER = { username: 'demo_player', password: 'Demo2026pass' };
const PAGE_STATUS = /^Página (\d+) de (\d+)$/;

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
});

const hall = (page: Page) => remoteArea(page, 'remote_games');
const grid = (page: Page) => hall(page).locator('ul.gms-grid');
const playButtons = (page: Page) => grid(page).getByRole('button', { name: /^Jugar a / });
const tab = (page: Page, name: string) => hall(page).getByRole('group', { name: 'Lista de juegos' }).getByRole('button', { name, exact: true });

/** Reads `read` every `interval` ms until `done` holds for its value; returns that value. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, { timeout = 15_000, interval = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** The pager's "Página n de N", once the list has settled. */
async function pageStatus(page: Page): Promise<{ page: number; total: number }> {
  await grid(page).and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 });
  const text = ((await hall(page).locator('.gms-pager__status').textContent({ timeout: 20_000 })) ?? '').trim();
  const match = PAGE_STATUS.exec(text);
  if (!match) throw new Error(`no pager status in "${text}"`);
  return { page: Number(match[1]), total: Number(match[2]) };
}

/**
 * Runs an action that changes the list and waits until the new answer is on screen: the request
 * goes out only after the screen marked the list busy, so busy=false after its response is the new
 * list. `request` picks the game-list request (its query, which always has pageNo) to wait for.
 */
async function changeList(page: Page, action: () => Promise<unknown>, request: (query: URLSearchParams) => boolean): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const requested = new URL(response.url());
    return requested.pathname.endsWith('/GCSGAME_gameList') && request(requested.searchParams);
  });
  await action();
  await answered;
  await grid(page).and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 });
}

async function waitForPage(page: Page, number: number, total?: number): Promise<void> {
  await waitFor(
    () => pageStatus(page).catch(() => ({ page: -1, total: -1 })),
    (status) => status.page === number && (total === undefined || status.total === total),
  );
}

async function names(page: Page): Promise<string[]> {
  return (await playButtons(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/^Jugar a /, ''),
  );
}

async function openHall(page: Page, path = '/rng'): Promise<void> {
  await page.goto(url(path));
  await playButtons(page).first().waitFor({ timeout: 20_000 });
}

async function logIn(page: Page): Promise<void> {
  await page.goto(url('/login'));
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'Usuario' }).fill(MEMBER.username);
  await form.getByLabel('Contraseña').fill(MEMBER.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await waitFor(() => page.evaluate(() => sessionStorage.getItem('account')), (account) => account === MEMBER.username, { timeout: 20_000 });
}

async function pressed(button: Locator): Promise<string | null> {
  return button.getAttribute('aria-pressed');
}

test('a few letters find a game among the 10,000', async () => {
  const { page } = browser;
  // A name from deep in the catalogue, so the search has to do the finding.
  await openHall(page, '/rng?pageNo=400');
  const target = (await names(page))[7] ?? '';
  expect(target).not.toBe('');

  await openHall(page);
  const all = await pageStatus(page);
  expect(all.total).toBeGreaterThan(400);

  const box = hall(page).getByLabel('Buscar por nombre');
  await box.pressSequentially(target.toLowerCase(), { delay: 40 });
  const typedAt = Date.now();
  // Shorter prefixes of the name also list it: wait for the query of the whole name, in the address too.
  await waitFor(
    () => names(page),
    (shown) => shown.includes(target) && new URL(page.url()).searchParams.get('gameName') === target.toLowerCase(),
  );
  const elapsed = Date.now() - typedAt;
  expect(new URL(page.url()).searchParams.get('gameName')).toBe(target.toLowerCase());
  for (const name of await names(page)) expect(name.toLowerCase()).toContain(target.toLowerCase());
  // Debounce (200 ms) plus one query over the catalogue: an instant feel, even on a slow CI box.
  expect(elapsed).toBeLessThan(3000);

  // Fewer letters, more games: every one of them contains the letters.
  await box.fill('');
  await box.pressSequentially('pho', { delay: 40 });
  await waitFor(() => names(page), (shown) => shown.length > 0 && shown.every((name) => name.toLowerCase().includes('pho')));
  const found = await pageStatus(page);
  expect(found.total).toBeLessThan(all.total);
});

test('vendor, minimum bet and paging stay in the URL across reload, back and forward', async () => {
  const { page } = browser;
  await openHall(page);
  const vendors = hall(page).getByRole('group', { name: 'Proveedores' });
  // More than 7 vendors: the strip has arrows.
  await vendors.getByRole('button', { name: 'Más proveedores' }).waitFor();

  await changeList(page, () => vendors.getByRole('button', { name: /Luxora Gaming/ }).click(), (query) => query.get('vassalage') === 'LUX');
  await changeList(page, () => hall(page).getByLabel('Apuesta mínima').selectOption('0.50'), (query) => query.get('minBet') === '0.50');
  expect(new URL(page.url()).search).toBe('?vassalage=LUX&minBet=0.50');
  const { total } = await pageStatus(page);
  expect(total).toBeGreaterThan(1);

  await changeList(page, () => hall(page).getByRole('button', { name: 'Última página' }).click(), (query) => query.get('pageNo') === String(total));
  await waitForPage(page, total, total);
  expect(await hall(page).getByRole('button', { name: 'Página siguiente' }).isDisabled()).toBe(true);
  const lastPageGames = await names(page);

  await changeList(page, () => page.reload(), (query) => query.get('pageNo') === String(total));
  await waitForPage(page, total, total);
  expect(await names(page)).toEqual(lastPageGames);
  expect(await pressed(hall(page).getByRole('group', { name: 'Proveedores' }).getByRole('button', { name: /Luxora Gaming/ }))).toBe('true');
  expect(await hall(page).getByLabel('Apuesta mínima').inputValue()).toBe('0.50');

  await changeList(page, () => page.goBack(), (query) => query.get('minBet') === '0.50' && query.get('pageNo') === '1');
  await waitForPage(page, 1, total);
  expect(new URL(page.url()).search).toBe('?vassalage=LUX&minBet=0.50');
  await changeList(page, () => page.goBack(), (query) => query.get('vassalage') === 'LUX' && !query.has('minBet'));
  expect(await hall(page).getByLabel('Apuesta mínima').inputValue()).toBe('');
  expect(new URL(page.url()).search).toBe('?vassalage=LUX');
  await changeList(page, () => page.goForward(), (query) => query.get('minBet') === '0.50' && query.get('pageNo') === '1');
  await changeList(page, () => page.goForward(), (query) => query.get('pageNo') === String(total));
  await waitForPage(page, total, total);

  // A new vendor starts again at page 1 without the filter.
  await changeList(
    page,
    () => hall(page).getByRole('group', { name: 'Proveedores' }).getByRole('button', { name: /Reelbit/ }).click(),
    (query) => query.get('vassalage') === 'RBT',
  );
  expect(new URL(page.url()).search).toBe('?vassalage=RBT');
  await waitForPage(page, 1);
});

test("game icons and vendor logos load from one host of the permission data's imageCDNs, kept for the session", async () => {
  const { page } = browser;
  const hosts = async (selector: string) => {
    const images = hall(page).locator(selector);
    await images.first().waitFor({ timeout: 20_000 });
    const sources = await images.evaluateAll((elements) => elements.map((element) => (element as HTMLImageElement).src));
    return new Set(sources.filter((source) => !source.startsWith('data:')).map((source) => new URL(source).origin));
  };
  await openHall(page);
  const games = await hosts('.gms-card .gms-img__el');
  expect(games.size).toBe(1);
  const [picked] = [...games];
  expect(E2E_CDN_ORIGINS).toContain(picked);
  expect(await hosts('.gms-vendor .gms-img__el')).toEqual(games);
  // The same tab after a reload: the same host, so the browser's image cache serves the icons.
  await page.reload();
  await playButtons(page).first().waitFor({ timeout: 20_000 });
  expect(await hosts('.gms-card .gms-img__el')).toEqual(games);
});

test('launching while logged out goes to /login with the message', async () => {
  const { page } = browser;
  await openHall(page);
  await playButtons(page).nth(5).click();
  await page.waitForURL(/\/login$/);
  const dialog = page.getByRole('alertdialog');
  expect(((await dialog.textContent()) ?? '').trim()).toContain('No ha iniciado sesión, por favor inicie sesión');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
});

test('a trial account gets the real-account warning for favourites', async () => {
  const page = await browser.context.newPage();
  try {
    await page.goto(url('/login'));
    await page.getByRole('form', { name: 'Iniciar sesión' }).getByRole('button', { name: 'Jugar gratis' }).click();
    await waitFor(() => page.evaluate(() => sessionStorage.getItem('isAgent')), (isAgent) => isAgent === '4', { timeout: 20_000 });
    await openHall(page);
    await grid(page).getByRole('button', { name: /^Añadir .* a favoritos$/ }).first().click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain('Esta función requiere una cuenta real');
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    expect(new URL(page.url()).pathname).toBe('/rng');
  } finally {
    await page.close();
  }
});

test('a member favourites a game, plays it in /game against the real balance, and finds it under recent', async () => {
  const { page } = browser;
  await logIn(page);
  await openHall(page, '/rng?gameName=phoenix');
  await waitFor(() => names(page), (shown) => shown.length > 0 && shown.every((name) => /phoenix/i.test(name)));
  const name = (await names(page))[2] ?? '';

  // Favourite: the star, then the favourites list.
  const star = grid(page).getByRole('button', { name: new RegExp(`^(Añadir|Quitar) ${name} (a|de) favoritos$`) });
  if ((await pressed(star)) === 'true') {
    await star.click();
    await grid(page).getByRole('button', { name: `Añadir ${name} a favoritos` }).waitFor();
  }
  await grid(page).getByRole('button', { name: `Añadir ${name} a favoritos` }).click();
  await grid(page).getByRole('button', { name: `Quitar ${name} de favoritos` }).waitFor();
  await tab(page, 'Favoritos').click();
  await waitFor(async () => new URL(page.url()).search, (search) => search === '?page=fav');
  await waitFor(() => names(page), (shown) => shown.includes(name));

  // Launch: the API's game page in the frame, with the bar to close it.
  const balance = page.locator('.acc-balance__value');
  const before = await waitFor(async () => ((await balance.textContent()) ?? '').trim(), (text) => /\d/.test(text));
  await grid(page).getByRole('button', { name: `Jugar a ${name}` }).click();
  await page.waitForURL(/\/game\?/, { timeout: 20_000 });
  const gameUrl = new URL(new URL(page.url()).searchParams.get('url') ?? '');
  expect(gameUrl.pathname).toMatch(/^\/wps\/static\/play\//);
  // The game page opens on the session's launch host (launchGameCDNs: the API's origin or its alias).
  expect(E2E_CDN_ORIGINS).toContain(gameUrl.origin);
  expect(await hall(page).getByRole('group', { name: 'Juego abierto' }).textContent()).toContain(name);
  const frame = page.frameLocator(`iframe[title="Juego: ${name}"]`);
  await frame.getByRole('heading', { name }).waitFor({ timeout: 20_000 });

  // A spin moves the real balance, and the header follows without a reload.
  await frame.getByRole('button', { name: 'Girar' }).click();
  await frame.locator('#result').filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
  const inFrame = ((await frame.locator('#balance').textContent()) ?? '').replace(/[^\d]/g, '');
  const after = await waitFor(async () => ((await balance.textContent()) ?? '').trim(), (text) => text.replace(/[^\d]/g, '') === inFrame);
  expect(after).not.toBe(before);

  // Close: back to the favourites list; the game is now under recent.
  await hall(page).getByRole('button', { name: 'Cerrar el juego y volver' }).click();
  await page.waitForURL(/\/rng\?page=fav$/);
  await tab(page, 'Recientes').click();
  await waitFor(() => names(page), (shown) => shown[0] === name);

  // Remove the favourite again.
  await tab(page, 'Favoritos').click();
  await grid(page).getByRole('button', { name: `Quitar ${name} de favoritos` }).click();
  await waitFor(() => names(page), (shown) => !shown.includes(name));
});

test('the /rng jackpot grows by 165.11 every 3 seconds', async () => {
  const { page } = browser;
  await page.goto(url('/rng'));
  const amount = hall(page).getByTestId('jackpot-amount');
  const cents = async () => Number(((await amount.textContent()) ?? '').replace(/[^\d]/g, ''));
  const first = await waitFor(cents, (value) => value > 0);
  const next = await waitFor(cents, (value) => value !== first, { timeout: 5000 });
  expect((next - first) % 16511).toBe(0);
  expect(next).toBeGreaterThan(first);
});
