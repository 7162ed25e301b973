// Journey (a): every route of the suite renders its page title in the host, each remote's page comes
// from that remote's own origin, and an unknown path gets the translated not-found page. No page, in
// Spanish or English, and no account form or popup shows a raw i18n placeholder such as '{{length}}'
// (issue 26 #13).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, recordResponses, scriptsFrom, type Browser } from '../support/browser';
import { DEMO_AGENT, logInFromHeader, NOT_FOUND_TITLE, pageTitle, remoteTitle, url } from '../support/journey';
import { REMOTE_NAMES, remoteOrigin, type RemoteName } from '../support/ports';
import { ServedSuite } from '../support/suite';

const HOST_ROUTES = ['/', '/index', '/index.html', '/home', '/login', '/register', '/register.html', '/forget', '/noticePage', '/help', '/helpmc', '/down', '/__suite'];

const REMOTE_ROUTES: Record<RemoteName, string[]> = {
  remote_games: ['/rng', '/fish', '/pvp', '/live', '/sports', '/esports', '/elott', '/cockfight', '/fbsports', '/seamless', '/game'],
  remote_lottery: ['/lottery', '/vnlottery'],
  remote_member: ['/member', '/member/securityCenter', '/vip', '/pointMall', '/promotions', '/promoDetail'],
  remote_agent: ['/agent', '/agent/agentTeamOverview', '/agentHome', '/join'],
};

/**
 * Every path of the host's route table (host/src/app/paths.ts, HOST_ROUTES and REMOTE_ROUTES), read
 * as text (apps and journeys share no code); a centre's `/member/*` as its landing `/member`.
 */
function routeTablePaths(): string[] {
  const source = readFileSync(path.join(__dirname, '../../host/src/app/paths.ts'), 'utf8');
  const table = source.slice(source.indexOf('export const HOST_ROUTES'), source.indexOf('export type CentreArea'));
  return [...table.matchAll(/'(\/[^']*)'/g)].map((match) => match[1]!.replace(/\/\*$/, ''));
}

test('visits every route of the host’s route table', () => {
  const visited = [...HOST_ROUTES, ...Object.values(REMOTE_ROUTES).flat()];
  const table = routeTablePaths();
  expect(table.length).toBeGreaterThan(30);
  expect(table.filter((route) => !visited.includes(route))).toEqual([]);
});

/**
 * The page's text once it has settled (nothing busy in the open popup or else the page, or 5 s): no
 * '{{' or '}}' left by a text whose values were not given (issue 26 #13). Fails naming the place and
 * the text around it.
 */
async function expectNoPlaceholder(page: Page, where: string): Promise<void> {
  // An open popup is what is read: the page behind it may wait for it (a held session's balance).
  await page
    .waitForFunction(() => !(document.querySelector('[role="dialog"]') ?? document).querySelector('[aria-busy="true"]'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  const text = await page.evaluate(() => document.body.innerText);
  const raw = [...text.matchAll(/.{0,40}(\{\{|\}\}).{0,40}/g)].map((match) => match[0]);
  expect({ where, raw }).toEqual({ where, raw: [] });
}

let suite: ServedSuite;
let browser: Browser;
let cdp: CDPSession;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  // No HTTP cache: every page load really fetches its scripts, so the origins below are observed.
  cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The member and agent centres open only for a logged-in account of that kind; an agent opens both.
  await browser.page.goto(url('/'));
  await logInFromHeader(browser.page, DEMO_AGENT);
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
});

test.each(HOST_ROUTES)('host page %s renders its title', async (route) => {
  const { page } = browser;
  await page.goto(url(route));
  const title = await pageTitle(page);
  expect(title).not.toBe('');
  expect(title).not.toBe(NOT_FOUND_TITLE);
  expect(await page.locator('[data-remote] h1').count()).toBe(0);
  await expectNoPlaceholder(page, route);
});

const remoteCases = REMOTE_NAMES.flatMap((remote) => REMOTE_ROUTES[remote].map((route) => [route, remote] as const));

test.each(remoteCases)('%s renders the page of %s, loaded from its own origin', async (route, remote) => {
  const { page } = browser;
  const responses = recordResponses(page);
  try {
    await page.goto(url(route));
    const title = await remoteTitle(page, remote);
    expect(title).not.toBe('');
    expect(title).not.toBe(NOT_FOUND_TITLE);
    expect(await page.locator(`[data-remote="${remote}"] [data-build]`).count()).toBeGreaterThan(0);
    await expectNoPlaceholder(page, route);

    const origin = remoteOrigin(remote);
    const scripts = scriptsFrom(responses.urls(), origin);
    // The container entry and at least one chunk of the page itself.
    expect(scripts).toContain(`${origin}/remoteEntry.js`);
    expect(scripts.filter((script) => !script.endsWith('/remoteEntry.js')).length).toBeGreaterThan(0);
  } finally {
    responses.stop();
  }
});

test('a visitor who opens a centre is sent to /login instead', async () => {
  const visitor = await launchBrowser();
  try {
    await visitor.page.goto(url('/member/securityCenter'));
    await visitor.page.waitForURL((address) => address.pathname === '/login');
    // The centre opens over home for a deep link: wait until the login page has replaced it.
    await visitor.page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor({ timeout: 15000 });
    expect(await pageTitle(visitor.page)).toBe('Iniciar sesión');
    expect(await visitor.page.locator('[data-remote="remote_member"]').count()).toBe(0);
  } finally {
    await visitor.close();
  }
});

