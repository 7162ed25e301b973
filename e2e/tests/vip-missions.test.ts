// VIP progress and missions from real play (issue 22) in a real browser on the real API: a new member
// deposits (the gateway's signed callback, through scripts/cashier) and plays rounds -> the VIP page
// shows the period's valid bets and deposits rising towards the next level, the home shows today's
// missions with their progress and the ones ready to collect -> the member collects a mission in the
// centre and the menu badge goes down -> the same pages in English -> scripts/ledger-check passes.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { runCommand } from '../support/commands';
import { url } from '../support/journey';
import { ROOT } from '../support/paths';
import { E2E_API_PORT } from '../support/ports';
import { ServedSuite } from '../support/suite';

const API = `http://127.0.0.1:${E2E_API_PORT}`;
const ADMIN_TOKEN = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';
const OPERATOR_ENV = { SUITE_API_URL: API, SUITE_ADMIN_TOKEN: ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
const ROUNDS = 3;

async function admin(method: string, apiPath: string, body?: unknown): Promise<unknown> {
  const response = await fetch(API + apiPath, {
    method,
    headers: { 'x-admin-token': ADMIN_TOKEN, 'x-operator': 'dev', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { success: boolean; value: unknown; message?: string };
  if (!response.ok || !envelope.success) throw new Error(`${method} ${apiPath} refused: ${response.status} ${envelope.message ?? ''}`);
  return envelope.value;
}

async function operator(script: 'cashier' | 'ledger-check', args: string[] = []): Promise<string> {
  const run = await runCommand(path.join(ROOT, 'scripts', script), args, { env: OPERATOR_ENV });
  if (run.code !== 0) throw new Error(`scripts/${script} ${args.join(' ')} exited ${run.code}: ${run.output}`);
  return run.output;
}

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 20000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > timeout) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

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
  await admin('PUT', '/admin/site/register-fields/captcha', { enabled: false });
  await admin('PUT', '/admin/site/switches/USERNAMEREG3', { enabled: true });
  await admin('DELETE', '/admin/accounts/rate-limits');
});

afterAll(async () => {
  await admin('PUT', '/admin/site/register-fields/captcha', { enabled: true }).catch(() => undefined);
  await browser?.close();
  await suite?.close();
});

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const member = (page: Page) => page.locator('[data-remote="remote_member"]');
const centre = (page: Page, name: string) => page.getByRole('dialog', { name });

async function register(page: Page): Promise<void> {
  await page.goto(url('/'));
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
    localStorage.setItem('lang', 'es');
  });
  await page.goto(url('/register'));
  const form = main(page).getByRole('form', { name: 'Registro' });
  await form.waitFor({ timeout: 20000 });
  const byUsername = form.getByRole('radio', { name: 'Con usuario' });
  if ((await byUsername.count()) > 0) await byUsername.check();
  await form.getByRole('textbox', { name: 'Nombre de usuario', exact: true }).fill(username);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByLabel('Confirmar contraseña', { exact: true }).fill(password);
  const fullName = form.getByRole('textbox', { name: 'Nombre completo', exact: true });
  if ((await fullName.count()) > 0) await fullName.fill('VIP TESTER');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL((address) => address.pathname === '/', { timeout: 20000 });
  await header(page).getByRole('button', { name: `Menú de la cuenta ${username}` }).waitFor({ timeout: 20000 });
}

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
  await register(page);

  // Before playing: nothing this period, a bar at 0 towards Bronze.
  await page.goto(url('/vip'));
  const before = await vipFigures(page, 'es');
  expect(before).toMatchObject({ turnover: 0, deposits: 0 });
  expect(await member(page).getByText('Todavía no ha subido de rango.').isVisible()).toBe(true);

  // 1. A deposit of 500.00, credited by the gateway's signed callback.
  await page.goto(url('/member/depositv2'));
  const deposits = centre(page, 'Centro de miembros');
  await deposits.getByRole('heading', { level: 1, name: 'Depósito' }).waitFor({ timeout: 20000 });
  await deposits.getByRole('radio', { name: /Transferencia bancaria \(BDO\)/ }).check();
  await deposits.getByRole('textbox', { name: 'Importe' }).fill('500');
  await deposits.getByRole('button', { name: 'Depositar' }).click();
  const result = deposits.getByRole('region', { name: 'Pedido de depósito creado', exact: true });
  await result.waitFor({ timeout: 20000 });
  const depositId = /D\d{14}/.exec((await result.textContent()) ?? '')?.[0] ?? '';
  expect(depositId).not.toBe('');
  expect(await operator('cashier', ['callback', depositId, 'paid'])).toContain('credited');

  // 2. Rounds of a slot.
  await page.goto(url('/rng'));
  const play = page.locator('[data-remote="remote_games"] ul.gms-grid').getByRole('button', { name: /^Jugar a / }).first();
  await play.waitFor({ timeout: 20000 });
  const gameName = ((await play.getAttribute('aria-label')) ?? '').replace(/^Jugar a /, '');
  await play.click();
  await page.waitForURL(/\/game\?/, { timeout: 20000 });
  const frame = page.frameLocator(`iframe[title="Juego: ${gameName}"]`);
  const spin = frame.getByRole('button', { name: 'Girar' });
  // The highest stake the game offers: the rounds move the bar towards the next level visibly.
  await until(() => spin.isEnabled(), Boolean);
  const stakes = await frame.locator('#bet option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await frame.locator('#bet').selectOption(stakes[stakes.length - 1]!);
  for (let round = 0; round < ROUNDS; round += 1) {
    await until(() => spin.isEnabled(), Boolean);
    await frame.locator('#result').evaluate((node) => (node.textContent = ''));
    await spin.click();
    await frame.locator('#result').filter({ hasText: /\S/ }).waitFor({ timeout: 15000 });
  }

  // 3. The VIP page: the period's valid bets and deposits rose, and so did the bars.
  await page.goto(url('/vip'));
  const after = await until(
    () => vipFigures(page, 'es'),
    (figures) => figures.turnover > 0,
  );
  expect(after.deposits).toBe(50000);
  expect(after.bars.length).toBeGreaterThan(0);
  expect(after.bars[0]!).toBeGreaterThan(0);
  expect(await member(page).getByRole('table', { name: 'Rangos y beneficios' }).isVisible()).toBe(true);

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
  expect(await member(page).getByRole('table', { name: 'Ranks and benefits' }).isVisible()).toBe(true);
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
  await page.goto(url('/'));
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.setItem('lang', 'es');
  });
  await page.goto(url('/vip'));
  await member(page).getByRole('table', { name: 'Rangos y beneficios' }).waitFor({ timeout: 20000 });
  expect(await member(page).getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
  expect(await member(page).getByRole('progressbar').count()).toBe(0);
});
