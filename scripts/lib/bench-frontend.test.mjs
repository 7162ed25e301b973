/* global describe, expect, it */
// The bench's library shares of the first load (issue 21), on synthetic files; home's CLS and its
// budget (issue 27), on synthetic layout shifts.
import { cumulativeLayoutShift, estimatePackageGzip, HOME_CLS_BUDGET, homeCls, packageShareRows } from './bench-frontend.mjs';

const byName = (estimate) => Object.fromEntries(estimate.packages.map((row) => [row.name, row.bytes]));

describe('estimatePackageGzip', () => {
  it("spreads each file's gzip over its packages by their bytes, and sums across files", () => {
    const estimate = estimatePackageGzip([
      // 3,000 gzip bytes, packages 3:1 -> 2,250 / 750
      { file: '/dist/main.1.js', gzip: 3000, packages: { 'react-dom': 300000, 'host (own code)': 100000 } },
      // 1,000 gzip bytes, packages 1:1:2 -> 250 / 250 / 500
      { file: '/dist/42.2.js', gzip: 1000, packages: { 'react-dom': 10, axios: 10, '@module-federation/sdk': 20 } },
      { file: '/dist/9.3.js', gzip: 600, packages: { '@module-federation/runtime-core': 1 } },
    ]);
    expect(estimate.total).toBe(4600);
    expect(byName(estimate)).toEqual({
      'react-dom': 2500,
      'host (own code)': 750,
      '@module-federation/runtime-core': 600,
      '@module-federation/sdk': 500,
      axios: 250,
    });
    expect(estimate.packages.map((row) => row.name)).toEqual([
      'react-dom',
      'host (own code)',
      '@module-federation/runtime-core',
      '@module-federation/sdk',
      'axios',
    ]);
    expect(estimate.packages[0].share).toBeCloseTo(2500 / 4600, 10);
    expect(estimate.packages.reduce((sum, row) => sum + row.bytes, 0)).toBeCloseTo(estimate.total, 6);
  });

  it('counts a file without a breakdown whole under its own name', () => {
    const estimate = estimatePackageGzip([
      { file: '/dist/boot-early.js', gzip: 400 },
      { file: '/dist/theme-init.js', gzip: 100, packages: {} },
      { file: '/dist/main.1.js', gzip: 500, packages: { react: 5, empty: 0 } },
    ]);
    expect(byName(estimate)).toEqual({ react: 500, 'boot-early.js (no breakdown)': 400, 'theme-init.js (no breakdown)': 100 });
    expect(estimate.total).toBe(1000);
  });

  it('is empty for no files', () => {
    expect(estimatePackageGzip([])).toEqual({ total: 0, packages: [] });
  });
});

describe('packageShareRows', () => {
  const estimate = estimatePackageGzip([
    {
      file: '/dist/a.js',
      gzip: 1000,
      packages: { 'react-dom': 500, react: 100, '@module-federation/sdk': 150, '@module-federation/runtime-core': 200, jotai: 50 },
    },
  ]);

  it('lists the top packages, then the always-listed ones not among them, 0 when absent, a scope/* summed', () => {
    const rows = packageShareRows(estimate, { top: 2, always: ['react', 'react-dom', '@module-federation/*', 'dayjs'] });
    expect(rows.map(({ name, bytes, top }) => [name, bytes, top])).toEqual([
      ['react-dom', 500, true],
      ['@module-federation/runtime-core', 200, true],
      ['react', 100, false],
      ['@module-federation/*', 350, false],
      ['dayjs', 0, false],
    ]);
    expect(rows[3].share).toBeCloseTo(0.35, 10);
  });

  it("always lists the design's libraries by default", () => {
    const names = packageShareRows(estimate, { top: 0 }).map((row) => row.name);
    for (const name of ['react-dom', 'react', 'react-router', '@module-federation/*', 'i18next', 'react-i18next', 'jotai', 'axios', 'dayjs', 'crypto-js', 'dompurify', 'swiper']) {
      expect(names).toContain(name);
    }
  });
});

describe('cumulativeLayoutShift', () => {
  const shift = (startTime, value, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

  it('sums the shifts of one session window', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(600, 0.02), shift(1400, 0.005)])).toBeCloseTo(0.035, 10);
  });

  it('scores the largest window: a second without a shift, or 5 s of them, starts a new one', () => {
    // Windows: [100, 500] = 0.03 | [2000] = 0.02 (1.5 s gap) -> 0.03.
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(500, 0.02), shift(2000, 0.02)])).toBeCloseTo(0.03, 10);
    // Shifts 0.9 s apart keep one window going, but only for 5 s: [0 .. 4.5 s] = 6 x 0.01, then [5.4 s ..] = 2 x 0.01.
    const steady = Array.from({ length: 8 }, (_, index) => shift(index * 900, 0.01));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06, 10);
  });

  it('leaves out shifts that follow an input, and reads the entries in time order', () => {
    expect(cumulativeLayoutShift([shift(900, 0.02), shift(100, 0.01), shift(500, 0.5, true)])).toBeCloseTo(0.03, 10);
  });

  it('is 0 for a load without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('homeCls (budget <= 0.05)', () => {
  it('holds the median of the runs to the budget and reports the worst run', () => {
    expect(HOME_CLS_BUDGET).toBe(0.05);
    expect(homeCls([0.01, 0.2, 0.02, 0.0, 0.03])).toEqual({ value: 0.02, worst: 0.2, ok: true });
    expect(homeCls([0.05, 0.05, 0.049])).toMatchObject({ value: 0.05, ok: true });
  });

  it('fails above 0.05', () => {
    expect(homeCls([0.06, 0.051, 0.07])).toEqual({ value: 0.06, worst: 0.07, ok: false });
  });
});
