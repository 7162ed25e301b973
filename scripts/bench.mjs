#!/usr/bin/env node
// `npm run bench`: what a first visit costs.
//   (a) host first-load JS: the scripts the home page loads from the host's origin before it shows,
//       measured in Chromium with the remotes' servers NOT running (so nothing of theirs counts), then
//       each library's estimated gzip share of it (report only; issue 21): each file's gzip spread over
//       the npm packages of its chunk in proportion to their module bytes (host/dist/.module-sizes.json,
//       scripts/webpack/module-sizes-plugin.cjs), summed over the files;
//   (b) each remote's remoteEntry.js;  (c) the JS each remote's first route fetches from its origin;
//   home page FCP, LCP and CLS (layout shift, issue 27) with 4x CPU throttling, median of 15 runs (PAINT_RUNS),
//   each in a fresh browser context;
//   (f) the price of federation: the same host and remote route modules built as ONE bundle (no
//   federation, same minifier), side by side with the federated suite: JS fetched before home and
//   /rng were ready, home LCP at 4x CPU, and the ratios; (g) click to heading of /promotions (a remote
//   not yet visited) at 4x CPU. (f) and (g) live in lib/bench-frontend.mjs.
// Sizes are gzip (zlib, default level) of each file on disk, in KiB (1024 bytes).
//   (d) the game catalogue's latency (10,000 seeded games): GET /wps/relay/GCSGAME_gameList, 1,000
//       sequential requests over one keep-alive connection after 20 warm-ups, half "list" (RNG, by
//       vendor and page) and half "search" (plus gameName of 2-4 letters), wall time from Node, p50/p95.
//   (e) money calls under load (autocannon, 20 connections for 10 s each, after everything else): the
//       demo player logs in (encrypted body, as the browser does), gets a payment password, a bound
//       account and a 100,000.00 deposit (settled with the admin token); then GET /wps/v2/wallets/balance
//       and POST /wps/cashier/withdraw (100.00, a fresh Idempotency-Key per request): req/s, p50, p99,
//       non-2xx, accepted withdrawals; then GET /admin/ledger/check must answer ok. With DATABASE_URL set
//       the same step also runs on a second API (port 4201) in a throwaway schema of that database,
//       dropped afterwards (report only). SUITE_BENCH_LOAD=0 skips (e).
//   (f) the read load (issue 14), on an API of its own started for it (PGlite, one process; with
//       DATABASE_URL also a throwaway schema served by SUITE_API_WORKERS=1 then 2, and their ratio):
//       autocannon, 20 connections for 10 s each on game list, search, balance, member info, lottery
//       menu: req/s, p50, p99, errors. Budgets on PGlite: game list and search >= 3,000 req/s with p99
//       <= 25 ms, balance >= 1,500 req/s with p99 <= 25 ms, zero errors on every call.
//   (h) money writes (issue 26 #5, lib/bench-money.mjs), on the same APIs as (f) after its read load:
//       20 members registered and funded through the API, one autocannon connection each for 10 s,
//       cycling wallet transfer (MAIN -> a game wallet), spin and lottery bet (a fresh Idempotency-Key
//       each), then scripts/ledger-check. Budget on PGlite: >= 400 writes/s, p99 <= 150 ms, every
//       answer success: true; PostgreSQL (1 and 2 processes) report only.
//   `npm run bench -- --only load` runs (f) and (e) alone, without building or a browser;
//   `npm run bench -- --only money` runs (h) alone, without building or a browser;
//   (i) live account events (issue 25, lib/bench-events.mjs), on an API of its own: 1,000 members
//       seeded with a session each hold an open GET /wps/member/events stream; the API's RSS growth
//       for them (report only) and the time from an operator's deposit approval to the balance event
//       on the player's stream, p50/p95 of 50 (budget on PGlite: p95 <= 500 ms, no event reaching
//       another member's stream); with DATABASE_URL also on SUITE_API_WORKERS=2 (report only).
//   `npm run bench -- --only events` runs (i) alone, without building or a browser;
//   `npm run bench -- --only front` runs (a)-(c) and the browser figures alone (no catalogue, no load).
// Budgets: host first-load JS <= 200 KiB (issue 21, was 170: 169.9 KiB before the design's four
// libraries, jotai, axios, react-i18next and dayjs, came back, which weighed ~27 KiB), each
// remoteEntry.js <= 10 KiB, home CLS <= 0.05 (HOME_CLS_BUDGET), home LCP <= 1,200 ms (where the
// one bundle itself takes longer, the machine is slower than the reference and the LCP ratio decides),
// federated/one-bundle first-load bytes <= 1.25 and LCP <= 1.10, click to a remote's heading
// <= 300 ms (FRONT_BUDGETS), catalogue p95 <= 30 ms
// for list and for search, balance p99 <= 50 ms under load on PGlite; exits 1 when over, or when the
// ledger check fails after the load.
// Runs on its own ports (host 3200, remotes 3201-3204, one-bundle 3205, API 4200, PostgreSQL API 4201;
// SUITE_BENCH_PORT_BASE moves them) with a throwaway PGlite database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIXES, HOST, REMOTES, ROOT, distDir } from './lib/apps.mjs';
import { appsWithoutDist, buildApps } from './lib/build-apps.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { assertPortsFree, stopProcess } from './lib/proc.mjs';
import { LOAD, moneyLoad, newAdminToken, readLoad, READ_LOAD_CALLS, scratchPostgresSchema } from './lib/load.mjs';
import { meetsMoneyBudget, MONEY_WRITE_BUDGET, MONEY_WRITES, moneyWrites, WRITE_KINDS } from './lib/bench-money.mjs';
import { liveEventsStep, reportLiveEvents } from './lib/bench-events.mjs';
import { siteOrigins, startApi, startStaticSuite } from './lib/suite-servers.mjs';
import { startStaticServer, stopStaticServer } from './lib/static-server.mjs';
import {
  CPU_SLOWDOWN,
  READY,
  budgetVerdict,
  buildOneBundle,
  clickToRemote,
  estimatePackageGzip,
  gzipSize,
  homeCls,
  HOME_CLS_BUDGET,
  kib,
  median,
  medianReadyScripts,
  packageShareRows,
  paintTimings,
  readModuleSizes,
} from './lib/bench-frontend.mjs';

