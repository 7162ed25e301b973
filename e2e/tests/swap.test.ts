// Journey (c): an operator points remote_games at a second build with scripts/swap-remote; after a
// reload the site runs the new build (with the host's service worker installed) while not one byte of
// the host's build changed; --rollback brings the old one back; a URL that is not that remote's entry is refused and changes nothing.
// Independent releases (docs/releases.md): a build of remote_games that needs a newer @suite/shared
// than the host gives is refused by swap-remote naming both versions; pointed at anyway (remotes.json
// written by hand) it shows its fallback, never a blank page, and /__suite shows the mismatch.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, type Browser } from '../support/browser';
import { buildRemote, swapRemote } from '../support/commands';
import { hashTree } from '../support/hash';
import { navLink, remoteAlert, remoteBuild, remoteTitle, url } from '../support/journey';
import { HOST_DIST, ROOT, WORK_DIR } from '../support/paths';
import { E2E_GAMES_NEEDS_NEWER_PORT, E2E_GAMES_V2_PORT, E2E_HOST_PORT, remoteOrigin } from '../support/ports';
import { defaultRemotes, entryIntegrity, ServedSuite } from '../support/suite';

const V2 = '2.0.0-swap';
const V2_DIR = path.join(WORK_DIR, 'games-v2');
const V2_ENTRY = `http://localhost:${E2E_GAMES_V2_PORT}/remoteEntry.js`;

/** The @suite/shared the served host provides (its build's suite-versions.json), and the next minor. */
function hostShared(): string {
  try {
    return JSON.parse(readFileSync(path.join(HOST_DIST, 'suite-versions.json'), 'utf8')).shared['@suite/shared'].provides;
  } catch {
    return JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).version;
  }
}
const HOST_SHARED = hostShared();
const NEWER_SHARED = HOST_SHARED.replace(/^(\d+)\.(\d+)\..*$/, (_all, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);
const NEWER_DIR = path.join(WORK_DIR, 'games-needs-newer-shared');
const NEWER_ENTRY = `http://localhost:${E2E_GAMES_NEEDS_NEWER_PORT}/remoteEntry.js`;

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  rmSync(V2_DIR, { recursive: true, force: true });
  rmSync(NEWER_DIR, { recursive: true, force: true });
  const [built, builtNewer, served] = await Promise.all([
    buildRemote('remote-games', { outDir: V2_DIR, version: V2 }),
    buildRemote('remote-games', { outDir: NEWER_DIR, version: `${V2}-shared-${NEWER_SHARED}`, sharedVersion: NEWER_SHARED }),
    ServedSuite.start(),
  ]);
  suite = served;
  if (built.code !== 0) throw new Error(`second build of remote-games failed:\n${built.output}`);
  if (builtNewer.code !== 0) throw new Error(`build of remote-games against @suite/shared ${NEWER_SHARED} failed:\n${builtNewer.output}`);
  await suite.serveRemoteBuild('games-v2', V2_DIR, E2E_GAMES_V2_PORT);
  await suite.serveRemoteBuild('games-needs-newer', NEWER_DIR, E2E_GAMES_NEEDS_NEWER_PORT);
  // With the host's service worker installed, as a returning player has it (issue 25): a swapped remote
  // is still picked up on the next load (the worker never stores remotes.json or a remote entry).
  browser = await launchBrowser({ serviceWorkers: 'allow' });
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
  rmSync(V2_DIR, { recursive: true, force: true });
  rmSync(NEWER_DIR, { recursive: true, force: true });
});

/** /__suite's @suite/shared cells of a remote, once the host has checked it. */
async function sharedCells(remote: string) {
  const { page } = browser;
  await page.goto(url('/__suite'));
  const met = page.getByTestId(`${remote}-shared-met`);
  await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.hasAttribute('data-met'), `${remote}-shared-met`, { timeout: 15000 });
  return {
    requires: ((await page.getByTestId(`${remote}-shared-requires`).textContent()) ?? '').trim(),
    received: ((await page.getByTestId(`${remote}-shared-received`).textContent()) ?? '').trim(),
    met: await met.getAttribute('data-met'),
  };
}

async function suiteVersion(): Promise<string> {
  const { page } = browser;
  await page.goto(url('/__suite'));
  const cell = page.getByTestId('remote_games-version');
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="remote_games-version"]')?.textContent ?? '';
    return text !== '' && text !== '—';
  });
  return ((await cell.textContent()) ?? '').trim();
}

