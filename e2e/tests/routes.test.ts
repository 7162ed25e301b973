// Journey (a): every route of the suite renders its page title in the host, each remote's page comes
// from that remote's own origin, and an unknown path gets the translated not-found page.
import type { CDPSession } from 'playwright-core';
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