const BUDGETS = { catalogueP95Ms: 30, balanceP99Ms: 50 };
/** (f) The read load on PGlite, one process (issue 14): at least this many req/s, p99 at most this; every call: zero errors. */
const READ_LOAD_BUDGETS = { 'game list': { minRps: 3000, p99Ms: 25 }, search: { minRps: 3000, p99Ms: 25 }, balance: { minRps: 1500, p99Ms: 25 } };
const FRONT_BUDGETS = { hostFirstLoadKiB: 200, remoteEntryKiB: 10, homeLcpMs: 1200, bytesRatio: 1.25, lcpRatio: 1.1, clickToRemoteMs: 300 };
const ONLY = (() => {
  const at = process.argv.indexOf('--only');
  return at === -1 ? null : process.argv[at + 1];
})();
const RUN_LOAD = process.env.SUITE_BENCH_LOAD !== '0' && ONLY !== 'front';
const DATABASE_URL = process.env.DATABASE_URL?.trim() || null;
const RUNS = 5;
/**
 * Home paint runs per variant (alternating). Single runs on the 2-core machine spread by +-30 % (the
 * API and the static servers share the cores with Chromium), so with 5 runs the LCP ratio of one build
 * read anywhere from 0.92 to 1.18 between identical bench runs; the budget is 10 %. 15 alternating runs
 * of the same build read 1,092 / 1,060 ms (docs/performance.md, session 6).
 */
const PAINT_RUNS = 15;
// SUITE_BENCH_PORT_BASE moves the front-end ports (host base, remotes base+1..4, one-bundle base+5) and
// the API ports (base+1000, base+1001), so two benches can run side by side on one machine.
const PORT_BASE = Number(process.env.SUITE_BENCH_PORT_BASE) || 3200;
const PORTS = {
  host: PORT_BASE,
  api: PORT_BASE + 1000,
  pgApi: PORT_BASE + 1001,
  loadApi: PORT_BASE + 1010,
  loadPgApi: PORT_BASE + 1011,
  eventsApi: PORT_BASE + 1020,
  eventsPgApi: PORT_BASE + 1021,
  oneBundle: PORT_BASE + 5,
  remotes: { remote_games: PORT_BASE + 1, remote_lottery: PORT_BASE + 2, remote_member: PORT_BASE + 3, remote_agent: PORT_BASE + 4 },
};

const hostOrigin = `http://localhost:${PORTS.host}`;
const remoteOrigin = (remote) => `http://localhost:${PORTS.remotes[remote.name]}`;

/** Nearest-rank percentile (p in 0..100). */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

// (d) The catalogue queries: deterministic, so every run asks the same 1,000 questions.
const CATALOGUE_QUERIES = 1000;
const CATALOGUE_WARMUP = 20;
const RNG_VENDORS = ['SPX', 'LUX', 'RBT', 'GLD', 'NVA', 'JDE', 'ORB', 'KTO', 'MRL', 'SNR', 'QBT', 'VRX', 'PLM', 'TNG', 'ECH', 'BRZ'];
const NAME_FRAGMENTS = ['go', 'ra', 'fire', 'dra', 'jack', 'an', 'lu', 'star', 'mon', 'ki', 'ger', 'wild', 'or', 'ne', 'fru', 'gem', 'ti', 'drag', 'cry', 'el', 'pot', 'ma', 'tig', 'ic'];

/** The i-th catalogue query: even i a "list" page, odd i a "search". */
function catalogueQuery(i) {
  const n = Math.floor(i / 2);
  const params = new URLSearchParams({ gameType: 'RNG', pageSize: '15' });
  // Every fourth query without a vendor (the whole RNG hall), the rest cycle through the vendors.
  const vassalage = n % 4 === 0 ? undefined : RNG_VENDORS[(n * 7) % RNG_VENDORS.length];
  if (vassalage) params.set('vassalage', vassalage);
  if (i % 2 === 0) {
    params.set('pageNo', String(1 + ((n * 11) % (vassalage ? 25 : 200))));
    return { kind: 'list', path: `/wps/relay/GCSGAME_gameList?${params}` };
  }
  params.set('gameName', NAME_FRAGMENTS[(n * 5) % NAME_FRAGMENTS.length]);
  params.set('pageNo', String(1 + (n % 3)));
  return { kind: 'search', path: `/wps/relay/GCSGAME_gameList?${params}` };
}

function getJson(agent, port, urlPath) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== 200) reject(new Error(`GET ${urlPath}: HTTP ${response.statusCode} ${body.slice(0, 200)}`));
        else resolve(JSON.parse(body));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Wall times (ms) of the catalogue queries, by kind, plus how many searches found nothing. */