test('an unknown path shows the translated not-found page', async () => {
  const { page } = browser;
  await page.goto(url('/no-such-page/at-all'));
  expect(await pageTitle(page)).toBe(NOT_FOUND_TITLE);
  // The shell stays: the main navigation is there to get back.
  await page.getByRole('link', { name: 'Tragamonedas' }).first().waitFor();
});

test('every route of the route table shows no raw {{placeholder}} in English either', async () => {
  const { page } = browser;
  // This pass reads texts only: the HTTP cache may serve the scripts again.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  try {
    for (const route of HOST_ROUTES) {
      await page.goto(url(route), { waitUntil: 'domcontentloaded' });
      await pageTitle(page);
      await expectNoPlaceholder(page, `${route} (en)`);
    }
    for (const [route, remote] of remoteCases) {
      await page.goto(url(route), { waitUntil: 'domcontentloaded' });
      await remoteTitle(page, remote);
      await expectNoPlaceholder(page, `${route} (en)`);
    }
  } finally {
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
});

/** What a visitor reads on the account forms, to open and submit them. */
const FORM_TEXT = {
  es: {
    login: 'Entrar',
    loginTitle: 'Iniciar sesión',
    submitLogin: 'Iniciar sesión',
    bySms: 'Con SMS',
    forgot: '¿Olvidó su contraseña?',
    forgotTitle: 'Recuperar contraseña',
    sendMail: 'Enviar',
    byPhone: 'Teléfono',
    reset: 'Restablecer contraseña',
    register: 'Registrarse',
    registerTitle: 'Registro',
    createAccount: 'Crear cuenta',
    byUsername: 'Con usuario',
    close: 'Cerrar',
    username: 'Usuario',
    password: 'Contraseña',
    changeTitle: 'Cambiar contraseña',
    save: 'Guardar',
    logout: 'Cerrar sesión',
  },
  en: {
    login: 'Log in',
    loginTitle: 'Log in',
    submitLogin: 'Log in',
    bySms: 'With SMS',
    forgot: 'Forgot your password?',
    forgotTitle: 'Forgot password',
    sendMail: 'Send',
    byPhone: 'Phone',
    reset: 'Reset password',
    register: 'Register',
    registerTitle: 'Registration',
    createAccount: 'Create account',
    byUsername: 'With username',
    close: 'Close',
    username: 'Username',
    password: 'Password',
    changeTitle: 'Change password',
    save: 'Save',
    logout: 'Sign out',
  },
} as const;

test('the account popups (login, register, forgot and change password) show no raw {{placeholder}}, in Spanish and English', async () => {
  const { page } = browser;
  const viewport = page.viewportSize();
  // A visitor on a narrow screen: the header's Log in and Register buttons open the popups.
  await page.evaluate(() => sessionStorage.clear());
  await page.setViewportSize({ width: 700, height: 900 });
  try {
    for (const lang of ['es', 'en'] as const) {
      const t = FORM_TEXT[lang];
      await page.evaluate((language) => localStorage.setItem('lang', language), lang);
      await page.goto(url('/'));
      const where = (form: string) => `${form} (${lang})`;
      // Each form submitted empty too, so that its every message shows.
      await page.getByRole('button', { name: t.login, exact: true }).first().click();
      const login = page.getByRole('dialog', { name: t.loginTitle });
      await login.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expectNoPlaceholder(page, where('login popup'));
      await login.getByRole('radio', { name: t.bySms }).check();
      await login.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expectNoPlaceholder(page, where('login popup, SMS'));

      await login.getByRole('button', { name: t.forgot }).click();
      const forgot = page.getByRole('dialog', { name: t.forgotTitle });
      await forgot.getByRole('button', { name: t.sendMail, exact: true }).click();
      await expectNoPlaceholder(page, where('forgot password popup'));
      await forgot.getByRole('radio', { name: t.byPhone }).check();
      await forgot.getByRole('button', { name: t.reset, exact: true }).click();
      await expectNoPlaceholder(page, where('forgot password popup, phone'));
      await forgot.getByRole('button', { name: t.close, exact: true }).click();
      await forgot.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: t.register, exact: true }).first().click();
      const register = page.getByRole('dialog', { name: t.registerTitle });
      await register.getByRole('button', { name: t.createAccount }).click();
      await expectNoPlaceholder(page, where('register popup, mobile'));
      await register.getByRole('radio', { name: t.byUsername }).check();
      await register.getByRole('button', { name: t.createAccount }).click();
      await expectNoPlaceholder(page, where('register popup, username'));
      await register.getByRole('button', { name: t.close, exact: true }).click();
      await register.waitFor({ state: 'detached' });
    }

    // The change-password popup: after a login with the weak default password (seeded demo_weak).
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    for (const lang of ['es', 'en'] as const) {
      const t = FORM_TEXT[lang];
      await page.evaluate((language) => localStorage.setItem('lang', language), lang);
      await page.goto(url('/'));
      const header = page.getByRole('banner').getByRole('form', { name: t.loginTitle });
      await header.getByRole('textbox', { name: t.username, exact: true }).fill('demo_weak');
      await header.getByLabel(t.password, { exact: true }).fill('123456');
      await header.getByRole('button', { name: t.submitLogin, exact: true }).click();
      const change = page.getByRole('dialog', { name: t.changeTitle });
      await change.getByRole('button', { name: t.save }).waitFor({ timeout: 20000 });
      await change.getByRole('button', { name: t.save }).click();
      await expectNoPlaceholder(page, `change password popup (${lang})`);
      // Its way out (issue 26 #12): sign out, confirmed.
      await change.getByRole('button', { name: t.logout, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.logout }).click();
      await change.waitFor({ state: 'detached' });
    }
  } finally {
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
  }
});
