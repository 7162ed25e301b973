// Journey: remote integrity (docs/releases.md, "Remote integrity"). remotes.json gives each remote the
// sha384 of its remoteEntry.js; the host loads the entry with that integrity (CORS mode). A copy of
// remote-games' build is served on its own port: recorded, it loads; its remoteEntry.js changed in
// place afterwards (same URL, other bytes), the browser refuses it, the remote's area shows its
// fallback while the rest of the site works, and /__suite names the integrity failure. A malformed
// integrity leaves the remote unloaded with the reason, never a crash.
import { appendFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, type Browser } from '../support/browser';
import { navLink, remoteAlert, remoteTitle, url } from '../support/journey';
import { WORK_DIR, remoteDist } from '../support/paths';
import { E2E_GAMES_INTEGRITY_PORT } from '../support/ports';
import { defaultRemotes, entryIntegrity, guardedRemotes, ServedSuite, type RemotesEntry } from '../support/suite';

const COPY_DIR = path.join(WORK_DIR, 'games-integrity');
const COPY_ENTRY = `http://localhost:${E2E_GAMES_INTEGRITY_PORT}/remoteEntry.js`;

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  rmSync(COPY_DIR, { recursive: true, force: true });
  cpSync(remoteDist('remote_games'), COPY_DIR, { recursive: true });
  suite = await ServedSuite.start();
  await suite.serveRemoteBuild('games-integrity', COPY_DIR, E2E_GAMES_INTEGRITY_PORT);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
  rmSync(COPY_DIR, { recursive: true, force: true });
});

/** remotes.json with remote_games pointed at the copy, guarded by `integrity`. */
function gamesAtCopy(integrity: string | undefined): RemotesEntry[] {
  return guardedRemotes().map((remote) => (remote.name === 'remote_games' ? { name: remote.name, entry: COPY_ENTRY, integrity } : remote));
}

/** /__suite's status cell and reason of a remote, once it has been tried. */
async function suiteStatus(remote: string) {
  const { page } = browser;
  await page.goto(url('/__suite'));
  const status = page.getByTestId(`${remote}-status`);
  await page.waitForFunction((id) => !/Comprobando/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? 'Comprobando'), `${remote}-status`, {
    timeout: 15000,
  });
  return { status: ((await status.textContent()) ?? '').trim(), reason: page.getByTestId(`${remote}-reason`) };
}

test('the suite starts guarded: every remote of remotes.json carries the sha384 of its built entry', () => {
  const served = JSON.parse(readFileSync(suite.remotesFile, 'utf8')) as RemotesEntry[];
  expect(served.map((remote) => remote.name)).toEqual(defaultRemotes().map((remote) => remote.name));
  for (const remote of served) expect(remote.integrity).toBe(entryIntegrity(remoteDist(remote.name)));
});

test('an entry whose bytes match the recorded integrity loads', async () => {
  const { page } = browser;
  suite.setRemotes(gamesAtCopy(entryIntegrity(COPY_DIR)));
  await page.goto(url('/rng'));
  expect(await remoteTitle(page, 'remote_games')).not.toBe('');
  expect(await remoteAlert(page, 'remote_games').count()).toBe(0);
  const { status, reason } = await suiteStatus('remote_games');
  expect(status).toBe('Cargado');
  expect(await reason.count()).toBe(0);
});

test('the same URL serving other bytes: the fallback, the rest of the site works, /__suite names the integrity failure', async () => {
  const { page } = browser;
  const recorded = entryIntegrity(COPY_DIR);
  suite.setRemotes(gamesAtCopy(recorded));
  appendFileSync(path.join(COPY_DIR, 'remoteEntry.js'), '\n;/* changed after its integrity was recorded */\n');
  const tampered = entryIntegrity(COPY_DIR);
  expect(tampered).not.toBe(recorded);
  await page.goto(url('/rng'));
  const alert = remoteAlert(page, 'remote_games');
  await alert.waitFor({ state: 'visible', timeout: 15000 });
  expect(await alert.textContent()).toContain('no está disponible');
  await alert.getByRole('button', { name: 'Reintentar' }).waitFor();
  await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
  // The other remotes are untouched.
  await navLink(page, 'Lotería').click();
  expect(await remoteTitle(page, 'remote_lottery')).not.toBe('');

  const { status, reason } = await suiteStatus('remote_games');
  expect(status).toMatch(/^No disponible/);
  await reason.waitFor({ timeout: 15000 });
  expect(await reason.getAttribute('data-reason')).toBe('integrity');
  expect(((await reason.textContent()) ?? '').trim()).toBe(
    `— falló la comprobación de integridad (sha384 esperado ${recorded.slice('sha384-'.length)}, servido ${tampered.slice('sha384-'.length)})`,
  );
  expect((await suiteStatus('remote_lottery')).status).toBe('Cargado');
});

test('recorded again (as swap-remote does), the changed entry loads', async () => {
  const { page } = browser;
  suite.setRemotes(gamesAtCopy(entryIntegrity(COPY_DIR)));
  await page.goto(url('/rng'));
  expect(await remoteTitle(page, 'remote_games')).not.toBe('');
});

test('a malformed integrity: the remote is not loaded, with the reason, and the site works', async () => {
  const { page } = browser;
  suite.setRemotes(gamesAtCopy('sha384-not-a-hash'));
  try {
    await page.goto(url('/rng'));
    await remoteAlert(page, 'remote_games').waitFor({ state: 'visible', timeout: 15000 });
    await navLink(page, 'Lotería').click();
    expect(await remoteTitle(page, 'remote_lottery')).not.toBe('');
    const { status, reason } = await suiteStatus('remote_games');
    expect(status).toMatch(/^No disponible/);
    expect(await reason.getAttribute('data-reason')).toBe('remotes.json');
    expect(await reason.textContent()).toContain('remote remote_games has no valid integrity (sha384-<base64>): not loaded');
  } finally {
    suite.setRemotes(guardedRemotes());
  }
});
