// Issue 25, installable shell: the host's service worker (sw.js, docs/installable.md) takes control of
// the page, precaches the shell and caches hashed files of the host and the remotes; offline, a page
// shows the offline page whose Retry brings the site back once online; remotes.json, config.json, the
// API (/wps /lgw /lotto) and remote entries are never stored. Playwright's setOffline does not reach a
// service worker's own fetches (microsoft/playwright#2311), so "offline" here is the context offline
// AND the host's server stopped: the worker's fetch of the page then fails as it would without network.
// Chromium's own installability check (DevTools protocol) passes with the Spanish manifest and, once
// the site is in English, with manifest.en.json.
import { launchBrowser, type Browser } from '../support/browser';
import { remoteTitle, url } from '../support/journey';
import { HOST_URL, remoteOrigin } from '../support/ports';
import { ServedSuite } from '../support/suite';

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser({ serviceWorkers: 'allow' });
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
  await suite?.close();
});

/** Every URL stored in the origin's caches, by cache name. */
async function cachedUrls(): Promise<Record<string, string[]>> {
  return browser.page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) result[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return result;
  });
}

const NEVER_CACHED = /\/(?:remotes|config|manifest(?:\.en)?)\.json(?:\?|$)|\/(?:wps|lgw|lotto)(?:\/|\?|$)|\/remoteEntry\.js(?:\?|$)/;

test('sw.js is served as a fixed-name script and the page is controlled by it after load', async () => {
  const response = await fetch(url('/sw.js'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('javascript');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toMatch(/self\.addEventListener\(["']fetch["']/);

  const { page } = browser;
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('link', { name: 'Suite', exact: true }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(HOST_URL + '/');
});

test('the shell is precached, hashed files of host and remotes are cached, and nothing network-only is', async () => {
  const { page } = browser;
  // A remote's page through the worker: its remoteEntry.js stays on the network, its chunks are cached.
  await page.goto(url('/rng'));
  await remoteTitle(page, 'remote_games', 20000);
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('link', { name: 'Suite', exact: true }).waitFor();

  const caches = await cachedUrls();
  const names = Object.keys(caches);
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^suite-shell-[0-9a-f]{12}$/);
  const stored = caches[names[0] as string] ?? [];
  for (const path of ['/index.html', '/offline.html', '/offline.js', '/boot-early.js', '/theme-init.js']) expect(stored).toContain(url(path));
  expect(stored.some((entry) => /\/main\.[0-9a-f]{8}\.js$/.test(entry))).toBe(true);
  const games = remoteOrigin('remote_games');
  const gamesChunks = async () =>
    Object.values(await cachedUrls())
      .flat()
      .filter((entry) => entry.startsWith(games + '/') && /\.[0-9a-f]{8}\.js$/.test(entry));
  for (let tries = 0; (await gamesChunks()).length === 0 && tries < 50; tries += 1) await page.waitForTimeout(100);
  expect((await gamesChunks()).length).toBeGreaterThan(0);
  // Whatever the pages fetched, the caches hold no API answer, no remotes.json/config.json, no entry.
  expect(Object.values(await cachedUrls()).flat().filter((entry) => NEVER_CACHED.test(entry))).toEqual([]);
});

test('offline, a page shows the offline page with Retry; online again, Retry shows the site', async () => {
  const { page, context } = browser;
  await context.setOffline(true);
  await suite.stopServer('host');
  try {
    await page.goto(url('/rng'));
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    expect(page.url()).toBe(url('/rng'));
  } finally {
    await suite.startServer('host');
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Suite', exact: true }).waitFor();
  await remoteTitle(page, 'remote_games', 20000);
  // Still nothing network-only in the caches after the offline round.
  expect(Object.values(await cachedUrls()).flat().filter((entry) => NEVER_CACHED.test(entry))).toEqual([]);
});

test('English visitors get the offline page in English', async () => {
  const { page, context } = browser;
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await context.setOffline(true);
  await suite.stopServer('host');
  try {
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  } finally {
    await suite.startServer('host');
    await context.setOffline(false);
    await page.evaluate(() => localStorage.removeItem('lang'));
  }
});

/** What Chromium itself says of the page: its installability errors and the manifest it read. */
async function chromiumVerdict() {
  const cdp = await browser.context.newCDPSession(browser.page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl, errors, data } = await cdp.send('Page.getAppManifest');
    return { installabilityErrors, manifestUrl, errors, manifest: JSON.parse(data ?? 'null') as { lang?: string; description?: string } | null };
  } finally {
    await cdp.detach();
  }
}

/** Chromium's verdict once it has read the manifest `file` (it reads it again when the link changes). */
async function verdictWith(file: string) {
  let verdict = await chromiumVerdict();
  for (let tries = 0; verdict.manifestUrl !== url(file) && tries < 50; tries += 1) {
    await browser.page.waitForTimeout(100);
    verdict = await chromiumVerdict();
  }
  return verdict;
}

test("Chromium's installability check passes in Spanish and, switched with the header's control, in English", async () => {
  const { page } = browser;
  await page.goto(url('/'));
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Suite', exact: true }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  const spanish = await verdictWith('/manifest.json');
  expect(spanish).toMatchObject({ installabilityErrors: [], manifestUrl: url('/manifest.json'), errors: [] });
  expect(spanish.manifest).toMatchObject({ lang: 'es', description: 'Casino, deportes y lotería' });

  try {
    await header.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true }).waitFor();
    const english = await verdictWith('/manifest.en.json');
    expect(english).toMatchObject({ installabilityErrors: [], manifestUrl: url('/manifest.en.json'), errors: [] });
    expect(english.manifest).toMatchObject({ lang: 'en', description: 'Casino, sports and lottery' });

    // The next visit boots in English with the English manifest.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true }).waitFor();
    expect(await verdictWith('/manifest.en.json')).toMatchObject({ installabilityErrors: [], manifestUrl: url('/manifest.en.json'), errors: [] });

    // Back to Spanish: the Spanish manifest again.
    await header.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Tragamonedas', exact: true }).waitFor();
    expect(await verdictWith('/manifest.json')).toMatchObject({ installabilityErrors: [], manifestUrl: url('/manifest.json'), errors: [] });
  } finally {
    await page.evaluate(() => localStorage.removeItem('lang'));
  }
  // Neither manifest was stored by the worker.
  expect(Object.values(await cachedUrls()).flat().filter((entry) => NEVER_CACHED.test(entry))).toEqual([]);
});
