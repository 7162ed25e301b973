// The home page shows the widgets the remotes expose: hot and most-played games from remote_games,
// popular lotteries and regional results from remote_lottery (real past draws on a fresh database),
// each fetched from its remote's origin.
import { launchBrowser, recordResponses, scriptsFrom, type Browser } from '../support/browser';
import { url } from '../support/journey';
import { remoteOrigin } from '../support/ports';
import { ServedSuite } from '../support/suite';

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

test('home shows the games and lottery widgets, loaded from their remotes', async () => {
  const { page } = browser;
  const responses = recordResponses(page);
  try {
    await page.goto(url('/'));
    for (const [section, remote] of [
      ['Juegos populares', 'remote_games'],
      ['Juegos más jugados', 'remote_games'],
      ['Loterías populares', 'remote_lottery'],
      ['Resultados regionales', 'remote_lottery'],
    ] as const) {
      const region = page.getByRole('region', { name: section, exact: true });
      await region.locator(`[data-remote="${remote}"] h2`).first().waitFor({ timeout: 20000 });
      expect(await region.getByRole('alert').count()).toBe(0);
    }
    // The popular lotteries widget lists real lotteries from the API's draw schedule.
    const lotteries = page.getByRole('region', { name: 'Loterías populares', exact: true });
    await lotteries.getByRole('listitem').first().waitFor({ timeout: 20000 });
    // Regional results are real past draws, already there on the e2e run's fresh database: 6-digit
    // special prizes (5 for the northern draw) dated YYYY.MM.DD.
    const regional = page.getByRole('region', { name: 'Resultados regionales', exact: true });
    await regional.getByRole('row').nth(1).waitFor({ timeout: 20000 });
    expect(await regional.getByRole('row').count()).toBeGreaterThan(50);
    const firstRow = (await regional.getByRole('row').nth(1).textContent()) ?? '';
    expect(firstRow).toMatch(/\d{4}\.\d{2}\.\d{2}/);
    expect(firstRow).toMatch(/\d{5,6}/);
    expect(scriptsFrom(responses.urls(), remoteOrigin('remote_games')).length).toBeGreaterThan(0);
    expect(scriptsFrom(responses.urls(), remoteOrigin('remote_lottery')).length).toBeGreaterThan(0);
  } finally {
    responses.stop();
  }
});
