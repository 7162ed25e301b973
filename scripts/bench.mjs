#!/usr/bin/env node
// `npm run bench`: what a first visit costs.
//   (a) host first-load JS: the scripts the home page loads from the host's origin before it shows,
//       measured in Chromium with the remotes' servers NOT running (so nothing of theirs counts);
//   (b) each remote's remoteEntry.js;  (c) the JS each remote's first route fetches from its origin;
//   home page FCP and LCP with 4x CPU throttling, median of 5 runs, each in a fresh browser context.
// Sizes are gzip (zlib, default level) of each file on disk, in KiB (1024 bytes).
// Budgets: host first-load JS <= 220 KiB, each remoteEntry.js <= 30 KiB; exits 1 when over.
// Runs on its own ports (host 3200, remotes 3201-3204, API 4200) with a throwaway PGlite database.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { HOST, REMOTES, ROOT, distDir } from './lib/apps.mjs';
import { appsWithoutDist, buildApps } from './lib/build-apps.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { assertPortsFree, stopProcess } from './lib/proc.mjs';
import { startApi, startStaticSuite } from './lib/suite-servers.mjs';

const BUDGETS = { hostFirstLoadKiB: 220, remoteEntryKiB: 30 };
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const PORTS = { host: 3200, api: 4200, remotes: { remote_games: 3201, remote_lottery: 3202, remote_member: 3203, remote_agent: 3204 } };

const hostOrigin = `http://localhost:${PORTS.host}`;
const remoteOrigin = (remote) => `http://localhost:${PORTS.remotes[remote.name]}`;

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}
const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** JS files a page fetched from `origin`, as paths in `dir` (unique, in load order). */
function scriptFiles(urls, origin, dir) {
  const files = [];
  for (const url of urls) {
    if (!url.startsWith(origin + '/')) continue;
    const { pathname } = new URL(url);
    if (!pathname.endsWith('.js')) continue;
    const file = path.join(dir, decodeURIComponent(pathname));
    if (!files.includes(file)) files.push(file);
  }
  return files;
}

async function recordScripts(browser, pageUrl, waitFor) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = [];
  page.on('response', (response) => urls.push(response.url()));
  try {
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.locator(waitFor).first().waitFor({ state: 'visible', timeout: 20000 });
    await page.waitForLoadState('networkidle');
    return urls;
  } finally {
    await context.close();
  }
}

const LCP_OBSERVER = () => {
  window.__benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function paintTimings(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(LCP_OBSERVER);
    await page.goto(hostOrigin + '/', { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__benchLcp || NaN,
    }));
  } finally {
    await context.close();
  }
}

const cleanups = [];
async function cleanup() {
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
}
process.on('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

async function main() {
  await assertPortsFree([
    { port: PORTS.host, label: 'bench host' },
    ...REMOTES.map((remote) => ({ port: PORTS.remotes[remote.name], label: `bench ${remote.name}` })),
    { port: PORTS.api, label: 'bench API' },
  ]);
  await ensureDeps();
  const executablePath = await ensureChromium();
  const missing = appsWithoutDist();
  if (missing.length > 0) await buildApps(missing);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const remotesFile = path.join(scratch, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(REMOTES.map((remote) => ({ name: remote.name, entry: `${remoteOrigin(remote)}/remoteEntry.js` }))));

  console.log(`Bench: API :${PORTS.api}, host :${PORTS.host}, remotes :3201-3204 (Chromium ${executablePath})`);
  const api = await startApi({ port: PORTS.api, dataDir: path.join(scratch, 'data'), quiet: true, pglite: true });
  cleanups.push(() => stopProcess(api));

  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());

  console.log('Measuring the host\'s first load (remotes down)...');
  // (a) The host alone: remotes down, so only the host's own first-load JS is counted.
  const servers = { hostPort: PORTS.host, remotePorts: PORTS.remotes, apiPort: PORTS.api, overrides: { '/remotes.json': remotesFile } };
  let stopStatic = await startStaticSuite({ ...servers, remotes: [] });
  const hostFiles = scriptFiles(await recordScripts(browser, hostOrigin + '/', 'h1'), hostOrigin, distDir(HOST));
  await stopStatic();

  // (b), (c) and the paint timings with every remote up.
  stopStatic = await startStaticSuite(servers);
  cleanups.push(() => stopStatic());
  console.log('Measuring each remote\'s first route...');
  const remoteRows = [];
  for (const remote of REMOTES) {
    const urls = await recordScripts(browser, hostOrigin + remote.firstRoute, `[data-remote="${remote.name}"] h1`);
    const files = scriptFiles(urls, remoteOrigin(remote), distDir(remote));
    const entry = path.join(distDir(remote), 'remoteEntry.js');
    const routeFiles = files.filter((file) => file !== entry);
    remoteRows.push({
      remote,
      entry: gzipSize(entry),
      route: routeFiles.reduce((sum, file) => sum + gzipSize(file), 0),
      routeCount: routeFiles.length,
    });
  }

  console.log(`Home page paint timings, ${RUNS} runs at ${CPU_SLOWDOWN}x CPU slowdown...`);
  const timings = [];
  for (let run = 0; run < RUNS; run += 1) timings.push(await paintTimings(browser));

  // Report.
  const hostTotal = hostFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  const verdicts = [];
  const verdict = (label, bytes, budgetKiB) => {
    const ok = bytes <= budgetKiB * 1024;
    verdicts.push({ label, ok });
    return `${ok ? 'OK  ' : 'OVER'} (budget ${budgetKiB} KiB)`;
  };

  console.log('\n(a) Host first-load JS (home page, remotes down), gzip:');
  for (const file of hostFiles) console.log(`    ${path.basename(file).padEnd(24)} ${kib(gzipSize(file)).padStart(7)} KiB`);
  console.log(`    ${'total'.padEnd(24)} ${kib(hostTotal).padStart(7)} KiB in ${hostFiles.length} files   ${verdict('host first-load JS', hostTotal, BUDGETS.hostFirstLoadKiB)}`);

  console.log('\n(b) remoteEntry.js and (c) first route JS from each remote\'s origin (beyond the entry), gzip:');
  for (const row of remoteRows) {
    console.log(
      `    ${row.remote.name.padEnd(15)} entry ${kib(row.entry).padStart(6)} KiB ${verdict(`${row.remote.name} remoteEntry.js`, row.entry, BUDGETS.remoteEntryKiB)}` +
        `   ${row.remote.firstRoute.padEnd(10)} ${kib(row.route).padStart(6)} KiB in ${row.routeCount} file${row.routeCount === 1 ? '' : 's'}`,
    );
  }

  const fcp = timings.map((t) => t.fcp);
  const lcp = timings.map((t) => t.lcp);
  console.log(`\nHome page, ${CPU_SLOWDOWN}x CPU throttling, median of ${RUNS} fresh contexts:`);
  console.log(`    FCP ${median(fcp).toFixed(0)} ms   (runs: ${fcp.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`    LCP ${median(lcp).toFixed(0)} ms   (runs: ${lcp.map((v) => v.toFixed(0)).join(', ')})`);

  const over = verdicts.filter((v) => !v.ok);
  console.log(over.length === 0 ? '\nAll budgets met.' : `\nOVER budget: ${over.map((v) => v.label).join(', ')}`);
  return over.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nbench failed: ${error.message}`);
}
await cleanup();
process.exit(code);
