#!/usr/bin/env node
// `npm run screenshots`: pictures of the built suite for a reviewer who does not want to start it.
// Serves the production build exactly as the e2e suite and `npm start` do (the reference API on a fresh
// PGlite database, the host's dist with the API proxy, each remote from its own origin, the same
// CSP; scripts/lib/suite-servers.mjs), logs in the demo member, and saves viewport-sized PNGs of home (also
// as a visitor), /rng, /lottery, the VIP, points-mall and promotions pages, the member centre, its safer-gambling page, the agent centre (as the demo agent) and the login page at 390 px (phone) and 1366 px (laptop) wide in
// both themes into docs/screenshots/<page>-<width>-<theme>.png (Spanish, the site's default language).
// Then it stops everything it started.
// Builds the apps whose dist/ is missing (pass --build to rebuild all five first).
// Env: SUITE_SCREENSHOTS_PORT_BASE (host = base, remotes base+1..4, API base+1000; default 3300),
// CHROMIUM_PATH (Debian's /usr/bin/chromium by default).
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT } from './lib/apps.mjs';
import { appsWithoutDist, buildApps } from './lib/build-apps.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { assertPortsFree, stopProcess } from './lib/proc.mjs';
import { siteOrigins, startApi, startStaticSuite } from './lib/suite-servers.mjs';

const OUT_DIR = path.join(ROOT, 'docs/screenshots');
const BASE = Number(process.env.SUITE_SCREENSHOTS_PORT_BASE || 3300);
const PORTS = {
  host: BASE,
  api: BASE + 1000,
  remotes: Object.fromEntries(REMOTES.map((remote, index) => [remote.name, BASE + 1 + index])),
};
const HOST_ORIGIN = `http://localhost:${PORTS.host}`;

/** Phone (the 390x844) and laptop. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const THEMES = ['light', 'dark'];
/** The seeded demo member of the reference API (api/README.md). */
const MEMBER = { username: 'demo_player', password: 'Demo2026pass' };
/** The seeded demo agent (the agent centre's shots). */
const AGENT = { username: 'demo_agent', password: 'Agent2026pass' };
/** Home is on screen when its first row of game art is (issue 27: art in the first viewport). */
const HOME_ART = '[data-slot-expose="./hot-games"] .gms-tile img';
/** name -> path and the heading that says the page is on screen (a centre's page is in its dialog). */
const SHOTS = {
  login: { path: '/login', heading: 'h1', member: false },
  // Home as a visitor sees it (the site's hot list) and as the demo member (the favourite category).
  'home-visitor': { path: '/', heading: HOME_ART, member: false },
  home: { path: '/', heading: HOME_ART, member: true },
  rng: { path: '/rng', heading: '[data-remote="remote_games"] h1', member: true },
  lottery: { path: '/lottery', heading: '[data-remote="remote_lottery"] h1', member: true },
  'member-centre': { path: '/member', heading: '[role="dialog"] [data-remote="remote_member"] h1', member: true },
  // The loyalty pages (issue 22), as the demo member.
  vip: { path: '/vip', heading: '[data-remote="remote_member"] h1', member: true },
  'points-mall': { path: '/pointMall', heading: '[data-remote="remote_member"] h1', member: true },
  promotions: { path: '/promotions', heading: '[data-remote="remote_member"] h1', member: true },
  // Safer gambling (issue 24): the member's limits, reality check, time-out and self-exclusion.
  'safer-gambling': { path: '/member/responsibleGambling', heading: '[role="dialog"] [data-remote="remote_member"] h1', member: true },
  // The agent centre (issue 23), as the seeded agent: the team overview and the daily-wages contract page.
  'agent-centre': { path: '/agent', heading: '[role="dialog"] [data-remote="remote_agent"] h1', agent: true },
  'agent-daily-wages': { path: '/agent/agentDailyWages', heading: '[role="dialog"] [data-remote="remote_agent"] h1', agent: true },
};

const args = process.argv.slice(2);
const unknownArgs = args.filter((arg) => arg !== '--build');
if (unknownArgs.length > 0) {
  console.error(`Unknown argument: ${unknownArgs.join(' ')}\nUsage: npm run screenshots [-- --build]`);
  process.exit(2);
}

const cleanups = [];
async function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => {});
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.log(`\n${signal}: stopping...`);
    await cleanup();
    process.exit(130);
  });
}

