// `npm start` on other ports (issue 26 #6): with SUITE_HOST_PORT and the other SUITE_*_PORT moved, every
// game frame and /fbsports stayed blank, the API still allowing only 3000-3004/3100-3104 in its
// frame-ancestors and CORS. This journey runs scripts/start.mjs itself (--no-build: the dists are
// built) on ports of its own with a fresh PGlite database and its own remotes.json (SUITE_REMOTES_FILE,
// so host/dist is left alone), logs in, plays a round in a game frame and opens the sports provider.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { runCommand } from '../support/commands';
import { ROOT, remoteDist } from '../support/paths';
import { E2E_START_API_PORT, E2E_START_HOST_PORT } from '../support/ports';
import { entryIntegrity } from '../support/suite';

const MEMBER = { username: 'demo_player', password: 'Demo2026pass' };
const HOST = `http://localhost:${E2E_START_HOST_PORT}`;
const API = `http://127.0.0.1:${E2E_START_API_PORT}`;
/** The API's own origin and its alias: the launch hosts the permission data names (cdnOrigins). */
const LAUNCH_ORIGINS = [API, `http://localhost:${E2E_START_API_PORT}`];

let scratch: string;
let suite: ChildProcessWithoutNullStreams | undefined;
let output = '';
let browser: Browser;

/** Starts `npm start -- --no-build` with the ports moved; resolves on "Suite ready". */
function startSuite(): Promise<void> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    SUITE_HOST_PORT: String(E2E_START_HOST_PORT),
    SUITE_GAMES_PORT: String(E2E_START_HOST_PORT + 1),
    SUITE_LOTTERY_PORT: String(E2E_START_HOST_PORT + 2),
    SUITE_MEMBER_PORT: String(E2E_START_HOST_PORT + 3),
    SUITE_AGENT_PORT: String(E2E_START_HOST_PORT + 4),
    SUITE_API_PORT: String(E2E_START_API_PORT),
    SUITE_DATA_DIR: path.join(scratch, 'data'),
    SUITE_REMOTES_FILE: path.join(scratch, 'remotes.json'),
  };
  // What this journey checks is the suite's own computation: nothing of the run's environment helps it.
  for (const name of ['DATABASE_URL', 'SUITE_PUBLIC_HOST', 'SUITE_BIND_HOST', 'SUITE_CORS_ORIGINS', 'SUITE_CDN_ORIGINS', 'SUITE_API_HOST']) delete env[name];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--no-build'], { cwd: ROOT, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  suite = child;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not get ready:\n${output}`)), 100_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Suite ready:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output}`));
    });
  });
}

/** Ctrl-C for the started suite (it stops its API and servers), then its files go. */
async function stopSuite(): Promise<void> {
  const child = suite;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid as number), 'SIGINT');
    const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'suite-e2e-other-ports-'));
  await startSuite();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stopSuite();
});

/** Reads until the value passes the check; fails with the last value after `timeout` ms. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > timeout) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${HOST}/login`);
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill(MEMBER.username);
  await form.getByLabel('Contraseña', { exact: true }).fill(MEMBER.password);
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await until(() => page.evaluate(() => sessionStorage.getItem('account')), (account) => account === MEMBER.username);
}

const digits = (text: string | null) => (text ?? '').replace(/[^\d]/g, '');

test('npm start on other ports: the API allows them, a member plays a round in a game frame and opens the sports provider', async () => {
  // The API was told the origins served, not its built-in ports.
  expect(output).toContain(`API allows      ${HOST}`);
  // The remotes.json it serves guards each remote with the integrity of its build (docs/releases.md).
  const served = JSON.parse(readFileSync(path.join(scratch, 'remotes.json'), 'utf8')) as { name: string; integrity?: string }[];
  for (const remote of served) expect(remote.integrity).toBe(entryIntegrity(remoteDist(remote.name)));
  const preflight = await fetch(`${API}/wps/v2/wallets/balance`, {
    method: 'OPTIONS',
    headers: { origin: HOST, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBe(HOST);

  const { page } = browser;
  await logIn(page);
  await page.goto(`${HOST}/rng`);
  const hall = page.locator('[data-remote="remote_games"]').first();
  const play = hall.locator('ul.gms-grid').getByRole('button', { name: /^Jugar a / }).first();
  // The first game list of a freshly started API (cold catalogue): a little more time on a busy machine.
  await play.waitFor({ timeout: 30_000 });
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Jugar a /, '');
  const balance = page.locator('.acc-balance__value').first();
  const before = await until(async () => digits(await balance.textContent()), (value) => value !== '');

  // The game page opens on the API's origin in a frame of the host on its other port.
  await play.click();
  await page.waitForURL(/\/game\?/, { timeout: 20_000 });
  const gameUrl = new URL(new URL(page.url()).searchParams.get('url') ?? '');
  expect(LAUNCH_ORIGINS).toContain(gameUrl.origin);
  const frame = page.frameLocator(`iframe[title="Juego: ${name}"]`);
  await frame.getByRole('heading', { name }).waitFor({ timeout: 20_000 });
  await frame.getByRole('button', { name: 'Girar' }).click();
  await frame.locator('#result').filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
  const inFrame = digits(await frame.locator('#balance').textContent());
  // The round moved the real balance, and the header shows what the frame shows.
  const after = await until(async () => digits(await balance.textContent()), (value) => value === inFrame);
  expect(after).not.toBe(before);

  // /fbsports: the sports provider's lobby in its frame.
  await page.goto(`${HOST}/fbsports`);
  const sports = page.frameLocator('iframe[title="Apuestas deportivas"]');
  await sports.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  expect(digits(await until(() => sports.locator('#balance').textContent(), (text) => /\d/.test(text ?? '')))).toBe(inFrame);

  // The books of this suite's API balance after the round.
  const check = await runCommand(path.join(ROOT, 'scripts/ledger-check'), [], { env: { SUITE_API_URL: API, SUITE_ADMIN_TOKEN: process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token', SUITE_OPERATOR: 'dev' } });
  expect(check).toMatchObject({ code: 0 });
});
