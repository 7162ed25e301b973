// Issue 27, a header that fits: a member with a balance above 1,000,000 (eleven bank deposits of
// 100,000.00 the payment gateway confirms, scripts/cashier) and recent games (six slots launched).
// In Spanish and English, at 1280x800 and 1366x900, the navigation is one row and its More menu holds
// exactly what does not fit (opened, it lists those links; Escape closes it); at 1024 px, where More is
// needed, the header passes axe with the menu open in both themes; the right rail's every link and button
// can be brought into a 1366x768 window (and a 1366x900 one), the last one by Tab too; the header shows the
// balance compactly ("P 1,10 M"), the full amount in its title and its accessible text, the member
// centre in full; no page scrolls sideways at 360, 390, 768, 1024 and 1366 px.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import { API, openRegistration, operator, register, restoreRegistration, until, type Lang } from '../support/player';
import { ServedSuite } from '../support/suite';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MEMBER = { username: `fit${Date.now().toString(36).slice(-6)}`, password: 'Fit2026pass' };
/** Eleven deposits of the bank channel's maximum: 1,100,000.00. */
const DEPOSITS = 11;
const DEPOSIT = '100000.00';
const NBSP = '\u00a0';
const BALANCE = {
  es: { full: `P${NBSP}1.100.000,00`, compact: `P${NBSP}1,10${NBSP}M`, label: 'Saldo', centre: 'Saldo de la cuenta', more: 'Más' },
  en: { full: `P${NBSP}1,100,000.00`, compact: `P${NBSP}1.10M`, label: 'Balance', centre: 'Account balance', more: 'More' },
} as const;
const LANGS: readonly Lang[] = ['es', 'en'];

let suite: ServedSuite;
let browser: Browser;

const banner = (page: Page) => page.getByRole('banner');
/** Two frames: a resize's media queries, React's re-render and the bar's measurement (a ResizeObserver) have landed. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** A call of the player API with the member's session token, as the site makes it. */
async function playerCall<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(API + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'es',
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!envelope.success) throw new Error(`${method} ${path} refused: ${response.status} ${envelope.message ?? ''}`);
  return envelope.value;
}

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  await openRegistration();
  const { page } = browser;
  await register(page, MEMBER);
  for (let index = 0; index < DEPOSITS; index += 1) {
    const order = await playerCall<{ orderId: string }>(page, 'POST', '/wps/cashier/deposit', { channelId: 'bank-bdo', amount: DEPOSIT });
    expect(await operator('cashier', ['callback', order.orderId, 'paid'])).toContain('credited');
  }
  const slots = await playerCall<{ games: Array<{ vassalage: string; gameCode: string; isGame: boolean }> }>(
    page,
    'GET',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=15',
  );
  for (const game of slots.games.filter((entry) => entry.isGame).slice(0, 6)) {
    const query = new URLSearchParams({ vassalage: game.vassalage, gameCode: game.gameCode, gameType: 'RNG', language: 'es' });
    await playerCall(page, 'GET', `/wps/game/launchGame?${query}`);
  }
}, 120000);

afterAll(async () => {
  await restoreRegistration();
  await browser?.close();
  await suite?.close();
});

/**
 * Home in `lang` at `size`, the balance shown and, from 768 px (the desktop header), the menus' providers
 * in the bar (each category has its toggle).
 */
async function home(page: Page, lang: Lang, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate((language) => localStorage.setItem('lang', language), lang);
  await page.goto(url('/'));
  if (size.width >= 768) await page.locator('.main-nav--bar .nav-item__toggle').first().waitFor({ state: 'attached', timeout: 20000 });
  await banner(page).getByRole('status', { name: BALANCE[lang].label }).filter({ hasText: 'P' }).waitFor({ timeout: 20000 });
  await settle(page);
}

interface Row {
  /** Entries in the row: label, top and bottom, and whether it ends inside the row. */
  shown: Array<{ label: string; top: number; bottom: number; inside: boolean }>;
  /** Labels of the entries moved out of the row. */
  out: string[];
  rowHeight: number;
}

/** The bar as the player sees it: which entries show (visible), where, and which do not. */
function readRow(page: Page): Promise<Row> {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.main-nav--bar .main-nav__list')!;
    const row = list.getBoundingClientRect();
    const entries = [...list.children].filter((entry) => !entry.classList.contains('main-nav__more')) as HTMLElement[];
    const label = (entry: HTMLElement) => entry.querySelector('.nav-item__link')?.textContent?.trim() ?? '';
    const visible = (entry: HTMLElement) => getComputedStyle(entry).visibility === 'visible';
    const more = list.querySelector<HTMLElement>('.main-nav__more')!;
    return {
      shown: [...entries.filter(visible), ...(visible(more) ? [more] : [])].map((entry) => {
        const box = entry.getBoundingClientRect();
        return { label: label(entry), top: Math.round(box.top), bottom: Math.round(box.bottom), inside: box.left >= row.left - 0.5 && box.right <= row.right + 0.5 };
      }),
      out: entries.filter((entry) => !visible(entry)).map(label),
      rowHeight: Math.round(row.height),
    };
  });
}