async function catalogueLatency(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < CATALOGUE_WARMUP; i += 1) await getJson(agent, port, catalogueQuery(CATALOGUE_QUERIES + i).path);
    const times = { list: [], search: [] };
    let emptySearches = 0;
    for (let i = 0; i < CATALOGUE_QUERIES; i += 1) {
      const { kind, path: urlPath } = catalogueQuery(i);
      const start = performance.now();
      const body = await getJson(agent, port, urlPath);
      times[kind].push(performance.now() - start);
      if (!body.success) throw new Error(`GET ${urlPath}: ${body.message}`);
      if (kind === 'search' && body.value.games.length === 0) emptySearches += 1;
    }
    return { times, emptySearches };
  } finally {
    agent.destroy();
  }
}

/** JS files a page fetched from `origin`, as paths in `dir` (unique, in load order). */
function scriptFiles(urls, origin, dir, extension = '.js') {
  const files = [];
  for (const url of urls) {
    if (!url.startsWith(origin + '/')) continue;
    const { pathname } = new URL(url);
    if (!pathname.endsWith(extension)) continue;
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
    { port: PORTS.oneBundle, label: 'bench one-bundle' },
    { port: PORTS.api, label: 'bench API' },
    ...(RUN_LOAD && DATABASE_URL ? [{ port: PORTS.pgApi, label: 'bench PostgreSQL API' }] : []),
  ]);
  await ensureDeps();
  const executablePath = await ensureChromium();
  const missing = appsWithoutDist();
  if (missing.length > 0) await buildApps(missing);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const remotesFile = path.join(scratch, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(REMOTES.map((remote) => ({ name: remote.name, entry: `${remoteOrigin(remote)}/remoteEntry.js` }))));

  console.log(`Bench: API :${PORTS.api}, host :${PORTS.host}, remotes :${PORTS.host + 1}-${PORTS.host + 4}, one-bundle :${PORTS.oneBundle} (Chromium ${executablePath})`);
  // The catalogue run sends ~1,000 requests a minute from one address, the load (e) thousands more:
  // lift the per-IP rate limit (default 600/min). The admin token is the bench's own.
  const adminToken = newAdminToken();
  const apiEnv = { SUITE_RATE_LIMIT_MAX: '100000', SUITE_ADMIN_TOKEN: adminToken };
  // The API allows the bench's own origins (CORS, frame-ancestors), not npm start's.
  const origins = siteOrigins({ base: 'http://localhost', hostPort: PORTS.host, remotePorts: [...Object.values(PORTS.remotes), PORTS.oneBundle] });
  const api = await startApi({ port: PORTS.api, dataDir: path.join(scratch, 'data'), quiet: true, pglite: true, siteOrigins: origins, env: apiEnv });
  cleanups.push(() => stopProcess(api));

  // (d) first, before Chromium starts, so the browser does not share the 2 cores with the API.
  // `--only front` skips it (and the load steps): the front-end figures alone.
  if (ONLY !== 'front') console.log(`Game catalogue latency, ${CATALOGUE_QUERIES} sequential requests after ${CATALOGUE_WARMUP} warm-ups...`);
  const catalogue = ONLY === 'front' ? null : await catalogueLatency(PORTS.api);

  // (f) needs the one-bundle variant: built now, after (d) and before Chromium starts.
  console.log('Building the one-bundle variant (no federation)...');
  const oneBundleDir = path.join(scratch, 'one-bundle');
  await buildOneBundle(oneBundleDir);

  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());

  console.log('Measuring the host\'s first load (remotes down)...');
  // (a) The host alone: remotes down, so only the host's own first-load JS is counted.
  const servers = { hostPort: PORTS.host, remotePorts: PORTS.remotes, apiPort: PORTS.api, overrides: { '/remotes.json': remotesFile } };
  let stopStatic = await startStaticSuite({ ...servers, remotes: [] });
  const hostUrls = await recordScripts(browser, hostOrigin + '/', 'h1');
  const hostFiles = scriptFiles(hostUrls, hostOrigin, distDir(HOST));
  // The CSS is in files of its own (experiments.css), fetched beside the JS: reported, not budgeted.
  const hostStyles = scriptFiles(hostUrls, hostOrigin, distDir(HOST), '.css');
  // The library shares now, with the files just loaded: a rebuild of host/dist during the run would
  // otherwise pair them with another build's .module-sizes.json.
  const hostShares = firstLoadShares(hostFiles);
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

  const front = await measureFrontEnd(browser, { oneBundleDir, remotesFile });

  // (e) last, with Chromium closed so it does not share the cores with the API and autocannon.
  const loads = [];
  if (RUN_LOAD) {
    await browser.close();
    loads.push(await runLoad('PGlite', PORTS.api, adminToken));
    if (DATABASE_URL) {
      console.log(`Starting a second API on PostgreSQL (DATABASE_URL, throwaway schema) on :${PORTS.pgApi}...`);
      const started = await startPostgresApi(apiEnv).catch((error) => ({ error }));
      loads.push(started.error ? { label: 'PostgreSQL', error: started.error } : await runLoad('PostgreSQL', PORTS.pgApi, adminToken));
    }
  }
  const readLoads = RUN_LOAD ? await readLoadStep({ withWrites: true }) : null;
  const liveEvents = RUN_LOAD ? await runLiveEvents() : null;

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
  console.log(`    ${'total'.padEnd(24)} ${kib(hostTotal).padStart(7)} KiB in ${hostFiles.length} files   ${verdict('host first-load JS', hostTotal, FRONT_BUDGETS.hostFirstLoadKiB)}`);
  const stylesTotal = hostStyles.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`    ${'and its CSS'.padEnd(24)} ${kib(stylesTotal).padStart(7)} KiB in ${hostStyles.length} files   (report only)`);
  reportFirstLoadShares(hostShares);

  console.log('\n(b) remoteEntry.js and (c) first route JS from each remote\'s origin (beyond the entry), gzip:');
  for (const row of remoteRows) {
    console.log(
      `    ${row.remote.name.padEnd(15)} entry ${kib(row.entry).padStart(6)} KiB ${verdict(`${row.remote.name} remoteEntry.js`, row.entry, FRONT_BUDGETS.remoteEntryKiB)}` +
        `   ${row.remote.firstRoute.padEnd(10)} ${kib(row.route).padStart(6)} KiB in ${row.routeCount} file${row.routeCount === 1 ? '' : 's'}`,
    );
  }

  reportFrontEnd(front, verdicts);

  if (catalogue) console.log(`\n(d) Game catalogue, GET /wps/relay/GCSGAME_gameList, wall time from Node (keep-alive, sequential):`);
  for (const kind of catalogue ? ['list', 'search'] : []) {
    const values = catalogue.times[kind];
    const p95 = percentile(values, 95);
    const ok = p95 <= BUDGETS.catalogueP95Ms;
    verdicts.push({ label: `catalogue ${kind} p95`, ok });
    console.log(
      `    ${kind.padEnd(7)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${values.length} requests)   ` +
        `${ok ? 'OK  ' : 'OVER'} (budget p95 ${BUDGETS.catalogueP95Ms} ms)`,
    );
  }
  if (catalogue?.emptySearches > 0) console.log(`    (${catalogue.emptySearches} of the searches matched no game)`);

  const failures = [];
  if (RUN_LOAD) {
    console.log(`\n(e) Money calls under load, ${LOAD.connections} connections for ${LOAD.seconds} s each (autocannon, loopback):`);
    for (const load of loads) reportLoad(load, verdicts, failures);
  } else if (ONLY !== 'front') {
    console.log('\n(e) Money calls under load: skipped (SUITE_BENCH_LOAD=0)');
  }
  if (readLoads) reportReadLoads(readLoads, verdicts, failures);
  if (readLoads) reportMoneyWrites(readLoads.writes, verdicts, failures);
  if (liveEvents) reportLiveEvents(liveEvents, verdicts, failures);

  const over = verdicts.filter((v) => !v.ok);
  console.log(over.length === 0 ? '\nAll budgets met.' : `\nOVER budget: ${over.map((v) => v.label).join(', ')}`);
  if (failures.length > 0) console.log(`FAILED: ${failures.join('; ')}`);
  return over.length === 0 && failures.length === 0 ? 0 : 1;
}

