// The points mall from real play (issue 22) in a real browser on the real API: a new member deposits
// and plays rounds -> the points balance rises -> redeems a reward with the payment password, a
// receiving address and a mobile number -> the operator approves it with scripts/points -> the redeem
// history shows it approved, in Spanish and in English -> scripts/ledger-check passes (money and points).
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
const PAYMENT_PASSWORD = 'pay2026';
const REWARD = 'Taza del club';

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

async function operator(script: 'cashier' | 'points' | 'ledger-check', args: string[] = []): Promise<string> {
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

let suite: ServedSuite;
let browser: Browser;
const username = `pts${Date.now().toString(36).slice(-6)}`;
const password = 'Points2026pass';

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  await admin('PUT', '/admin/site/register-fields/captcha', { enabled: false });
  await admin('PUT', '/admin/site/switches/USERNAMEREG3', { enabled: true });
  await admin('DELETE', '/admin/accounts/rate-limits');
  // 1 point per 0.01 of valid bet: a few rounds buy a reward.
  await operator('points', ['config', '--bet-per-point', '0.01']);
});

afterAll(async () => {
  await operator('points', ['config', '--bet-per-point', '1.00']).catch(() => undefined);
  await admin('PUT', '/admin/site/register-fields/captcha', { enabled: true }).catch(() => undefined);
  await browser?.close();
  await suite?.close();
});

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const mall = (page: Page) => page.locator('[data-remote="remote_member"]');
const centre = (page: Page) => page.getByRole('dialog', { name: 'Centro de miembros' });

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
  if ((await fullName.count()) > 0) await fullName.fill('POINTS TESTER');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL((address) => address.pathname === '/', { timeout: 20000 });
  await header(page).getByRole('button', { name: `Menú de la cuenta ${username}` }).waitFor({ timeout: 20000 });
}

/** The points balance the mall shows ("1.234 puntos" / "1,234 points"). */
async function pointsShown(page: Page): Promise<number> {
  await page.goto(url('/pointMall'));
  const balance = mall(page).getByTestId('points-balance');
  await balance.waitFor({ timeout: 20000 });
  return Number(((await balance.textContent()) ?? '').replace(/[^\d]/g, ''));
}

