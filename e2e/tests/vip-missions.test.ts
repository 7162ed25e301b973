// VIP progress and missions from real play (issue 22) in a real browser on the real API: a new member
// deposits (the gateway's signed callback, through scripts/cashier) and plays rounds -> the VIP page
// shows the period's valid bets and deposits rising towards the next level, the home shows today's
// missions with their progress and the ones ready to collect -> the member collects a mission in the
// centre and the menu badge goes down -> the same pages in English -> scripts/ledger-check passes.
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import {
  freshVisit,
  highestStake,
  memberArea as member,
  openFirstSlot,
  openRegistration,
  operator,
  paidDeposit,
  register,
  restoreRegistration,
  spin,
  until,
} from '../support/player';
import { ServedSuite } from '../support/suite';

const ROUNDS = 3;

/** "P 1.234,50" / "P 1,234.50" -> 123450 cents. */
function cents(text: string | null, lang: 'es' | 'en' = 'es'): number {
  const clean = (text ?? '').replace(/\u00a0/g, ' ');
  const match = lang === 'es' ? /P\s*([\d.]+),(\d{2})/.exec(clean) : /P\s*([\d,]+)\.(\d{2})/.exec(clean);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number((match[1] ?? '').replace(/[.,]/g, '')) * 100 + Number(match[2]);
}

let suite: ServedSuite;
let browser: Browser;
const username = `vip${Date.now().toString(36).slice(-6)}`;
const password = 'Vip2026pass';

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  await openRegistration();
});

afterAll(async () => {
  await restoreRegistration();
  await browser?.close();
  await suite?.close();
});

const centre = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The VIP page's figures: the period's valid bets and deposits (cents) and the two bars' values. */
async function vipFigures(page: Page, lang: 'es' | 'en') {
  const t = lang === 'es' ? { rank: 'Su rango VIP', turnover: 'Apuesta válida del periodo', deposits: 'Depósitos del periodo' } : { rank: 'Your VIP rank', turnover: 'Valid bets this period', deposits: 'Deposits this period' };
  const panel = member(page).getByRole('region', { name: t.rank });
  await panel.waitFor({ timeout: 20000 });
  const fact = async (name: string) => cents(await panel.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').textContent(), lang);
  const bars = await panel.getByRole('progressbar').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('aria-valuenow'))));
  return { turnover: await fact(t.turnover), deposits: await fact(t.deposits), bars };
}

/** The mission entry's badge in the centre menu: the count a screen reader hears, 0 when none. */
async function missionBadge(page: Page, lang: 'es' | 'en'): Promise<number> {
  const t = lang === 'es' ? { centre: 'Centro de miembros', menu: 'Menú del centro de miembros', entry: 'Actividad de misiones', count: /(\d+) por cobrar/ } : { centre: 'Member center', menu: 'Member center menu', entry: 'Mission activity', count: /(\d+) to collect/ };
  const link = centre(page, t.centre).getByRole('navigation', { name: t.menu }).getByRole('link', { name: new RegExp(`^${t.entry}`) });
  await link.waitFor({ timeout: 20000 });
  const name = (await link.textContent()) ?? '';
  return Number(t.count.exec(name)?.[1] ?? 0);
}

test('deposit and play -> VIP and mission progress rise -> collect a mission -> the badge follows, in Spanish and English', async () => {
  const { page } = browser;
  await register(page, { username, password, fullName: 'VIP TESTER' });

  // Before playing: nothing this period, a bar at 0 towards Bronze.
  await page.goto(url('/vip'));
  const before = await vipFigures(page, 'es');
  expect(before).toMatchObject({ turnover: 0, deposits: 0 });
  // The upgrade history and the levels table load on their own, after the rank panel: wait for them.
  await member(page).getByText('Todavía no ha subido de rango.').waitFor({ timeout: 20000 });

  // 1. A deposit of 500.00, credited by the gateway's signed callback.
  await paidDeposit(page, '500');

  // 2. Rounds of a slot, at the highest stake the game offers: the rounds move the bar towards the next level visibly.
  const { frame } = await openFirstSlot(page);
  await highestStake(frame);
  for (let round = 0; round < ROUNDS; round += 1) await spin(frame);

  // 3. The VIP page: the period's valid bets and deposits rose, and so did the bars.
  await page.goto(url('/vip'));
  const after = await until(
    () => vipFigures(page, 'es'),
    (figures) => figures.turnover > 0,
  );
  expect(after.deposits).toBe(50000);
  expect(after.bars.length).toBeGreaterThan(0);
  expect(after.bars[0]!).toBeGreaterThan(0);
  await member(page).getByRole('table', { name: 'Rangos y beneficios' }).waitFor({ timeout: 20000 });

  // 4. The home: today's missions with progress from those rounds, the deposit mission ready.
  await page.goto(url('/'));
  const widget = page.getByRole('region', { name: 'Sus misiones de hoy' }).last();
  const list = widget.getByRole('list', { name: 'Sus misiones de hoy' });
  await list.waitFor({ timeout: 20000 });
  const rounds = widget.getByRole('progressbar', { name: 'Juegue 10 rondas hoy' });
  expect(Number(await rounds.getAttribute('aria-valuenow'))).toBe(ROUNDS);
  expect(await widget.getByText(/\d+ listas? para cobrar/).textContent()).toMatch(/^[1-9]/);

  // 5. The centre: the badge counts the missions to collect; collecting one brings it down.
  await page.goto(url('/member/missionLeaderboard'));
  const missions = centre(page, 'Centro de miembros');
  await missions.getByRole('heading', { level: 1, name: 'Actividad de misiones' }).waitFor({ timeout: 20000 });
  const badgeBefore = await until(() => missionBadge(page, 'es'), (count) => count > 0);
  await missions.getByRole('button', { name: /Cobrar Haga un depósito hoy/ }).click();
  await missions.getByText(/Misión «Haga un depósito hoy» cobrada/).waitFor({ timeout: 20000 });
  expect(await until(() => missionBadge(page, 'es'), (count) => count === badgeBefore - 1)).toBe(badgeBefore - 1);

  // 6. The same in English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(url('/vip'));
  const english = await vipFigures(page, 'en');
  expect(english).toMatchObject({ turnover: after.turnover, deposits: 50000 });
  await member(page).getByRole('table', { name: 'Ranks and benefits' }).waitFor({ timeout: 20000 });
  await page.goto(url('/member/missionLeaderboard'));
  await centre(page, 'Member center').getByRole('heading', { level: 1, name: 'Mission activity' }).waitFor({ timeout: 20000 });
  expect(await missionBadge(page, 'en')).toBe(badgeBefore - 1);
  await page.goto(url('/'));
  await page.getByRole('region', { name: 'Your missions today' }).last().getByRole('list', { name: 'Your missions today' }).waitFor({ timeout: 20000 });

  // 7. The books balance.
  expect(await operator('ledger-check')).toContain('OK: the ledger balances');
});

test('a visitor sees the VIP levels and a call to log in', async () => {
  const { page } = browser;
  await freshVisit(page, 'es', { keepSettings: true });
  await page.goto(url('/vip'));
  await member(page).getByRole('table', { name: 'Rangos y beneficios' }).waitFor({ timeout: 20000 });
  expect(await member(page).getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
  expect(await member(page).getByRole('progressbar').count()).toBe(0);
});
