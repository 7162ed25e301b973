// Live account events in a real browser on the real API (issue 25, docs/live-events.md): two tabs of one
// member share one event stream (the tab election); the operator approves a deposit with
// scripts/cashier -> both headers show the new balance within 2 s, no reload, no click; the open
// betting record shows a lottery bet placed and then settled by the API's one-minute draw (the journey
// skips to it on the API's lottery clock, support/draw-clock.ts), without a reload; a logout in one tab
// ends the stream, and the other tab of that session is signed out too.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { skipPast, skipToBeforeDraw } from '../support/draw-clock';
import { url } from '../support/journey';
import { API, bankDeposit, memberArea as centre, openRegistration, operator, register, restoreRegistration, until } from '../support/player';
import { HOST_URL } from '../support/ports';
import { ServedSuite } from '../support/suite';

const EVENTS_PATH = '/wps/member/events';
/** The one-minute lottery (API seed): bets close 30 s before each draw. */
const FAST_LOTTERY = { gameCode: 'FAST_1M', name: 'Lotería rápida 1 min', prizeMode: 'SEA' };

let suite: ServedSuite;
let browser: Browser;
let first: Page;
let second: Page;
const member = { username: `lve${Date.now().toString(36).slice(-6)}`, password: 'Live2026pass', fullName: 'LIVE TESTER' };

/** The event streams the tabs opened, and which are still open (a stream ends with its response or its abort). */
function watchStreams(context: BrowserContext) {
  const open = new Map<Request, Page | null>();
  let opened = 0;
  const isStream = (request: Request) => new URL(request.url()).pathname === EVENTS_PATH;
  context.on('request', (request) => {
    if (!isStream(request)) return;
    opened += 1;
    open.set(request, request.frame().page());
  });
  const closed = (request: Request) => void open.delete(request);
  context.on('requestfinished', closed);
  context.on('requestfailed', closed);
  return {
    opened: () => opened,
    open: () => open.size,
    openIn: (page: Page) => [...open.values()].filter((owner) => owner === page).length,
  };
}
let streams: ReturnType<typeof watchStreams>;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  streams = watchStreams(browser.context);
  await openRegistration();
});

afterAll(async () => {
  await restoreRegistration();
  await browser?.close();
  await suite?.close();
});

const header = (page: Page) => page.getByRole('banner');
const accountMenu = (page: Page) => header(page).getByRole('button', { name: `Menú de la cuenta ${member.username}` });

