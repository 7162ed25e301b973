// Issue 11, browser side: the host's page and every remote's page carry a Content-Security-Policy
// that allows exactly the suite's origins (from the remotes.json and config.json the host serves),
// frame-ancestors 'self', Referrer-Policy, Permissions-Policy and nosniff; HSTS only over https; the
// policy follows a swap-remote at once; and a visit through every remote breaks no directive (the
// collector in support/csp-violations.ts, which fails every journey file on any violation, is
// proved to catch one here).
import { launchBrowser, type Browser } from '../support/browser';
import { takeCspViolations } from '../support/csp-violations';
import { logInFromHeader, remoteTitle, url, visitEveryRemote } from '../support/journey';
import { E2E_CDN_ORIGINS, E2E_GAMES_V2_PORT, HOST_URL, REMOTE_NAMES, remoteOrigin } from '../support/ports';
import { defaultRemotes, ServedSuite } from '../support/suite';

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

/** The CSP as directive -> sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

async function head(target: string, headers: Record<string, string> = {}): Promise<Headers> {
  const response = await fetch(target, { headers });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return response.headers;
}

const remoteOrigins = REMOTE_NAMES.map(remoteOrigin);

test('the host page (any route) has a CSP of exactly the suite origins and the other security headers', async () => {
  for (const path of ['/', '/member/withdraw', '/index.html']) {
    const headers = await head(url(path));
    const csp = parseCsp(headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect([...(csp.get('script-src') ?? [])].sort()).toEqual(["'self'", ...remoteOrigins].sort());
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', ...remoteOrigins]));
    // Game and lottery lobby pages come from the API through the host's own origin (apiBaseUrl ''), or
    // from the picked host of the permission data's CDN lists (the API's own origin and its alias).
    expect(csp.get('frame-src')?.[0]).toBe("'self'");
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(E2E_CDN_ORIGINS));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(E2E_CDN_ORIGINS));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(E2E_CDN_ORIGINS));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // The installable shell (docs/installable.md): the manifest and the service worker are the host's own.
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    // Nothing else: no wildcard, no scheme-wide source.
    const everySource = [...csp.values()].flat();
    expect(everySource.filter((source) => source === '*' || /^https?:$/.test(source))).toEqual([]);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('permissions-policy')).toContain('geolocation=()');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('strict-transport-security')).toBeNull();
  }
  // The theme bootstrap is a file of the host's own origin, not an inline script.
  const html = await (await fetch(url('/'))).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect((await head(url('/theme-init.js'))).get('content-type')).toContain('javascript');
});

test('HSTS is sent when the browser came over https (a TLS proxy in front says so)', async () => {
  const headers = await head(url('/'), { 'x-forwarded-proto': 'https' });
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  expect(parseCsp(headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
});

test("every remote's own page has the CSP and headers too; its scripts carry the base headers", async () => {
  for (const origin of remoteOrigins) {
    const headers = await head(origin + '/');
    const csp = parseCsp(headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('microphone=()');
    const entry = await head(origin + '/remoteEntry.js');
    expect(entry.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(entry.get('x-content-type-options')).toBe('nosniff');
  }
});

test('the CSP follows remotes.json: a remote swapped to another origin is allowed on the next page', async () => {
  const moved = `http://127.0.0.1:${E2E_GAMES_V2_PORT}`;
  suite.setRemotes(defaultRemotes().map((remote) => (remote.name === 'remote_games' ? { ...remote, entry: `${moved}/remoteEntry.js` } : remote)));
  try {
    const csp = parseCsp((await head(url('/'))).get('content-security-policy'));
    expect(csp.get('script-src')).toContain(moved);
    expect(csp.get('script-src')).not.toContain(remoteOrigin('remote_games'));
  } finally {
    suite.setRemotes(defaultRemotes());
  }
  expect(parseCsp((await head(url('/'))).get('content-security-policy')).get('script-src')).toContain(remoteOrigin('remote_games'));
});

test('member replies through the host are never stored', async () => {
  const response = await fetch(url('/wps/v2/wallets/balance'));
  expect(response.status).toBe(401);
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test('a visit through every remote breaks no CSP directive, and the collector does catch one', async () => {
  const { page } = browser;
  await page.goto(url('/'));
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  // theme-init.js (before first paint) still applies the stored theme.
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
  await page.evaluate(() => localStorage.removeItem('theme'));
  await visitEveryRemote(page);
  await page.goto(url('/lottery'));
  await remoteTitle(page, 'remote_lottery');
  expect(takeCspViolations()).toEqual([]);

  // A script from an origin outside the suite and an inline one are refused and reported.
  await page.evaluate(() => {
    const outside = document.createElement('script');
    outside.src = 'http://127.0.0.1:9/evil.js';
    document.head.appendChild(outside);
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true;';
    document.head.appendChild(inline);
  });
  const deadline = Date.now() + 5000;
  let caught = takeCspViolations();
  while (caught.length < 2 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    caught = caught.concat(takeCspViolations());
  }
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false)).toBe(false);
  expect(caught.map((violation) => violation.effectiveDirective).sort()).toEqual(['script-src-elem', 'script-src-elem']);
  expect(caught.map((violation) => violation.blockedURI)).toEqual(expect.arrayContaining(['http://127.0.0.1:9/evil.js', 'inline']));
  expect(caught.every((violation) => violation.documentURI.startsWith(HOST_URL))).toBe(true);
});

test('remember-me keeps the user name in cookies, never the password nor the session token', async () => {
  const { page, context } = browser;
  const player = { username: 'demo_player', password: 'Demo2026pass' };
  await page.goto(url('/'));
  const form = page.getByRole('banner').getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('checkbox', { name: 'Recordarme' }).check();
  await logInFromHeader(page, player);
  const cookies = await context.cookies(HOST_URL);
  const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
  expect(byName.loginRemember?.value).toBe('1');
  expect(byName.lastUser?.value).toBe(player.username);
  expect(byName.lastUser?.sameSite).toBe('Lax');
  // 24 hours (spec 1 §9), give or take the test's own run time.
  expect((byName.lastUser?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(86_400 - 600);
  // The session token lives in this tab's session storage only.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token?.length).toBeGreaterThanOrEqual(32);
  const everything = cookies.map((cookie) => `${cookie.name}=${decodeURIComponent(cookie.value)}`).join('\n');
  expect(everything).not.toContain(player.password);
  expect(everything).not.toContain(token as string);
  expect(takeCspViolations()).toEqual([]);
});
