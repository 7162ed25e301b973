// Journey (e): an operator's typo in remotes.json or config.json never blanks the site: the shell
// (header navigation) renders and the problem is announced with role=alert.
import { readFileSync } from 'node:fs';
import { launchBrowser, type Browser } from '../support/browser';
import { navLink, pageTitle, remoteAlert, url } from '../support/journey';
import { ServedSuite, defaultRemotes } from '../support/suite';

let suite: ServedSuite;
let browser: Browser;
let goodConfig: string;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  goodConfig = readFileSync(suite.configFile, 'utf8');
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
});

afterEach(() => {
  suite.setRemotes(defaultRemotes());
  suite.writeConfigRaw(goodConfig);
});

/** The home page renders inside its shell and an alert names the broken file. */
async function expectShellWithAlert(file: string): Promise<void> {
  const { page } = browser;
  await page.goto(url('/'));
  await navLink(page, 'Tragamonedas').waitFor({ state: 'visible', timeout: 10000 });
  await navLink(page, 'Lotería').waitFor({ state: 'visible' });
  expect(await pageTitle(page)).not.toBe('');
  const alert = page.getByRole('alert').filter({ hasText: file }).first();
  await alert.waitFor({ state: 'visible', timeout: 10000 });
}

test('with both files valid there is no such alert', async () => {
  const { page } = browser;
  await page.goto(url('/'));
  await navLink(page, 'Tragamonedas').waitFor({ state: 'visible', timeout: 10000 });
  expect(await page.getByRole('alert').filter({ hasText: /config\.json|remotes\.json/ }).count()).toBe(0);
});

test('invalid JSON in remotes.json: shell renders with an alert; a remote page shows its fallback', async () => {
  suite.writeRemotesRaw('[ { "name": "remote_games", "entry": ');
  await expectShellWithAlert('remotes.json');
  const { page } = browser;
  await navLink(page, 'Tragamonedas').click();
  await remoteAlert(page, 'remote_games').waitFor({ state: 'visible', timeout: 10000 });
});

test('invalid JSON in config.json: shell renders with an alert', async () => {
  suite.writeConfigRaw('{ "apiBaseUrl": ');
  await expectShellWithAlert('config.json');
});
