// A player's and an operator's steps shared by the journeys on the real API: the admin API and the
// operator commands of scripts/, waiting for a value, a clean visit, registering and logging in, a
// bank-transfer deposit, a slot's rounds and the payment password of the withdrawal page.
import path from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { runCommand } from './commands';
import { url } from './journey';
import { ROOT } from './paths';
import { E2E_API_PORT } from './ports';

export const API = `http://127.0.0.1:${E2E_API_PORT}`;
export const ADMIN_TOKEN = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';
const OPERATOR_ENV = { SUITE_API_URL: API, SUITE_ADMIN_TOKEN: ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };

export type Lang = 'es' | 'en';

/** A call of the operator's admin API; its envelope's value, or the journey fails with the refusal. */
export async function admin(method: string, apiPath: string, body?: unknown): Promise<unknown> {
  const response = await fetch(API + apiPath, {
    method,
    headers: { 'x-admin-token': ADMIN_TOKEN, 'x-operator': 'dev', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: unknown; message?: string };
  if (!response.ok || !envelope.success) throw new Error(`${method} ${apiPath} refused: ${response.status} ${envelope.message ?? ''}`);
  return envelope.value;
}

/** An operator command of scripts/, as an operator runs it; fails the journey when it fails. */
export async function operator(script: 'cashier' | 'points' | 'promotions' | 'settlement' | 'ledger-check', args: string[] = []): Promise<string> {
  const run = await runCommand(path.join(ROOT, 'scripts', script), args, { env: OPERATOR_ENV });
  if (run.code !== 0) throw new Error(`scripts/${script} ${args.join(' ')} exited ${run.code}: ${run.output}`);
  return run.output;
}

/** Reads until the value passes the check; fails with the last value after `timeout` ms. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 20000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > timeout) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Lets members register by username, without a captcha, and clears the login limits the earlier
 * journeys' registrations counted (the journey's afterAll calls `restoreRegistration`).
 */
export async function openRegistration(): Promise<void> {
  await admin('PUT', '/admin/site/register-fields/captcha', { enabled: false });
  await admin('PUT', '/admin/site/switches/USERNAMEREG3', { enabled: true });
  await admin('DELETE', '/admin/accounts/rate-limits');
}

/** The captcha back on registration, whatever the journey did. */
export async function restoreRegistration(): Promise<void> {
  await admin('PUT', '/admin/site/register-fields/captcha', { enabled: true }).catch(() => undefined);
}

/** A visit in `lang` with no session (and, unless `keepSettings`, none of the site's stored settings). */
export async function freshVisit(page: Page, lang: Lang = 'es', { keepSettings = false } = {}): Promise<void> {
  await page.goto(url('/'));
  await page.evaluate(
    ([language, keep]) => {
      sessionStorage.clear();
      if (!keep) localStorage.clear();
      localStorage.setItem('lang', language);
    },
    [lang, keepSettings] as const,
  );
}

const TEXT = {
  es: {
    registerForm: 'Registro',
    withUsername: 'Con usuario',
    regUsername: 'Nombre de usuario',
    regPassword: 'Contraseña',
    regConfirm: 'Confirmar contraseña',
    fullName: 'Nombre completo',
    createAccount: 'Crear cuenta',
    loginForm: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    accountMenu: (account: string) => `Menú de la cuenta ${account}`,
  },
  en: {
    registerForm: 'Registration',
    withUsername: 'With username',
    regUsername: 'Username',
    regPassword: 'Password',
    regConfirm: 'Confirm password',
    fullName: 'Full name',
    createAccount: 'Create account',
    loginForm: 'Log in',
    username: 'Username',
    password: 'Password',
    accountMenu: (account: string) => `Account menu ${account}`,
  },
} as const;

export interface NewMember {
  username: string;
  password: string;
  /** Filled in when the form asks for it. */
  fullName?: string;
  lang?: Lang;
  /** The registration page, or a referral link. */
  path?: string;
}

/** Registers a new member by username on a clean visit and waits for home, logged in. */
export async function register(page: Page, { username, password, fullName, lang = 'es', path: address = '/register' }: NewMember): Promise<void> {
  const t = TEXT[lang];
  await freshVisit(page, lang);
  await page.goto(address.startsWith('http') ? address : url(address));
  const form = page.getByRole('main').getByRole('form', { name: t.registerForm });
  await form.waitFor({ timeout: 20000 });
  const byUsername = form.getByRole('radio', { name: t.withUsername });
  if ((await byUsername.count()) > 0) await byUsername.check();
  await form.getByRole('textbox', { name: t.regUsername, exact: true }).fill(username);
  await form.getByLabel(t.regPassword, { exact: true }).fill(password);
  await form.getByLabel(t.regConfirm, { exact: true }).fill(password);
  if (fullName !== undefined) {
    const fullNameBox = form.getByRole('textbox', { name: t.fullName, exact: true });
    if ((await fullNameBox.count()) > 0) await fullNameBox.fill(fullName);
  }
  await form.getByRole('button', { name: t.createAccount }).click();
  await page.waitForURL((address) => address.pathname === '/', { timeout: 20000 });
  await page.getByRole('banner').getByRole('button', { name: t.accountMenu(username) }).waitFor({ timeout: 20000 });
}

/** Logs in on a clean visit through the /login page and waits for the session. */
export async function logIn(page: Page, { username, password }: { username: string; password: string }, lang: Lang = 'es'): Promise<void> {
  const t = TEXT[lang];
  await freshVisit(page, lang);
  await page.goto(url('/login'));
  const form = page.getByRole('form', { name: t.loginForm });
  await form.getByRole('textbox', { name: t.username, exact: true }).fill(username);
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.loginForm, exact: true }).click();
  await until(() => page.evaluate(() => sessionStorage.getItem('account')), (account) => account === username);
}