/**
 * Home paint timings, (f) and (g), with every remote up: the federated suite and the one-bundle
 * variant (served with the host's proxy on its own port) measured alternately, so machine noise hits
 * both alike.
 */
async function measureFrontEnd(browser, { oneBundleDir, remotesFile }) {
  const oneOrigin = `http://localhost:${PORTS.oneBundle}`;
  const oneServer = await startStaticServer({
    root: oneBundleDir,
    port: PORTS.oneBundle,
    spa: true,
    proxyPrefixes: API_PREFIXES,
    proxyTarget: { hostname: '127.0.0.1', port: PORTS.api },
    policy: { remotesFile, configFile: path.join(oneBundleDir, 'config.json') },
  });
  try {
    const fedOrigins = { [hostOrigin]: distDir(HOST), ...Object.fromEntries(REMOTES.map((remote) => [remoteOrigin(remote), distDir(remote)])) };
    const oneOrigins = { [oneOrigin]: oneBundleDir };
    console.log('Measuring the price of federation (home and /rng, federated and one bundle)...');
    const pages = [
      { label: 'home', path: '/', ready: READY.home },
      { label: '/rng', path: '/rng', ready: READY.remote('remote_games') },
    ];
    const bytes = [];
    for (const page of pages) {
      const [federated, oneBundle] = await medianReadyScripts(browser, RUNS, [
        { pageUrl: hostOrigin + page.path, readyExpr: page.ready, origins: fedOrigins },
        { pageUrl: oneOrigin + page.path, readyExpr: page.ready, origins: oneOrigins },
      ]);
      bytes.push({ label: page.label, federated, oneBundle });
    }
    console.log(`Home page paint timings, ${PAINT_RUNS} runs each (federated, one bundle) at ${CPU_SLOWDOWN}x CPU slowdown...`);
    const timings = { federated: [], oneBundle: [] };
    for (let run = 0; run < PAINT_RUNS; run += 1) {
      timings.federated.push(await paintTimings(browser, hostOrigin));
      timings.oneBundle.push(await paintTimings(browser, oneOrigin));
    }
    console.log(`Click to the heading of /promotions (not yet visited), ${RUNS} runs at ${CPU_SLOWDOWN}x CPU slowdown...`);
    const clicks = [];
    for (let run = 0; run < RUNS; run += 1) clicks.push(await clickToRemote(browser, hostOrigin, { path: '/promotions', remote: 'remote_member' }));
    return { bytes, timings, clicks };
  } finally {
    await stopStaticServer(oneServer);
  }
}

