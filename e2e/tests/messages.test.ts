// Platform information (messageV2): an operator message arrives -> the centre's badge counts it ->
// opening it clears it -> deleting it removes it. The deposit and withdrawal notices of the money
// journey land in the same inbox.
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import { E2E_API_PORT } from '../support/ports';
import { ServedSuite } from '../support/suite';

const API = `http://127.0.0.1:${E2E_API_PORT}`;
const ADMIN_TOKEN = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';
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

async function sendMessage(title: string, content: string): Promise<void> {
  const response = await fetch(`${API}/admin/members/messages`, {
    method: 'POST',
    headers: { 'x-admin-token': ADMIN_TOKEN, 'x-operator': 'dev', 'content-type': 'application/json' },
    body: JSON.stringify({ account: MEMBER.username, title, content }),
  });
  if (!response.ok) throw new Error(`sending a message failed: ${response.status} ${await response.text()}`);
}

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 15000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > timeout) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const centre = (page: Page) => page.locator('[data-remote="remote_member"]');
const inboxLink = (page: Page) => centre(page).getByRole('navigation').getByRole('link', { name: /^Información de la plataforma/ });
/** The unread count the menu's badge announces (0 when there is no badge). */
const badgeCount = async (page: Page) => Number(/(\d+) sin leer/.exec((await inboxLink(page).textContent()) ?? '')?.[1] ?? 0);

test('an operator message raises the badge; reading it clears it; deleting it removes it', async () => {
  const { page } = browser;
  await page.goto(url('/'));
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
    localStorage.setItem('lang', 'es');
  });
  await page.goto(url('/login'));
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'Usuario' }).fill(MEMBER.username);
  await form.getByLabel('Contraseña').fill(MEMBER.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await until(() => page.evaluate(() => sessionStorage.getItem('account')), (account) => account === MEMBER.username, 20000);

  await page.goto(url('/member/messageV2'));
  await centre(page).getByRole('heading', { level: 1, name: 'Información de la plataforma' }).waitFor({ timeout: 20000 });
  const before = await until(() => badgeCount(page), () => true);

  const title = `Aviso ${Date.now().toString(36)}`;
  await sendMessage(title, 'Mantenimiento el domingo de 02:00 a 04:00.\nGracias.');
  await page.reload();
  await until(() => badgeCount(page), (count) => count === before + 1);

  const open = centre(page).getByRole('button', { name: new RegExp(`^${title}`) });
  await open.click();
  await centre(page).getByText('Mantenimiento el domingo de 02:00 a 04:00.').waitFor();
  await until(() => badgeCount(page), (count) => count === before);

  await centre(page).getByRole('button', { name: `Eliminar «${title}»` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await centre(page).getByText(`Mensaje «${title}» eliminado.`).waitFor();
  expect(await centre(page).getByRole('button', { name: new RegExp(`^${title}`) }).count()).toBe(0);
  expect(await badgeCount(page)).toBe(before);

  // The centre is a panel over the page: its close button returns there (home, for a direct visit);
  // signing out then ends on home (spec 1 §4), not on /login.
  const panel = page.locator('.centre-overlay');
  await panel.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
  await panel.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: `Menú de la cuenta ${MEMBER.username}` }).click();
  await banner.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
  await banner.getByRole('form', { name: 'Iniciar sesión' }).waitFor({ timeout: 20000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(new URL(page.url()).pathname).toBe('/');
});