async function headerBalance(page: Page): Promise<string> {
  const value = header(page).locator('.acc-balance__value').first();
  return ((await value.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
}

/** Marks the document: still marked later means the page was not reloaded in between. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { liveJourney?: boolean }).liveJourney = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { liveJourney?: boolean }).liveJourney === true);

/** The member API's answer value, with the session of the page. */
async function memberCall<T>(page: Page, path: string, init: RequestInit = {}): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(API + path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  const envelope = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!envelope.success) throw new Error(`${path}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.value;
}

test('two tabs of one member hold one stream between them; an approved deposit shows in both headers within 2 s', async () => {
  first = browser.page;
  await register(first, member);
  const { depositId } = await bankDeposit(first, '500');
  expect(depositId).not.toBe('');

  // A second tab of the same session (window.open copies the tab's session storage, as "open in new tab" does).
  [second] = await Promise.all([browser.context.waitForEvent('page'), first.evaluate(() => void window.open('/', '_blank'))]);
  await accountMenu(second).waitFor({ timeout: 20000 });
  for (const page of [first, second]) await until(() => headerBalance(page), (text) => /0,00/.test(text));
  // One stream for the two tabs (the election), whichever tab holds it.
  await until(async () => streams.open(), (count) => count === 1, 10000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(streams.open()).toBe(1);
  await Promise.all([markDocument(first), markDocument(second)]);

  // The operator settles the bank transfer by hand: both headers follow within 2 s, without a click.
  expect(await operator('cashier', ['deposit', depositId, 'paid'])).toMatch(/credited|paid/i);
  const approvedAt = Date.now();
  await Promise.all([first, second].map((page) => until(() => headerBalance(page), (text) => text.includes('500,00'), 2000)));
  expect(Date.now() - approvedAt).toBeLessThan(2000);
  // The deposit page's list follows too (a 'balance' event reloads it).
  const recent = centre(first).getByRole('region', { name: 'Depósitos recientes', exact: true });
  await until(async () => (await recent.textContent()) ?? '', (text) => text.includes('Acreditado'), 3000);
  expect(await sameDocument(first)).toBe(true);
  expect(await sameDocument(second)).toBe(true);
}, 90_000);

test('the open betting record shows a lottery bet placed, then settled by the draw, without a reload', async () => {
  await second.goto(url('/member/personalHistoryCopy'));
  const record = centre(second);
  await record.getByRole('heading', { level: 1, name: 'Registro de apuestas' }).waitFor({ timeout: 20000 });
  await until(async () => (await record.getByText('No hay registros en este período').count()) + (await record.getByRole('table').count()), (found) => found > 0);
  await markDocument(second);

  // A lobby session, as the lottery page's launch makes it; then a bet on the open draw.
  const launch = await memberCall<{ content: string }>(
    first,
    `/lgw/games/launch?${new URLSearchParams({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: FAST_LOTTERY.prizeMode,
      gameCode: FAST_LOTTERY.gameCode,
      view: 'betting',
      device: 'WEB',
      backUrl: `${HOST_URL}/lottery`,
      language: 'es',
    })}`,
  );
  const lobby = new URL(launch.content, API).pathname;
  type Lobby = { draw: { numero: string; drawTime: string; status: string } | null; openBets: { betId: string }[]; settledBets: { betId: string; status: string }[] };
  const state = async () => {
    const response = await fetch(`${API}${lobby}/state?gameCode=${FAST_LOTTERY.gameCode}`);
    return ((await response.json()) as { value: Lobby }).value;
  };
  // Bets close 30 s before each draw: skip to 50 s before one (the scheduler opens it within a second).
  const drawAt = await skipToBeforeDraw(50_000);
  const open = await until(state, (value) => value.draw?.status === 'open' && Date.parse(value.draw.drawTime) === drawAt, 10_000);
  const placed = await fetch(`${API}${lobby}/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-live-${Date.now()}` },
    body: JSON.stringify({ gameCode: FAST_LOTTERY.gameCode, numero: open.draw?.numero, playType: 'BIG_SMALL', picks: ['BIG'], stakePerNumber: '2.00' }),
  });
  const { value: bet } = (await placed.json()) as { value: { bet: { betId: string } } };
  const placedAt = Date.now();

  const row = () => record.getByRole('row').filter({ hasText: FAST_LOTTERY.name }).first();
  const rowText = async () => ((await row().count()) > 0 ? ((await row().textContent()) ?? '') : '');
  await until(rowText, (text) => text.includes('Abierta'), 2000);
  expect(Date.now() - placedAt).toBeLessThan(2000);

  // Past the draw time, the API's scheduler draws within a second: the page follows within 2 s.
  await skipPast(drawAt);
  await until(state, (value) => value.settledBets.some((settled) => settled.betId === bet.bet.betId), 10_000);
  const settledAt = Date.now();
  await until(rowText, (text) => text.includes('Liquidada'), 2000);
  expect(Date.now() - settledAt).toBeLessThan(2000);
  expect(await sameDocument(second)).toBe(true);
}, 90_000);

test('a logout in one tab ends the stream, and the other tab of that session is signed out too', async () => {
  await first.goto(url('/'));
  await accountMenu(first).waitFor({ timeout: 20000 });
  await until(async () => streams.open(), (count) => count === 1, 10000);
  await markDocument(second);

  await accountMenu(first).click();
  await header(first).getByRole('button', { name: 'Cerrar sesión' }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
  await header(first).getByRole('form', { name: 'Iniciar sesión' }).waitFor({ timeout: 20000 });

  // No stream left open in either tab; the other tab's dead session is cleared (to the login page), no reload.
  await until(async () => streams.open(), (count) => count === 0, 5000);
  await until(() => second.evaluate(() => sessionStorage.getItem('token')), (token) => token === null, 5000);
  await until(() => accountMenu(second).count(), (count) => count === 0, 5000);
  expect(new URL(second.url()).pathname).toBe('/login');
  expect(await sameDocument(second)).toBe(true);
  // And nothing opens a stream again.
  const opened = streams.opened();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(streams.opened()).toBe(opened);
  expect(streams.open()).toBe(0);
}, 60_000);