function reportFrontEnd({ bytes, timings, clicks }, verdicts) {
  const runs = (values) => values.map((v) => v.toFixed(0)).join(', ');
  const fcp = timings.federated.map((t) => t.fcp);
  const lcp = timings.federated.map((t) => t.lcp);
  const oneLcp = timings.oneBundle.map((t) => t.lcp);
  // Issue 14: "home LCP <= 1,200 ms median at 4x CPU (the ratio decides when machines differ)". When the
  // same code as one bundle (no federation) is itself over 1,200 ms here, this machine is slower than
  // the budget's reference: the LCP ratio decides, and the line says so with both figures.
  const lcpRatio = median(lcp) / median(oneLcp);
  const machineSlower = median(oneLcp) > FRONT_BUDGETS.homeLcpMs;
  const lcpOk = median(lcp) <= FRONT_BUDGETS.homeLcpMs || (machineSlower && lcpRatio <= FRONT_BUDGETS.lcpRatio);
  console.log(`\nHome page, ${CPU_SLOWDOWN}x CPU throttling, median of ${PAINT_RUNS} fresh contexts:`);
  console.log(`    FCP ${median(fcp).toFixed(0)} ms   (runs: ${runs(fcp)})`);
  console.log(
    `    LCP ${median(lcp).toFixed(0)} ms   (runs: ${runs(lcp)})   ` +
      budgetVerdict(verdicts, 'home LCP', lcpOk, `${FRONT_BUDGETS.homeLcpMs} ms`) +
      (median(lcp) > FRONT_BUDGETS.homeLcpMs && machineSlower
        ? `   over ${FRONT_BUDGETS.homeLcpMs} ms on this machine, where the one bundle takes ${median(oneLcp).toFixed(0)} ms: the LCP ratio decides (below)`
        : ''),
  );
  const clsRuns = timings.federated.map((t) => t.cls);
  const cls = homeCls(clsRuns);
  console.log(
    `    CLS ${cls.value.toFixed(3)}   (runs: ${clsRuns.map((v) => v.toFixed(3)).join(', ')}; worst ${cls.worst.toFixed(3)})   ` +
      budgetVerdict(verdicts, 'home CLS', cls.ok, `<= ${HOME_CLS_BUDGET}`),
  );

  console.log(`\n(f) The price of federation: federated vs the same code as one bundle, gzip JS fetched before the page was ready (median of ${RUNS} loads each):`);
  for (const row of bytes) {
    const ratio = row.federated.bytes / row.oneBundle.bytes;
    console.log(
      `    ${row.label.padEnd(6)} federated ${kib(row.federated.bytes).padStart(6)} KiB in ${String(row.federated.files.length).padStart(2)} files   ` +
        `one bundle ${kib(row.oneBundle.bytes).padStart(6)} KiB in ${String(row.oneBundle.files.length).padStart(2)} files   ratio ${ratio.toFixed(2)}   ` +
        budgetVerdict(verdicts, `federation bytes ratio (${row.label})`, ratio <= FRONT_BUDGETS.bytesRatio, `<= ${FRONT_BUDGETS.bytesRatio}`),
    );
    console.log(`           (loads, KiB: federated ${row.federated.runs.map(kib).join(', ')}; one bundle ${row.oneBundle.runs.map(kib).join(', ')})`);
  }
  console.log(
    `    home LCP at ${CPU_SLOWDOWN}x CPU: federated ${median(lcp).toFixed(0)} ms, one bundle ${median(oneLcp).toFixed(0)} ms (runs: ${runs(oneLcp)})   ` +
      `ratio ${lcpRatio.toFixed(2)}   ${budgetVerdict(verdicts, 'federation LCP ratio', lcpRatio <= FRONT_BUDGETS.lcpRatio, `<= ${FRONT_BUDGETS.lcpRatio}`)}`,
  );
  const elements = (list) => {
    const counts = new Map();
    for (const { lcpElement } of list) counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([element, count]) => `${element} x${count}`).join(', ');
  };
  console.log(`           (LCP element, report only: federated ${elements(timings.federated)}; one bundle ${elements(timings.oneBundle)})`);

  const click = median(clicks);
  console.log(
    `\n(g) Click to heading of /promotions (remote_member not yet visited), ${CPU_SLOWDOWN}x CPU: median ${click.toFixed(0)} ms   (runs: ${runs(clicks)})   ` +
      budgetVerdict(verdicts, 'click to remote heading', click <= FRONT_BUDGETS.clickToRemoteMs, `${FRONT_BUDGETS.clickToRemoteMs} ms`),
  );
}

/**
 * (a) continued, report only (issue 21): each library's share of the host's first-load gzip. An
 * estimate: every file's gzip size spread over its chunk's packages in proportion to their module
 * bytes (source sizes, not minified: see module-sizes-plugin.cjs). Null when host/dist has no
 * .module-sizes.json (built before the plugin).
 */
function firstLoadShares(files) {
  const dir = distDir(HOST);
  const sizes = readModuleSizes(dir);
  if (!sizes) return null;
  return estimatePackageGzip(
    files.map((file) => ({ file, gzip: gzipSize(file), packages: sizes[path.relative(dir, file).split(path.sep).join('/')] })),
  );
}

