// Journey (c): an operator points remote_games at a second build with scripts/swap-remote; after a
// reload the site runs the new build while not one byte of the host's build changed; --rollback
// brings the old one back; a URL that is not that remote's entry is refused and changes nothing.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, type Browser } from '../support/browser';
import { buildRemote, swapRemote } from '../support/commands';
import { hashTree } from '../support/hash';
import { remoteBuild, url } from '../support/journey';
import { HOST_DIST, WORK_DIR } from '../support/paths';
import { E2E_GAMES_V2_PORT, E2E_HOST_PORT, remoteOrigin } from '../support/ports';
import { ServedSuite } from '../support/suite';

const V2 = '2.0.0-swap';
const V2_DIR = path.join(WORK_DIR, 'games-v2');
const V2_ENTRY = `http://localhost:${E2E_GAMES_V2_PORT}/remoteEntry.js`;

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  rmSync(V2_DIR, { recursive: true, force: true });
  const [built, served] = await Promise.all([buildRemote('remote-games', { outDir: V2_DIR, version: V2 }), ServedSuite.start()]);
  suite = served;
  if (built.code !== 0) throw new Error(`second build of remote-games failed:\n${built.output}`);
  await suite.serveRemoteBuild('games-v2', V2_DIR, E2E_GAMES_V2_PORT);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
  rmSync(V2_DIR, { recursive: true, force: true });
});

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
  expect(await suiteVersion()).toBe(original);

  const swapped = await swapRemote(['remote_games', V2_ENTRY, '--file', suite.remotesFile]);
  expect(swapped).toMatchObject({ code: 0 });
  expect(JSON.parse(readFileSync(suite.remotesFile, 'utf8'))).toContainEqual({ name: 'remote_games', entry: V2_ENTRY });

  await page.goto(url('/rng'));
  expect(await remoteBuild(page, 'remote_games')).toBe(V2);
  expect(await suiteVersion()).toBe(V2);
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

test('swap-remote refuses an unknown remote name', async () => {
  const before = readFileSync(suite.remotesFile);
  const result = await swapRemote(['remote_casino', V2_ENTRY, '--file', suite.remotesFile]);
  expect(result.code).not.toBe(0);
  expect(result.output).toContain('unknown remote "remote_casino"');
  expect(readFileSync(suite.remotesFile)).toEqual(before);
});
