// Journeys of the lottery remote (issue 5), on draws the API really schedules: /lottery lists the
// lotteries with ticking countdowns; tabs, the week-day filter and the search narrow the list; a
// one-minute draw counts down to zero and the list refreshes with the next draw; a member's
// favourite survives a reload; a launch opens the API's lobby page inside the site and its back link
// returns; a bet on a one-minute draw takes the stake, settles after the draw and shows in the
// betting record, and a bet after lock time is refused. The draws' waits skip ahead on the API's
// lottery clock (support/draw-clock.ts) instead of waiting real minutes; the last seconds run for real.
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { skipPast, skipToBeforeDraw } from '../support/draw-clock';
import { remoteArea, url } from '../support/journey';
import { ServedSuite } from '../support/suite';

/** A seeded member of the API (api/src/seed/accounts-seed.ts). */
const MEMBER = { username: 'demo_player', password: 'Demo2026pass' };

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

const board = (page: Page) => remoteArea(page, 'remote_lottery');
const cards = (page: Page) => board(page).getByRole('article');
const card = (page: Page, name: string) => board(page).getByRole('article', { name, exact: true });

async function cardNames(page: Page): Promise<string[]> {
  return (await cards(page).locator('h3').allTextContents()).map((text) => text.trim());
}

/** Waits until the list shows exactly these lotteries (the filters apply at once, the API not). */
async function expectCards(page: Page, names: string[]): Promise<void> {
  const shown = await waitFor(() => cardNames(page), (current) => JSON.stringify(current) === JSON.stringify(names)).catch(() => cardNames(page));
  expect(shown).toEqual(names);
}

async function openLottery(page: Page, path = '/lottery'): Promise<void> {
  await page.goto(url(path));
  await cards(page).first().waitFor({ timeout: 20_000 });
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** Reads `read` every `interval` ms until `done` holds for its value; returns that value. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, { timeout = 10_000, interval = 250 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

test('/lottery lists every lottery with countdowns that tick each second', async () => {
  const { page } = browser;
  await openLottery(page);
  const tabs = board(page).getByRole('tab');
  expect((await tabs.allTextContents()).map((text) => text.trim())).toEqual(['Sur', 'Centro', 'Norte', 'Rápidas', 'Populares', 'Favoritas', 'Recientes']);
  // Fifteen southern lotteries: seven in view, arrows for the rest.
  expect(await cards(page).count()).toBe(7);
  await board(page).getByRole('button', { name: 'Loterías siguientes' }).waitFor();

  const draw = cards(page).first().locator('[data-countdown="draw"]');
  const before = await textOf(draw);
  expect(before).toMatch(/^(\d+ d )?\d{2}:\d{2}:\d{2}$/);
  await waitFor(() => textOf(draw), (text) => text !== before, { timeout: 5000 });
  expect(await textOf(cards(page).first().locator('dd').nth(1))).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
});

test('tabs, the week-day filter and the name search narrow the list', async () => {
  const { page } = browser;
  await openLottery(page);
  await board(page).getByRole('radio', { name: 'Domingo' }).check();
  await expectCards(page, ['Tiền Giang', 'Kiên Giang', 'Đà Lạt']);
  await board(page).getByRole('radio', { name: 'Todos' }).check();
  await board(page).getByRole('searchbox', { name: 'Buscar lotería' }).fill('ho chi');
  await expectCards(page, ['TP. Hồ Chí Minh']);
  await board(page).getByRole('searchbox', { name: 'Buscar lotería' }).fill('');
  await board(page).getByRole('tab', { name: 'Rápidas' }).click();
  await expectCards(page, ['Lotería rápida 1 min', 'Lotería rápida 3 min', 'Lotería rápida 5 min']);
  await board(page).getByRole('tab', { name: 'Norte' }).click();
  await expectCards(page, ['Miền Bắc']);
});

test('a one-minute draw counts down to zero and the list refreshes with the next draw', async () => {
  const { page } = browser;
  // The next one-minute draw 8 s away (on the API's lottery clock); the page reads its times after the skip.
  await skipToBeforeDraw(8_000);
  await openLottery(page);
  await board(page).getByRole('tab', { name: 'Rápidas' }).click();
  const fast = card(page, 'Lotería rápida 1 min');
  const numero = fast.locator('.lot-card__numero');
  const first = await textOf(numero);
  const seen = new Set<string>();
  // The draw is 8 s away at most; the list reloads when it is due (or 7 s later if not drawn yet).
  await waitFor(
    async () => {
      seen.add(await textOf(fast.locator('[data-countdown="draw"]')));
      return textOf(numero);
    },
    (current) => current !== first,
    { timeout: 30_000, interval: 400 },
  );
  expect([...seen].some((text) => ['00:00:02', '00:00:01', 'Sorteando…'].includes(text))).toBe(true);
  // The draw that just closed is the latest result now.
  expect(await textOf(fast.locator('.lot-digits'))).toMatch(/^\d{3}$/);
  expect(await textOf(fast.locator('[data-countdown="draw"]'))).toMatch(/^00:0[01]:\d{2}$/);
}, 60_000);

async function logIn(page: Page): Promise<void> {
  // A logged-in player who opens /login is sent home: start signed out.
  await page.goto(url('/'));
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(url('/login'));
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'Usuario' }).fill(MEMBER.username);
  await form.getByLabel('Contraseña').fill(MEMBER.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await waitFor(() => page.evaluate(() => sessionStorage.getItem('account')), (account) => account === MEMBER.username, { timeout: 20_000 });
}

/** The header's balance in cents (null until it shows a figure). */
async function headerBalance(page: Page): Promise<number | null> {
  const text = (await page.locator('.acc-balance__value').textContent().catch(() => null)) ?? '';
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
}

test('a member keeps a favourite after a reload, and a launch opens the lobby inside the site with its back link', async () => {
  const { page } = browser;
  await logIn(page);

  await openLottery(page);
  await board(page).getByRole('button', { name: 'Añadir Cà Mau a favoritas' }).click();
  await board(page).getByRole('button', { name: 'Quitar Cà Mau de favoritas' }).waitFor();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('LOTTFAV'))) ?? '{}')).toEqual({ [MEMBER.username]: ['VN_CM'] });

  await page.reload();
  await cards(page).first().waitFor({ timeout: 20_000 });
  expect(await board(page).getByRole('button', { name: 'Quitar Cà Mau de favoritas' }).getAttribute('aria-pressed')).toBe('true');
  await board(page).getByRole('tab', { name: 'Favoritas' }).click();
  await expectCards(page, ['Cà Mau']);

  // The lobby opens in a frame of the site: the header stays, the URL stays on the site.
  await board(page).getByRole('button', { name: 'Jugar a Cà Mau' }).click();
  await page.waitForURL((address) => address.pathname === '/lottery' && address.searchParams.has('lobby'), { timeout: 20_000 });
  expect(new URL(new URL(page.url()).searchParams.get('lobby') ?? '').pathname).toMatch(/^\/lotto\/lobby\/[A-Za-z0-9_-]+$/);
  await page.getByRole('banner').waitFor();
  const lobby = page.frameLocator('iframe[title="Lotería: Cà Mau"]');
  expect(await textOf(lobby.getByRole('heading', { level: 1 }))).toBe('Apuestas: Cà Mau');
  const lobbyDraw = lobby.locator('[data-kind="draw"]').first();
  const before = await textOf(lobbyDraw);
  await waitFor(() => textOf(lobbyDraw), (text) => text !== before, { timeout: 5000 });

  await lobby.getByRole('link', { name: 'Volver' }).click();
  await page.waitForURL((address) => address.pathname === '/lottery' && !address.searchParams.has('lobby'));
  await board(page).getByRole('tab', { name: 'Recientes' }).click();
  await expectCards(page, ['Cà Mau']);
}, 120_000);