test('swap to a second build and roll back, with the host build untouched', async () => {
  const { page } = browser;
  const hostBefore = hashTree(HOST_DIST);

  await page.goto(url('/rng'));
  const original = await remoteBuild(page, 'remote_games');
  expect(original).not.toBe(V2);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  expect(await suiteVersion()).toBe(original);

  const swapped = await swapRemote(['remote_games', V2_ENTRY, '--file', suite.remotesFile]);
  expect(swapped).toMatchObject({ code: 0 });
  // With the integrity of the entry it fetched (docs/releases.md, "Remote integrity"): the host loads only those bytes.
  expect(JSON.parse(readFileSync(suite.remotesFile, 'utf8'))).toContainEqual({ name: 'remote_games', entry: V2_ENTRY, integrity: entryIntegrity(V2_DIR) });

  await page.goto(url('/rng'));
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await remoteBuild(page, 'remote_games')).toBe(V2);
  expect(await suiteVersion()).toBe(V2);
  // A release of the remote's own code that needs the shared the host has: checked and met.
  expect(await sharedCells('remote_games')).toEqual({ requires: `^${HOST_SHARED}`, received: HOST_SHARED, met: 'true' });
  expect(hashTree(HOST_DIST)).toEqual(hostBefore);

  const rolledBack = await swapRemote(['--rollback', '--file', suite.remotesFile]);
  expect(rolledBack).toMatchObject({ code: 0 });
  await page.goto(url('/rng'));
  expect(await remoteBuild(page, 'remote_games')).toBe(original);
  expect(await suiteVersion()).toBe(original);
  expect(hashTree(HOST_DIST)).toEqual(hostBefore);
});

test.each([
  ['the entry of another remote', `${remoteOrigin('remote_lottery')}/remoteEntry.js`],
  ['a page that is not an entry', `http://localhost:${E2E_HOST_PORT}/index.html`],
  ['a missing file', `${remoteOrigin('remote_games')}/no-such-remoteEntry.js`],
  ['a server that is down', 'http://localhost:9/remoteEntry.js'],
])('swap-remote refuses %s and leaves remotes.json as it was', async (_what, entry) => {
  const before = readFileSync(suite.remotesFile);
  const result = await swapRemote(['remote_games', entry, '--file', suite.remotesFile]);
  expect(result.code).not.toBe(0);
  expect(result.output).toMatch(/swap-remote: .+\n.*was not changed/);
  expect(readFileSync(suite.remotesFile)).toEqual(before);
});

test('swap-remote refuses a build that needs a newer @suite/shared than the host gives, naming both versions', async () => {
  const before = readFileSync(suite.remotesFile);
  const result = await swapRemote(['remote_games', NEWER_ENTRY, '--file', suite.remotesFile]);
  expect(result.code).not.toBe(0);
  expect(result.output).toContain(`remote_games needs @suite/shared ^${NEWER_SHARED}, the host gives ${HOST_SHARED}`);
  expect(result.output).toMatch(/refused[\s\S]*was not changed/);
  expect(readFileSync(suite.remotesFile)).toEqual(before);
});

test('pointed at such a build anyway, the page shows its fallback, not a blank page, and /__suite the mismatch', async () => {
  const { page } = browser;
  const lines: string[] = [];
  const onConsole = (message: { text(): string }) => lines.push(message.text());
  page.on('console', onConsole);
  suite.setRemotes(defaultRemotes().map((remote) => (remote.name === 'remote_games' ? { ...remote, entry: NEWER_ENTRY } : remote)));
  try {
    await page.goto(url('/rng'));
    await remoteAlert(page, 'remote_games').waitFor({ timeout: 15000 });
    expect(await remoteAlert(page, 'remote_games').textContent()).toContain('no está disponible');
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    expect(lines).toContain(`[suite] remote_games needs @suite/shared ^${NEWER_SHARED}, host gives ${HOST_SHARED}: refused`);
    // The other remotes are untouched.
    await navLink(page, 'Lotería').click();
    expect(await remoteTitle(page, 'remote_lottery')).not.toBe('');

    expect(await sharedCells('remote_games')).toEqual({ requires: `^${NEWER_SHARED}`, received: HOST_SHARED, met: 'false' });
    expect(await sharedCells('remote_lottery')).toEqual({ requires: `^${HOST_SHARED}`, received: HOST_SHARED, met: 'true' });
  } finally {
    page.off('console', onConsole);
    suite.setRemotes(defaultRemotes());
  }
});

test('swap-remote refuses an unknown remote name', async () => {
  const before = readFileSync(suite.remotesFile);
  const result = await swapRemote(['remote_casino', V2_ENTRY, '--file', suite.remotesFile]);
  expect(result.code).not.toBe(0);
  expect(result.output).toContain('unknown remote "remote_casino"');
  expect(readFileSync(suite.remotesFile)).toEqual(before);
});
