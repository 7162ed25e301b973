/* global describe, expect, it */
// The bench's library shares of the first load (issue 21), on synthetic files.
import { estimatePackageGzip, packageShareRows } from './bench-frontend.mjs';

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