test('play -> points rise -> redeem with the payment password -> the operator approves -> history shows approved, in Spanish and English', async () => {
  const { page } = browser;
  await register(page);
  expect(await pointsShown(page)).toBe(0);
  expect(await mall(page).getByText('Sus puntos no caducan.').isVisible()).toBe(true);

  // 1. A deposit of 500.00, credited by the gateway's signed callback.
  await page.goto(url('/member/depositv2'));
  await centre(page).getByRole('heading', { level: 1, name: 'Depósito' }).waitFor({ timeout: 20000 });
  await centre(page).getByRole('radio', { name: /Transferencia bancaria \(BDO\)/ }).check();
  await centre(page).getByRole('textbox', { name: 'Importe' }).fill('500');
  await centre(page).getByRole('button', { name: 'Depositar' }).click();
  const created = centre(page).getByRole('region', { name: 'Pedido de depósito creado', exact: true });
  await created.waitFor({ timeout: 20000 });
  const depositId = /D\d{14}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  expect(await operator('cashier', ['callback', depositId, 'paid'])).toContain('credited');

  // 2. Rounds of a slot at its highest stake.
  await page.goto(url('/rng'));
  const play = page.locator('[data-remote="remote_games"] ul.gms-grid').getByRole('button', { name: /^Jugar a / }).first();
  await play.waitFor({ timeout: 20000 });
  const gameName = ((await play.getAttribute('aria-label')) ?? '').replace(/^Jugar a /, '');
  await play.click();
  await page.waitForURL(/\/game\?/, { timeout: 20000 });
  const frame = page.frameLocator(`iframe[title="Juego: ${gameName}"]`);
  const spin = frame.getByRole('button', { name: 'Girar' });
  await until(() => spin.isEnabled(), Boolean);
  const stakes = await frame.locator('#bet option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await frame.locator('#bet').selectOption(stakes[stakes.length - 1]!);
  for (let round = 0; round < ROUNDS; round += 1) {
    await until(() => spin.isEnabled(), Boolean);
    await frame.locator('#result').evaluate((node) => (node.textContent = ''));
    await spin.click();
    await frame.locator('#result').filter({ hasText: /\S/ }).waitFor({ timeout: 15000 });
  }

  // 3. The points balance rose with those rounds.
  const earned = await until(() => pointsShown(page), (points) => points >= 120);
  const details = mall(page);
  await details.getByRole('tab', { name: 'Detalle de puntos' }).click();
  await details.getByRole('table', { name: 'Movimientos de puntos' }).getByText('Ronda jugada').first().waitFor({ timeout: 20000 });

  // 4. A payment password, set in the centre's withdrawal page.
  await page.goto(url('/member/withdraw'));
  await centre(page).getByLabel('Nueva contraseña de pago').fill(PAYMENT_PASSWORD);
  await centre(page).getByLabel('Repita la contraseña de pago').fill(PAYMENT_PASSWORD);
  await centre(page).getByRole('button', { name: 'Guardar la contraseña de pago' }).click();
  await centre(page).getByRole('button', { name: 'Vincular la cuenta' }).waitFor({ timeout: 20000 });

  // 5. Redeem a reward: the form asks for what is missing, then sends it with the payment password.
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('button', { name: `Canjear ${REWARD}` }).click();
  const dialog = page.getByRole('dialog', { name: `Canjear ${REWARD}` });
  await dialog.getByRole('button', { name: 'Confirmar canje' }).click();
  await dialog.getByText('Escriba la dirección de entrega.').waitFor();
  await dialog.getByLabel('Dirección de entrega').fill('Calle 10 # 20-30, Bogotá');
  await dialog.getByLabel('Teléfono móvil').fill('+57 300 123 4567');
  await dialog.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirmar canje' }).click();
  await mall(page).getByText(`Canje enviado: 1 × ${REWARD}.`, { exact: false }).waitFor({ timeout: 20000 });
  expect(await until(() => pointsShown(page), (points) => points === earned - 120)).toBe(earned - 120);

  await mall(page).getByRole('tab', { name: 'Historial de canjes' }).click();
  const redeems = mall(page).getByRole('list', { name: 'Canjes' });
  await redeems.getByText('En proceso').waitFor({ timeout: 20000 });

  // 6. The operator approves it.
  const listed = await operator('points', ['list']);
  const line = listed.split('\n').find((row) => row.includes(username));
  const redeemId = /^(\d+)/.exec(line ?? '')?.[1];
  expect(redeemId).toBeDefined();
  expect(await operator('points', ['approve', redeemId!])).toContain('approved');

  // 7. The history shows it approved, in Spanish, then in English.
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('tab', { name: 'Historial de canjes' }).click();
  await mall(page).getByRole('list', { name: 'Canjes' }).getByText('Aprobado').waitFor({ timeout: 20000 });
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('heading', { name: 'Points mall' }).waitFor({ timeout: 20000 });
  await mall(page).getByRole('tab', { name: 'Redeem history' }).click();
  const english = mall(page).getByRole('list', { name: 'Redeems' });
  await english.getByText('Approved').waitFor({ timeout: 20000 });
  expect(await english.getByText('Club mug').isVisible()).toBe(true);
  expect(await mall(page).getByTestId('points-balance').textContent()).toMatch(/points$/);

  // 8. Both books balance.
  const check = await operator('ledger-check');
  expect(check).toContain('OK: the ledger balances');
  expect(check).toMatch(/points: \d+ accounts/);
});

test('a visitor sees the rewards and a call to log in', async () => {
  const { page } = browser;
  await page.goto(url('/'));
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.setItem('lang', 'es');
  });
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('list', { name: 'Recompensas' }).waitFor({ timeout: 20000 });
  expect(await mall(page).getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
  expect(await mall(page).getByText('Agotado').first().isVisible()).toBe(true);
  expect(await mall(page).getByTestId('points-balance').count()).toBe(0);
});