describe('the navigation is one row', () => {
  for (const lang of LANGS) {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1366, height: 900 },
    ]) {
      test(`at ${size.width}x${size.height} in ${lang.toUpperCase()}, what does not fit in the More menu`, async () => {
        const { page } = browser;
        await home(page, lang, size);
        const row = await readRow(page);
        // One row: every shown entry at the same top, inside the row, and the row one entry tall.
        expect(new Set(row.shown.map((entry) => entry.top)).size).toBe(1);
        expect(row.shown.filter((entry) => !entry.inside)).toEqual([]);
        expect(row.rowHeight).toBeLessThanOrEqual(row.shown[0]!.bottom - row.shown[0]!.top + 1);
        const nav = banner(page).getByRole('navigation', { name: lang === 'es' ? 'Navegación principal' : 'Main navigation' });
        const more = nav.getByRole('button', { name: BALANCE[lang].more, exact: true });
        if (row.out.length === 0) {
          expect(await more.count()).toBe(0);
          return;
        }
        // The More menu holds exactly the entries out of the row, as links; Escape closes it.
        expect(row.shown.at(-1)!.label).toBe(BALANCE[lang].more);
        await more.click();
        expect(await more.getAttribute('aria-expanded')).toBe('true');
        const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
        expect(await menu.getByRole('link').allTextContents()).toEqual(row.out);
        await page.keyboard.press('Escape');
        expect(await more.getAttribute('aria-expanded')).toBe('false');
      });
    }
  }

  test('at 1024 px the More menu opens, leads to its page by keyboard, and the header passes axe open, in both themes', async () => {
    const { page } = browser;
    for (const [lang, theme] of [
      ['es', 'light'],
      ['en', 'dark'],
    ] as const) {
      await home(page, lang, { width: 1024, height: 768 });
      const themeSwitch = banner(page).getByRole('switch', { name: /^(Tema|Theme)$/ });
      if ((await themeSwitch.getAttribute('aria-checked')) !== String(theme === 'dark')) await themeSwitch.click();
      const row = await readRow(page);
      expect(row.out.length).toBeGreaterThan(0);
      expect(new Set(row.shown.map((entry) => entry.top)).size).toBe(1);
      const more = banner(page).getByRole('button', { name: BALANCE[lang].more, exact: true });
      await more.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      const first = page.locator(`[id="${await more.getAttribute('aria-controls')}"] a`).first();
      await until(() => first.evaluate((link) => link === document.activeElement), Boolean, 5000);
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
      const results: AxeResults = await page.evaluate(() =>
        (window as unknown as { axe: typeof import('axe-core') }).axe.run(
          { include: [['header']] },
          { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] },
        ),
      );
      const blocking = results.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
      expect([lang, theme, blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)]).toEqual([lang, theme, []]);
      const target = (await first.getAttribute('href'))!;
      await page.keyboard.press('Enter');
      await page.waitForURL((address) => address.pathname === target);
      expect(await more.getAttribute('aria-expanded')).toBe('false');
    }
    await banner(page).getByRole('switch', { name: 'Theme' }).click();
  });
});

describe('the right rail', () => {
  for (const height of [768, 900]) {
    test(`fits a 1366x${height} window: every link and button of it can be brought into view, the last one by Tab too`, async () => {
      const { page } = browser;
      await home(page, 'es', { width: 1366, height });
      const rail = page.getByRole('complementary', { name: 'Menú lateral' });
      await rail.getByRole('list').first().getByRole('link').first().waitFor({ timeout: 20000 });
      const box = (await rail.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      const controls = rail.locator('a[href], button:not([disabled])');
      const count = await controls.count();
      expect(count).toBeGreaterThanOrEqual(10);
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        await control.scrollIntoViewIfNeeded();
        const place = (await control.boundingBox())!;
        // Inside the window, and what the window shows there is this control (not covered).
        expect([index, place.y >= 0 && place.y + place.height <= height]).toEqual([index, true]);
        expect(
          await control.evaluate((element) => {
            const { left, top, width, height: tall } = element.getBoundingClientRect();
            const hit = document.elementFromPoint(left + width / 2, top + tall / 2);
            return hit !== null && (hit === element || element.contains(hit));
          }),
        ).toBe(true);
      }
      // By keyboard: the rail scrolls to the focused control.
      await rail.evaluate((element) => element.scrollTo(0, 0));
      const last = controls.last();
      await last.focus();
      const focused = (await last.boundingBox())!;
      expect(focused.y + focused.height).toBeLessThanOrEqual(height);
    });
  }
});

describe('a balance above 1,000,000', () => {
  for (const lang of LANGS) {
    test(`shows compactly in the header, in full in its title, its accessible text and the member centre (${lang.toUpperCase()})`, async () => {
      const { page } = browser;
      const text = BALANCE[lang];
      const spaced = (value: string) => value.replace(/\s+/g, ' ');
      // The desktop header and the phone's.
      for (const width of [1366, 390]) {
        await home(page, lang, { width, height: 900 });
        const balance = banner(page).getByRole('status', { name: text.label });
        expect(await balance.getAttribute('title')).toBe(text.full);
        expect(await balance.locator('[aria-hidden="true"]').textContent()).toBe(text.compact);
        // What a screen reader reads: the full amount only.
        const spoken = spaced(await balance.ariaSnapshot());
        expect(spoken).toContain(spaced(text.full));
        expect(spoken).not.toContain(spaced(text.compact));
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(url('/member'));
      const centre = page.getByRole('dialog').getByRole('group', { name: text.centre });
      await centre.getByRole('status').filter({ hasText: text.full }).waitFor({ timeout: 20000 });
      expect(await centre.getByRole('status').getAttribute('title')).toBeNull();
    });
  }
});

test('no page scrolls sideways at 360, 390, 768, 1024 and 1366 px with the large balance', async () => {
  const { page } = browser;
  const problems: string[] = [];
  for (const lang of LANGS) {
    await page.evaluate((language) => localStorage.setItem('lang', language), lang);
    for (const route of ['/', '/rng', '/promotions', '/lottery']) {
      await page.goto(url(route));
      await page.locator('h1').first().waitFor({ timeout: 20000 });
      for (const width of [360, 390, 768, 1024, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (sideways > 0) problems.push(`${route} ${lang} at ${width} px: ${sideways} px too wide`);
      }
    }
  }
  expect(problems).toEqual([]);
});