function reportFirstLoadShares(estimate) {
  if (!estimate) {
    console.log('    (no .module-sizes.json in host/dist, a build from before module-sizes-plugin.cjs: `npm run build host` for the library shares)');
    return;
  }
  console.log(
    `    Library shares of that first load, ESTIMATED (report only): each file's gzip spread over its chunk's packages ` +
      'in proportion to their module bytes (source sizes), summed:',
  );
  const line = (row) => `      ${row.name.padEnd(46)} ${kib(row.bytes).padStart(7)} KiB ${(100 * row.share).toFixed(1).padStart(5)} %`;
  const rows = packageShareRows(estimate);
  for (const row of rows.filter((r) => r.top)) console.log(line(row));
  console.log('      and the libraries always listed:');
  for (const row of rows.filter((r) => !r.top)) console.log(line(row));
}

/** (e) on one API; an error is kept for the report (the other figures still print). */
async function runLoad(label, port, adminToken) {
  console.log(`Money calls under load on ${label} (API :${port})...`);
  try {
    return { label, ...(await moneyLoad({ port, adminToken, log: (line) => console.log(line) })) };
  } catch (error) {
    return { label, error };
  }
}

/** A second bench API on DATABASE_URL's PostgreSQL, in a schema of its own dropped at the end. */
async function startPostgresApi(apiEnv) {
  const scratchSchema = await scratchPostgresSchema(DATABASE_URL);
  cleanups.push(() => scratchSchema.drop());
  const pgApi = await startApi({ port: PORTS.pgApi, quiet: true, env: { ...apiEnv, DATABASE_URL: scratchSchema.url } });
  cleanups.push(() => stopProcess(pgApi));
  return pgApi;
}

const ms = (value) => `${String(Math.round(value)).padStart(5)} ms`;
const refusalList = (refusals) =>
  Object.entries(refusals)
    .map(([reason, count]) => `${count} ${reason}`)
    .join(', ');

function reportLoad(load, verdicts, failures) {
  console.log(`    ${load.label}:`);
  if (load.error) {
    console.log(`      load step failed: ${load.error.message}`);
    failures.push(`load step on ${load.label}`);
    return;
  }
  const line = (name, f) =>
    `      ${name.padEnd(9)} ${f.rps.toFixed(f.rps < 100 ? 1 : 0).padStart(6)} req/s   p50 ${ms(f.p50)}   p99 ${ms(f.p99)}   ` +
    `(${f.requests} requests, ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts)`;
  const balance = load.balance;
  let balanceVerdict = '(report only)';
  if (load.label === 'PGlite') {
    const ok = balance.p99 <= BUDGETS.balanceP99Ms && balance.errors === 0 && balance.non2xx === 0;
    verdicts.push({ label: 'balance p99 under load', ok });
    balanceVerdict = `${ok ? 'OK  ' : 'OVER'} (budget p99 ${BUDGETS.balanceP99Ms} ms, no errors)`;
  }
  console.log(`${line('balance', balance)}   ${balanceVerdict}`);
  if (Object.keys(balance.refusals).length > 0) console.log(`        not success: ${refusalList(balance.refusals)}`);
  const withdraw = load.withdraw;
  console.log(`${line('withdraw', withdraw)}   (report only)`);
  const refused = Object.keys(withdraw.refusals).length > 0 ? `, not accepted: ${refusalList(withdraw.refusals)}` : '';
  console.log(`        ${withdraw.succeeded} answered success: true${refused}`);
  console.log(
    `        main wallet ${load.wallet.before} -> ${load.wallet.after} after ${load.wallet.orders} withdrawal orders (1 before the load)` +
      `${load.wallet.consistent ? '' : '   MISMATCH: balance moved by other than orders x amount'}`,
  );
  if (!load.wallet.consistent) failures.push(`main wallet on ${load.label} does not match its withdrawal orders`);
  const { ledger } = load;
  if (ledger.ok) {
    console.log(`      ledger: OK (${ledger.accounts} accounts, ${ledger.journals} journals, ${ledger.postings} postings)`);
  } else {
    const problems = ['balanceMismatches', 'unbalancedJournals', 'brokenChains', 'negativeAccounts'].filter((key) => ledger[key]?.length > 0);
    console.log(`      ledger: FAILED (${problems.map((key) => `${ledger[key].length} ${key}`).join(', ')})`);
    console.log(`        ${JSON.stringify(Object.fromEntries(problems.map((key) => [key, ledger[key].slice(0, 3)])))}`);
    failures.push(`ledger check on ${load.label}`);
  }
}

/** `npm run bench -- --only load`: the load steps alone (no build, no browser). */
async function loadOnly() {
  await ensureDeps();
  const results = await readLoadStep({ withMoney: true });
  const verdicts = [];
  const failures = [];
  if (results.money) {
    console.log(`\n(e) Money calls under load, ${LOAD.connections} connections for ${LOAD.seconds} s each (autocannon, loopback):`);
    reportLoad(results.money, verdicts, failures);
  }
  reportReadLoads(results, verdicts, failures);
  const over = verdicts.filter((v) => !v.ok);
  console.log(over.length === 0 ? '\nAll budgets met.' : `\nOVER budget: ${over.map((v) => v.label).join(', ')}`);
  if (failures.length > 0) console.log(`FAILED: ${failures.join('; ')}`);
  return over.length === 0 && failures.length === 0 ? 0 : 1;
}