/** The member centre's pages: the remote's routes expose, not its home widgets (mission progress, winners). */
export const memberArea = (page: Page) => page.locator('[data-remote="remote_member"][data-expose="./routes"]');

/**
 * A deposit of `amount` by bank transfer (BDO) from the centre's deposit page (Spanish): the order stays
 * pending until the gateway's callback; its id and the created order's region.
 */
export async function bankDeposit(page: Page, amount: string): Promise<{ depositId: string; result: Locator }> {
  const centre = memberArea(page);
  await page.goto(url('/member/depositv2'));
  await centre.getByRole('heading', { level: 1, name: 'Depósito' }).waitFor({ timeout: 20000 });
  await centre.getByRole('radio', { name: /Transferencia bancaria \(BDO\)/ }).check();
  await centre.getByRole('textbox', { name: 'Importe' }).fill(amount);
  await centre.getByRole('button', { name: 'Depositar' }).click();
  const result = centre.getByRole('region', { name: 'Pedido de depósito creado', exact: true });
  await result.waitFor({ timeout: 20000 });
  const depositId = /D\d{14}/.exec((await result.textContent()) ?? '')?.[0] ?? '';
  return { depositId, result };
}

/** A bank deposit of `amount` credited by the gateway's signed callback (scripts/cashier). */
export async function paidDeposit(page: Page, amount: string): Promise<string> {
  const { depositId } = await bankDeposit(page, amount);
  expect(depositId).not.toBe('');
  expect(await operator('cashier', ['callback', depositId, 'paid'])).toContain('credited');
  return depositId;
}

/** Opens the first slot of the hall at `hall` (Spanish) in the site's game frame: the game's name and its frame. */
export async function openFirstSlot(page: Page, hall = '/rng'): Promise<{ gameName: string; frame: FrameLocator }> {
  await page.goto(url(hall));
  const play = page.locator('[data-remote="remote_games"] ul.gms-grid').getByRole('button', { name: /^Jugar a / }).first();
  await play.waitFor({ timeout: 20000 });
  const gameName = ((await play.getAttribute('aria-label')) ?? '').replace(/^Jugar a /, '');
  await play.click();
  await page.waitForURL(/\/game\?/, { timeout: 20000 });
  return { gameName, frame: page.frameLocator(`iframe[title="Juego: ${gameName}"]`) };
}

/** The slot's highest stake. */
export async function highestStake(frame: FrameLocator): Promise<void> {
  await until(() => frame.getByRole('button', { name: 'Girar' }).isEnabled(), Boolean);
  const stakes = await frame.locator('#bet option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await frame.locator('#bet').selectOption(stakes[stakes.length - 1]!);
}

/** One round of the slot: its result ("Ganaste P …" or "Sin premio"). */
export async function spin(frame: FrameLocator): Promise<string> {
  const button = frame.getByRole('button', { name: 'Girar' });
  await until(() => button.isEnabled(), Boolean);
  await frame.locator('#result').evaluate((node) => (node.textContent = ''));
  await button.click();
  const result = frame.locator('#result').filter({ hasText: /\S/ });
  await result.waitFor({ timeout: 15000 });
  return (await result.textContent()) ?? '';
}

/** Sets the payment password on the centre's withdrawal page (Spanish), which then asks for an account. */
export async function setPaymentPassword(page: Page, paymentPassword: string): Promise<void> {
  const centre = memberArea(page);
  await page.goto(url('/member/withdraw'));
  await centre.getByRole('heading', { level: 1, name: 'Retiro' }).waitFor({ timeout: 20000 });
  await centre.getByLabel('Nueva contraseña de pago').fill(paymentPassword);
  await centre.getByLabel('Repita la contraseña de pago').fill(paymentPassword);
  await centre.getByRole('button', { name: 'Guardar la contraseña de pago' }).click();
  await centre.getByRole('button', { name: 'Vincular la cuenta' }).waitFor({ timeout: 20000 });
}