test('a bet on a one-minute draw takes the stake, settles after the draw and shows in the betting record; a bet after lock time is refused', async () => {
  const { page } = browser;
  await logIn(page);
  await openLottery(page);
  await board(page).getByRole('tab', { name: 'Rápidas' }).click();
  // Bets close 30 s before each draw: the next draw 57 s away leaves 27 s to place the bet.
  await skipToBeforeDraw(57_000);
  await board(page).getByRole('button', { name: 'Jugar a Lotería rápida 1 min' }).click();
  await page.waitForURL((address) => address.searchParams.has('lobby'), { timeout: 20_000 });
  const lobbyUrl = new URL(new URL(page.url()).searchParams.get('lobby') ?? '');
  const lobby = page.frameLocator('iframe[title="Lotería: Lotería rápida 1 min"]');
  await lobby.getByRole('group', { name: 'Tipo de jugada' }).getByRole('button', { name: 'Grande / pequeño' }).click();
  await lobby.getByRole('button', { name: 'Grande', exact: true }).click();
  await lobby.getByLabel('Apuesta por número').fill('2.00');
  const place = lobby.getByRole('button', { name: 'Realizar apuesta' });
  // The draw open to bets (the scheduler opens it within a second of the skip; the lobby polls every 5 s).
  await waitFor(() => place.isEnabled(), Boolean, { timeout: 20_000, interval: 500 });
  const balanceBefore = await waitFor(() => headerBalance(page), (value) => value !== null, { timeout: 20_000 });
  await place.click();
  await lobby.getByText(/^Apuesta aceptada: /).waitFor({ timeout: 20_000 });
  // The stake left the wallet: the header follows the lobby.
  await waitFor(() => headerBalance(page), (value) => value === (balanceBefore ?? 0) - 200, { timeout: 20_000 });

  // After lock time the API refuses a bet on that draw, whatever the page shows.
  const state = async () => {
    const response = await fetch(`${lobbyUrl.origin}${lobbyUrl.pathname}/state?gameCode=${lobbyUrl.searchParams.get('gameCode') ?? ''}`);
    return ((await response.json()) as { value: { draw: { numero: string; drawTime: string; lockTime: string; status: string } | null; openBets: unknown[] } }).value;
  };
  const open = await state();
  const numero = open.draw?.numero ?? '';
  expect(open.draw?.status).toBe('open');
  // The lottery's clock a second past the lock time.
  await skipPast(Date.parse(open.draw?.lockTime ?? ''), 1000);
  const late = await fetch(`${lobbyUrl.origin}${lobbyUrl.pathname}/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-late-${Date.now()}` },
    body: JSON.stringify({ gameCode: lobbyUrl.searchParams.get('gameCode'), numero, playType: 'BIG_SMALL', picks: ['BIG'], stakePerNumber: '2.00' }),
  });
  const refusal = (await late.json()) as { success: boolean; value: { code?: string } | null };
  expect(refusal.success).toBe(false);
  expect(refusal.value?.code).toBe('drawLocked');

  // The draw settles the bet: won or lost, in the lobby (its next poll) and in the betting record.
  await skipPast(Date.parse(open.draw?.drawTime ?? ''));
  const settled = lobby.locator('#settled-bets');
  await waitFor(() => textOf(settled), (text) => text.includes(numero) && /Ganada|Perdida/.test(text), { timeout: 20_000, interval: 500 });
  await page.goto(url('/member/personalHistoryCopy'));
  const record = page.locator('[data-remote="remote_member"][data-expose="./routes"]').getByRole('table');
  await waitFor(() => textOf(record), (text) => text.includes('Lotería rápida 1 min'), { timeout: 20_000 });
}, 120_000);