/** (i) Live account events on APIs of their own (lib/bench-events.mjs). */
async function runLiveEvents() {
  await assertPortsFree([
    { port: PORTS.eventsApi, label: 'bench live events API' },
    ...(DATABASE_URL ? [{ port: PORTS.eventsPgApi, label: 'bench live events PostgreSQL API' }] : []),
  ]);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-events-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const ports = { pglite: PORTS.eventsApi, postgres: PORTS.eventsPgApi };
  return liveEventsStep({ ports, scratch, adminToken: newAdminToken(), databaseUrl: DATABASE_URL, log: (line) => console.log(line), cleanups });
}

/** `npm run bench -- --only events`: the live events step (i) alone (no build, no browser). */
async function eventsOnly() {
  await ensureDeps();
  const runs = await runLiveEvents();
  const verdicts = [];
  const failures = [];
  reportLiveEvents(runs, verdicts, failures);
  const over = verdicts.filter((v) => !v.ok);
  console.log(over.length === 0 ? '\nAll budgets met.' : `\nOVER budget: ${over.map((v) => v.label).join(', ')}`);
  if (failures.length > 0) console.log(`FAILED: ${failures.join('; ')}`);
  return over.length === 0 && failures.length === 0 ? 0 : 1;
}

/** `npm run bench -- --only money`: the money writes (h) alone (no build, no browser). */
async function moneyOnly() {
  await ensureDeps();
  const results = await readLoadStep({ withRead: false, withWrites: true });
  const verdicts = [];
  const failures = [];
  reportMoneyWrites(results.writes, verdicts, failures);
  const over = verdicts.filter((v) => !v.ok);
  console.log(over.length === 0 ? '\nAll budgets met.' : `\nOVER budget: ${over.map((v) => v.label).join(', ')}`);
  if (failures.length > 0) console.log(`FAILED: ${failures.join('; ')}`);
  return over.length === 0 && failures.length === 0 ? 0 : 1;
}

/**
 * (f) The read load (issue 14) and (h) the money writes (issue 26 #5) on APIs of their own: a fresh
 * PGlite API, one process; with DATABASE_URL also a throwaway schema of that database served by
 * SUITE_API_WORKERS=1 and then =2. On each API the read load runs first (unless `withRead` is
 * false), then the writes when `withWrites`; `withMoney` also runs (e) on the PGlite one after the
 * read load (for --only load). Answers { runs: read loads, writes: money writes, money: (e) }.
 */
/** A busy shared machine seeds 10,000 games slowly: the load APIs get longer to start than the default 90 s. */
const LOAD_API_START_MS = 240_000;

async function readLoadStep({ withRead = true, withMoney = false, withWrites = false } = {}) {
  await assertPortsFree([
    { port: PORTS.loadApi, label: 'bench load API' },
    ...(DATABASE_URL ? [{ port: PORTS.loadPgApi, label: 'bench load PostgreSQL API' }] : []),
  ]);
  const adminToken = newAdminToken();
  // Every call of the load comes from one address: lift the per-IP limit out of the way.
  const env = { SUITE_RATE_LIMIT_MAX: '1000000', SUITE_ADMIN_TOKEN: adminToken };
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-load-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const runs = [];
  const writes = [];
  const results = { runs, writes, money: null };
  const log = (line) => console.log(line);
  const measure = async (label, workers, start) => {
    const steps = [withRead && 'Read load', withWrites && (withRead ? 'money writes' : 'Money writes')].filter(Boolean).join(' and ');
    console.log(`${steps} on ${label} (${workers} process${workers === 1 ? '' : 'es'})...`);
    let api;
    try {
      api = await start();
    } catch (error) {
      if (withRead) runs.push({ label, workers, error });
      if (withWrites) writes.push({ label, workers, error });
      return;
    }
    try {
      if (withRead) runs.push({ label, workers, ...(await readLoad({ port: api.port, log }).catch((error) => ({ error }))) });
      if (withMoney && label === 'PGlite') results.money = await runLoad('PGlite', api.port, adminToken);
      // One process: its CPU time per write too (steadier than req/s on a shared machine).
      const pid = workers === 1 ? api.child.pid : null;
      if (withWrites) writes.push({ label, workers, ...(await moneyWrites({ port: api.port, adminToken, pid, log }).catch((error) => ({ error }))) });
    } finally {
      await stopProcess(api.child);
    }
  };
  await measure('PGlite', 1, async () => ({
    port: PORTS.loadApi,
    child: await startApi({ port: PORTS.loadApi, dataDir: path.join(scratch, 'data'), quiet: true, pglite: true, env, timeoutMs: LOAD_API_START_MS }),
  }));
  if (DATABASE_URL) {
    let schema;
    try {
      schema = await scratchPostgresSchema(DATABASE_URL);
      cleanups.push(() => schema.drop());
    } catch (error) {
      if (withRead) runs.push({ label: 'PostgreSQL', workers: 1, error });
      if (withWrites) writes.push({ label: 'PostgreSQL', workers: 1, error });
    }
    for (const workers of schema ? [1, 2] : []) {
      await measure('PostgreSQL', workers, async () => ({
        port: PORTS.loadPgApi,
        child: await startApi({
          port: PORTS.loadPgApi,
          quiet: true,
          env: { ...env, DATABASE_URL: schema.url, SUITE_API_WORKERS: String(workers) },
          timeoutMs: LOAD_API_START_MS,
        }),
      }));
    }
  }
  return results;
}

