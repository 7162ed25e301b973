// The bench's browser measurements beyond the first-load listing (scripts/bench.mjs calls these):
//   - the price of federation: the same host and remote route modules built as ONE webpack bundle
//     (scripts/webpack/one-bundle.config.cjs), then, federated and one-bundle side by side, the JS a
//     page fetched before it was ready (home, /rng) and home LCP at 4x CPU, with the ratios;
//   - home paint timings (FCP, LCP) and layout shift (CLS, issue 27) at 4x CPU;
//   - click to heading of a remote page not yet visited (/promotions) at 4x CPU;
//   - each library's estimated gzip share of a set of files (the host's first load), from the build's
//     .module-sizes.json (scripts/webpack/module-sizes-plugin.cjs).
// Sizes are gzip (zlib, default level) of the files on disk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MODULE_SIZES_FILE } from '../webpack/module-sizes-plugin.cjs';
import { ROOT } from './apps.mjs';
import { binOf } from './packages.mjs';
import { run, seconds } from './proc.mjs';

export const CPU_SLOWDOWN = 4;

const gzipCache = new Map();
export function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}
export const kib = (bytes) => (bytes / 1024).toFixed(1);
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Builds the one-bundle variant of the suite into `outDir` (production, same minifier). */
export async function buildOneBundle(outDir, { log = console.log } = {}) {
  const result = await run(
    process.execPath,
    [binOf('webpack-cli'), '--mode', 'production', '--config', path.join(ROOT, 'scripts/webpack/one-bundle.config.cjs')],
    { cwd: path.join(ROOT, 'host'), env: { SUITE_OUT_DIR: outDir } },
  );
  if (result.code !== 0) throw new Error(`One-bundle build failed (exit ${result.code}):\n${result.output.trim()}`);
  log(`  built the one-bundle variant in ${seconds(result.ms)}`);
}

/**
 * Page readiness, evaluated in the page: home is ready when its heading shows and every home widget
 * slot has settled (loaded or failed); a remote page when the remote's heading shows.
 */
export const READY = {
  home: `(() => {
    const h1 = document.querySelector('main h1, h1');
    if (!h1 || !h1.isConnected) return false;
    const slots = document.querySelectorAll('.home-slot');
    return slots.length > 0 && [...slots].every((slot) => !slot.querySelector('.remote-loading'));
  })()`,
  remote: (name) => `(() => { const h = document.querySelector('[data-remote="${name}"] h1'); return Boolean(h && h.getClientRects().length); })()`,
};