/** Page is there: its heading shown, nothing marked busy, the network quiet, web fonts ready. */
async function settle(page, heading) {
  await page.locator(heading).first().waitFor({ state: 'visible', timeout: 30000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10000 }).catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

/** Logs in with the form on /login (the page, or the sheet on a phone), as a player would. */
async function logIn(page, account = MEMBER) {
  await page.goto(`${HOST_ORIGIN}/login`);
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="username"]') }).filter({ visible: true }).last();
  await form.locator('input[autocomplete="username"]').fill(account.username);
  await form.locator('input[type="password"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30000 }).catch(async (error) => {
    await page.screenshot({ path: path.join(os.tmpdir(), 'screenshots-login-failure.png') });
    throw error;
  });
}

async function shoot(page, name, width, theme) {
  const { path: route, heading } = SHOTS[name];
  await page.goto(HOST_ORIGIN + route);
  await settle(page, heading);
  const file = path.join(OUT_DIR, `${name}-${width}-${theme}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  console.log(`  ${path.relative(ROOT, file)}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
}

async function main() {
  await assertPortsFree([
    { port: PORTS.host, label: 'screenshots host' },
    ...REMOTES.map((remote) => ({ port: PORTS.remotes[remote.name], label: `screenshots ${remote.name}` })),
    { port: PORTS.api, label: 'screenshots API' },
  ]);
  await ensureDeps();
  const executablePath = await ensureChromium();
  const missing = args.includes('--build') ? undefined : appsWithoutDist();
  if (!missing || missing.length > 0) {
    if (missing) console.log(`No build for ${missing.map((app) => app.pkg).join(', ')}: building it (or run \`npm run build\` first).`);
    await buildApps(missing);
  }

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'suite-screenshots-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  // This run's own remotes.json (the CSP is built from it), never written into host/dist.
  const remotesFile = path.join(scratch, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(REMOTES.map((remote) => ({ name: remote.name, entry: `http://localhost:${PORTS.remotes[remote.name]}/remoteEntry.js` }))));
  // The API allows this run's origins (CORS, frame-ancestors), as the e2e setup does for its ports.
  const origins = siteOrigins({ base: 'http://localhost', hostPort: PORTS.host, remotePorts: PORTS.remotes });
  console.log(`Starting the API on :${PORTS.api} (fresh PGlite database) and the suite on :${PORTS.host}...`);
  // Every page of every shot comes from 127.0.0.1: the per-IP limit (600 calls a minute, meant for one
  // player) would refuse the run's own traffic, as in the e2e suite. The login limits stay in force.
  const api = await startApi({ port: PORTS.api, dataDir: path.join(scratch, 'data'), quiet: true, pglite: true, siteOrigins: origins, env: { SUITE_RATE_LIMIT_MAX: '100000' } });
  cleanups.push(() => stopProcess(api));
  const stopStatic = await startStaticSuite({
    hostPort: PORTS.host,
    remotePorts: PORTS.remotes,
    apiPort: PORTS.api,
    overrides: { '/remotes.json': remotesFile },
    hostOrigin: HOST_ORIGIN,
  });
  cleanups.push(() => stopStatic());

  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());

  mkdirSync(OUT_DIR, { recursive: true });
  console.log(`Saving screenshots into ${path.relative(ROOT, OUT_DIR)}/`);
  for (const theme of THEMES) {
    // Reduced motion: carousels stand still. The theme and language are what the site's switches store.
    const context = await browser.newContext({ viewport: VIEWPORTS[1], deviceScaleFactor: 1, locale: 'es-ES', reducedMotion: 'reduce' });
    await context.addInitScript((chosen) => {
      localStorage.setItem('theme', chosen);
      localStorage.setItem('lang', 'es');
    }, theme);
    const page = await context.newPage();
    try {
      const names = Object.keys(SHOTS);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const name of names.filter((shot) => !SHOTS[shot].member && !SHOTS[shot].agent)) await shoot(page, name, viewport.width, theme);
      }
      await logIn(page);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const name of names.filter((shot) => SHOTS[shot].member)) await shoot(page, name, viewport.width, theme);
      }
      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());
      await page.setViewportSize(VIEWPORTS[1]);
      await logIn(page, AGENT);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const name of names.filter((shot) => SHOTS[shot].agent)) await shoot(page, name, viewport.width, theme);
      }
    } finally {
      await context.close();
    }
  }
}

try {
  await main();
  await cleanup();
  console.log('Done.');
} catch (error) {
  console.error(`\nscreenshots failed: ${error.message}`);
  await cleanup();
  process.exit(1);
}