function reportReadLoads({ runs }, verdicts, failures) {
  console.log(`\n(f) Read load, ${LOAD.connections} connections for ${LOAD.seconds} s each (autocannon, loopback, an API of its own):`);
  for (const run of runs) {
    console.log(`    ${run.label}, ${run.workers} process${run.workers === 1 ? '' : 'es'}:`);
    const budgeted = run.label === 'PGlite' && run.workers === 1;
    if (run.error) {
      console.log(`      load step failed: ${run.error.message}`);
      failures.push(`read load on ${run.label} x${run.workers}`);
      if (budgeted) verdicts.push({ label: 'read load (did not run)', ok: false });
      continue;
    }
    for (const call of run.calls) {
      const failed = call.errors + call.non2xx + call.timeouts;
      let note = '(report only)';
      if (budgeted) {
        const budget = READ_LOAD_BUDGETS[call.name];
        const ok = failed === 0 && (!budget || (call.rps >= budget.minRps && call.p99 <= budget.p99Ms));
        verdicts.push({ label: `read load ${call.name}`, ok });
        note = `${ok ? 'OK  ' : 'OVER'} (budget ${budget ? `>= ${budget.minRps} req/s, p99 <= ${budget.p99Ms} ms, ` : ''}no errors)`;
      }
      console.log(
        `      ${call.name.padEnd(13)} ${call.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(call.p50)}   p99 ${ms(call.p99)}   ` +
          `(${call.requests} requests, ${call.non2xx} non-2xx, ${call.errors} errors, ${call.timeouts} timeouts)   ${note}`,
      );
      if (Object.keys(call.refusals).length > 0) console.log(`        not success: ${refusalList(call.refusals)}`);
    }
  }
  const one = runs.find((run) => run.label === 'PostgreSQL' && run.workers === 1 && !run.error);
  const two = runs.find((run) => run.label === 'PostgreSQL' && run.workers === 2 && !run.error);
  if (one && two) {
    console.log('    PostgreSQL, 2 processes / 1 process (req/s):');
    for (const call of READ_LOAD_CALLS) {
      const a = one.calls.find((c) => c.name === call.name);
      const b = two.calls.find((c) => c.name === call.name);
      console.log(`      ${call.name.padEnd(13)} ${(b.rps / a.rps).toFixed(2)}x   (${a.rps.toFixed(0)} -> ${b.rps.toFixed(0)} req/s)`);
    }
  }
}

/** (h) Each API's money writes: figures, each kind's share and timing, the ledger check. */
function reportMoneyWrites(runs, verdicts, failures) {
  const { clients, seconds } = MONEY_WRITES;
  const budget = `>= ${MONEY_WRITE_BUDGET.minWritesPerSecond} writes/s, p99 <= ${MONEY_WRITE_BUDGET.p99Ms} ms, every answer success: true`;
  console.log(
    `\n(h) Money writes, ${clients} clients (a funded member each, a wager limit each) for ${seconds} s, each cycling ` +
      `wallet transfer, spin and lottery bet, a fresh Idempotency-Key each (autocannon, loopback, an API of its own):`,
  );
  for (const run of runs) {
    console.log(`    ${run.label}, ${run.workers} process${run.workers === 1 ? '' : 'es'}:`);
    const budgeted = run.label === 'PGlite' && run.workers === 1;
    if (run.error) {
      console.log(`      money writes failed: ${run.error.message}`);
      failures.push(`money writes on ${run.label} x${run.workers}`);
      if (budgeted) verdicts.push({ label: 'money writes (did not run)', ok: false });
      continue;
    }
    const w = run.writes;
    let note = '(report only)';
    if (budgeted) {
      const ok = meetsMoneyBudget(run);
      verdicts.push({ label: 'money writes', ok });
      note = `${ok ? 'OK  ' : 'OVER'} (budget ${budget})`;
    }
    console.log(
      `      writes   ${w.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(w.p50)}   p99 ${ms(w.p99)}   ` +
        `(${w.requests} requests, ${w.refused} not success, ${w.non2xx} non-2xx, ${w.errors} errors, ${w.timeouts} timeouts)   ${note}`,
    );
    for (const kind of WRITE_KINDS) {
      const k = run.kinds[kind];
      console.log(`        ${kind.padEnd(9)} ${String(k.answers).padStart(6)} answers, ${String(k.succeeded).padStart(6)} success   p50 ${ms(k.p50)}   p99 ${ms(k.p99)}`);
    }
    if (Object.keys(run.refusals).length > 0) console.log(`        not success: ${refusalList(run.refusals)}`);
    if (run.cpuMsPerWrite !== null) console.log(`        API process CPU ${run.cpuMsPerWrite.toFixed(2)} ms per write (user + system, the database's too on PGlite)`);
    const lastLine = run.ledger.output.split('\n').at(-1);
    console.log(`      scripts/ledger-check: ${run.ledger.ok ? 'OK' : 'FAIL'} (${lastLine})`);
    if (!run.ledger.ok) {
      console.log(run.ledger.output.replace(/^/gm, '        '));
      failures.push(`ledger check after the money writes on ${run.label} x${run.workers}`);
    }
  }
}

if (ONLY !== null && ONLY !== 'load' && ONLY !== 'front' && ONLY !== 'money' && ONLY !== 'events') {
  console.error(`bench: --only takes "load", "money", "events" or "front", got ${ONLY ?? 'nothing'}`);
  process.exit(2);
}

let code = 1;
try {
  code = ONLY === 'load' ? await loadOnly() : ONLY === 'money' ? await moneyOnly() : ONLY === 'events' ? await eventsOnly() : await main();
} catch (error) {
  console.error(`\nbench failed: ${error.message}`);
}
await cleanup();
process.exit(code);