/** Records performance.now() of the first animation frame at which `readyExpr` is true, as window.__benchReadyAt. */
function readyWatcher(readyExpr) {
  return `(() => {
    window.__benchReadyAt = 0;
    const tick = () => {
      try {
        if (document.readyState !== 'loading' && ${readyExpr}) { window.__benchReadyAt = performance.now(); return; }
      } catch {}
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}

/**
 * `readyScripts` over `runs` fresh loads, alternating the two variants, and the median load of each:
 * which lazy chunk starts a few milliseconds before or after the readiness frame varies from load to
 * load (by one file of 3-5 KiB, either variant), so one load per variant made the ratio swing by
 * about 0.03 between identical runs.
 */
export async function medianReadyScripts(browser, runs, variants) {
  const loads = variants.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, variant] of variants.entries()) {
      loads[index].push(await readyScripts(browser, variant.pageUrl, variant.readyExpr, variant.origins));
    }
  }
  return loads.map((list) => {
    const sorted = [...list].sort((a, b) => a.bytes - b.bytes);
    return { ...sorted[Math.floor(sorted.length / 2)], runs: list.map((load) => load.bytes) };
  });
}

/**
 * The JS files a page requested before it was ready (resource timing), as files on disk:
 * `origins` maps an origin to its dist folder. Idle-time preloads start after readiness and do not count.
 */
export async function readyScripts(browser, pageUrl, readyExpr, origins) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(readyWatcher(readyExpr));
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__benchReadyAt > 0, null, { timeout: 30000 });
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= window.__benchReadyAt)
        .map((entry) => entry.name),
    );
    const files = [];
    for (const url of entries) {
      const { origin, pathname } = new URL(url);
      if (!pathname.endsWith('.js') || !origins[origin]) continue;
      const file = path.join(origins[origin], decodeURIComponent(pathname));
      if (!files.includes(file)) files.push(file);
    }
    return { files, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
  } finally {
    await context.close();
  }
}

const LCP_OBSERVER = () => {
  window.__benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchLcp = entry.startTime;
      // What it was (report only): the element's tag and first class, and the image's file if any.
      const element = entry.element;
      const name = element ? `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}` : '?';
      window.__benchLcpElement = entry.url ? `${name} ${new URL(entry.url).pathname.split('/').pop()}` : name;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

// Every layout shift of the load (the page gets no input while the bench watches it).
const LAYOUT_SHIFT_OBSERVER = () => {
  window.__benchShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchShifts.push({ value: entry.value, startTime: entry.startTime, hadRecentInput: entry.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Home's layout-shift budget (issue 27): CLS at most this, median of the paint runs. */
export const HOME_CLS_BUDGET = 0.05;

/**
 * Cumulative Layout Shift of a load's `layout-shift` entries, as Chromium and web-vitals score it: the
 * shifts that follow an input (hadRecentInput) left out, the others grouped in session windows (a window
 * closes after 1 s without a shift or once it is 5 s long), the score the largest window's sum.
 * @param {{ value: number, startTime: number, hadRecentInput?: boolean }[]} shifts
 */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (sum > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) sum += shift.value;
    else {
      sum = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** Home's CLS over the paint runs: the median, held to HOME_CLS_BUDGET, and the worst run (report only). */
export function homeCls(runs) {
  const value = median(runs);
  return { value, worst: Math.max(...runs), ok: value <= HOME_CLS_BUDGET };
}

/**
 * FCP, LCP and CLS of `origin`'s home page at CPU_SLOWDOWN, in a fresh context, read once the page is
 * ready (and a second more).
 */
export async function paintTimings(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(LCP_OBSERVER);
    await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
    // Every home widget settled, then a second: an image that paints late is still counted.
    await page.addInitScript(readyWatcher(READY.home));
    await page.goto(origin + '/', { waitUntil: 'load' });
    await page.waitForFunction(() => window.__benchReadyAt > 0, null, { timeout: 30000 });
    await page.waitForTimeout(1000);
    const timings = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__benchLcp || NaN,
      lcpElement: window.__benchLcpElement || '?',
      shifts: window.__benchShifts,
    }));
    return { fcp: timings.fcp, lcp: timings.lcp, lcpElement: timings.lcpElement, cls: cumulativeLayoutShift(timings.shifts) };
  } finally {
    await context.close();
  }
}

/**
 * Click to heading of a remote page the visitor has not opened yet, at CPU_SLOWDOWN: home loads, the
 * visitor looks at it for a second, points at the nav link and clicks (Playwright moves the mouse
 * onto the link first, as a hand does). Time from the click event to the first frame showing the
 * remote's heading, measured in the page.
 */
export async function clickToRemote(browser, origin, { path: linkPath, remote }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(origin + '/', { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ state: 'attached', timeout: 30000 });
    await page.waitForTimeout(1000);
    await page.evaluate((name) => {
      window.__benchClickAt = 0;
      window.__benchHeadingAt = 0;
      const shown = () => {
        const heading = document.querySelector(`[data-remote="${name}"] h1`);
        return Boolean(heading && heading.getClientRects().length);
      };
      document.addEventListener(
        'click',
        () => {
          window.__benchClickAt = performance.now();
          const tick = () => {
            if (shown()) window.__benchHeadingAt = performance.now();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { capture: true, once: true },
      );
    }, remote);
    await page.locator(`a[href="${linkPath}"]:visible`).first().click();
    await page.waitForFunction(() => window.__benchHeadingAt > 0, null, { timeout: 30000 });
    return await page.evaluate(() => window.__benchHeadingAt - window.__benchClickAt);
  } finally {
    await context.close();
  }
}

/** An OK/OVER verdict line part; pushes { label, ok } to `verdicts`. */
export function budgetVerdict(verdicts, label, ok, budgetText) {
  verdicts.push({ label, ok });
  return `${ok ? 'OK  ' : 'OVER'} (budget ${budgetText})`;
}

/**
 * A build's .module-sizes.json (emitted JS file, relative to `dir` with `/` -> { package: bytes }),
 * or null when the build has none (built before the plugin).
 */
export function readModuleSizes(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, MODULE_SIZES_FILE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Each package's estimated gzip bytes in a set of files (report only): every file's gzip size is
 * spread over the packages of its chunk in proportion to their module bytes there (the build's
 * .module-sizes.json, scripts/webpack/module-sizes-plugin.cjs), then summed across the files. An
 * estimate: gzip does not compress every package alike, and the bytes are the modules' source sizes.
 * A file without a breakdown (`packages` absent or empty, e.g. a public/ script webpack did not build)
 * counts whole under `<its name> (no breakdown)`.
 * @param {{ file: string, gzip: number, packages?: Record<string, number> | null }[]} files
 * @returns {{ total: number, packages: { name: string, bytes: number, share: number }[] }}
 *   bytes: estimated gzip bytes (fractional); share: of `total` (0..1); largest first.
 */
export function estimatePackageGzip(files) {
  const sums = new Map();
  const add = (name, bytes) => sums.set(name, (sums.get(name) ?? 0) + bytes);
  let total = 0;
  for (const { file, gzip, packages } of files) {
    total += gzip;
    const entries = Object.entries(packages ?? {}).filter(([, bytes]) => bytes > 0);
    const moduleBytes = entries.reduce((sum, [, bytes]) => sum + bytes, 0);
    if (moduleBytes === 0) {
      add(`${path.basename(file)} (no breakdown)`, gzip);
      continue;
    }
    for (const [name, bytes] of entries) add(name, (gzip * bytes) / moduleBytes);
  }
  const rows = [...sums].map(([name, bytes]) => ({ name, bytes, share: total > 0 ? bytes / total : 0 }));
  return { total, packages: rows.sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name)) };
}

/**
 * The libraries the bench always lists in its first-load shares (0 when absent): a name ending in
 * `/*` sums every package of that scope.
 */
export const LIBRARIES_SHOWN = [
  'react-dom',
  'react',
  'react-router',
  'react-router-dom',
  '@module-federation/*',
  'i18next',
  'react-i18next',
  'i18next-resources-to-backend',
  'jotai',
  'axios',
  'dayjs',
  'crypto-js',
  'dompurify',
  'swiper',
];

/**
 * The rows to print from an estimatePackageGzip() result: the `top` largest packages, then each of
 * `always` not among them (a `scope/*` name sums its scope), with 0 bytes when absent.
 * @returns {{ name: string, bytes: number, share: number, top: boolean }[]}
 */
export function packageShareRows({ total, packages }, { top = 10, always = LIBRARIES_SHOWN } = {}) {
  const rows = packages.slice(0, top).map((row) => ({ ...row, top: true }));
  for (const name of always) {
    if (rows.some((row) => row.name === name)) continue;
    const scope = name.endsWith('/*') ? name.slice(0, -1) : null;
    const bytes = packages.filter((row) => (scope ? row.name.startsWith(scope) : row.name === name)).reduce((sum, row) => sum + row.bytes, 0);
    rows.push({ name, bytes, share: total > 0 ? bytes / total : 0, top: false });
  }
  return rows;
}
