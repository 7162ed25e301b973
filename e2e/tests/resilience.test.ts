// Journey (d): a remote that is down, or hangs, costs only its own area: the fallback (role=alert with
// "Reintentar") shows quickly while the header and the other remotes keep working, and Retry loads
// the remote in place once it is back, without reloading the page.
import { launchBrowser, type Browser } from '../support/browser';
import { navLink, remoteAlert, remoteTitle, url } from '../support/journey';
import { E2E_HANG_PORT } from '../support/ports';
import { ServedSuite, defaultRemotes } from '../support/suite';

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

test('games down: fallback within 3 s, the rest works, Retry loads it in place once it is back', async () => {
  const { page } = browser;
  await suite.stopServer('remote_games');
  try {
    const started = Date.now();
    await page.goto(url('/rng'));
    const alert = remoteAlert(page, 'remote_games');
    await alert.waitFor({ state: 'visible', timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(3000);
    await alert.getByRole('button', { name: 'Reintentar' }).waitFor();

    // The header and another remote are unaffected.
    await navLink(page, 'Lotería').click();
    await remoteTitle(page, 'remote_lottery');
    await navLink(page, 'Tragamonedas').click();
    await remoteAlert(page, 'remote_games').waitFor({ state: 'visible', timeout: 3000 });
  } finally {
    await suite.startServer('remote_games');
  }

  await page.evaluate(() => ((window as unknown as { __e2eMarker: string }).__e2eMarker = 'no-reload'));
  // The pointer leaves the navigation (as a hand does on its way to the button): the slots entry's
  // provider menu, open while hovered, would otherwise cover the fallback.
  await page.mouse.move(5, 700);
  await page.locator('.provider-menu').first().waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
  await remoteAlert(page, 'remote_games').getByRole('button', { name: 'Reintentar' }).click();
  expect(await remoteTitle(page, 'remote_games')).not.toBe('');
  expect(await remoteAlert(page, 'remote_games').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('no-reload');
});

test('games hanging (accepts TCP, never answers): fallback within 15 s', async () => {
  const { page } = browser;
  await suite.hang('hang', E2E_HANG_PORT);
  suite.setRemotes(
    defaultRemotes().map((remote) =>
      remote.name === 'remote_games' ? { ...remote, entry: `http://localhost:${E2E_HANG_PORT}/remoteEntry.js` } : remote,
    ),
  );
  try {
    const started = Date.now();
    await page.goto(url('/rng'), { waitUntil: 'commit' });
    const alert = remoteAlert(page, 'remote_games');
    await alert.waitFor({ state: 'visible', timeout: 15000 });
    expect(Date.now() - started).toBeLessThan(15000);
    await alert.getByRole('button', { name: 'Reintentar' }).waitFor();
    // Meanwhile the shell answers.
    await navLink(page, 'Lotería').click();
    await remoteTitle(page, 'remote_lottery');
  } finally {
    suite.setRemotes(defaultRemotes());
    await suite.stopServer('hang');
  }
});
