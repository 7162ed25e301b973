/* global afterAll, beforeAll, describe, expect, it */
// module-sizes-plugin.cjs on a tiny production build: bytes by package, concatenated modules walked.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const ModuleSizesPlugin = require('./module-sizes-plugin.cjs');
const { MODULE_SIZES_FILE, packageOfPath } = ModuleSizesPlugin;

describe('packageOfPath', () => {
  it('names the package after the last node_modules, scoped or not', () => {
    expect(packageOfPath('/w/node_modules/.pnpm/react-dom@19.2.0_react@19.2.0/node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOfPath('/w/node_modules/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/index.js')).toBe(
      '@module-federation/sdk',
    );
    expect(packageOfPath('C:\\w\\node_modules\\dayjs\\esm\\index.js')).toBe('dayjs');
    expect(packageOfPath('/w/shared/src/index.ts')).toBeNull();
  });
});

describe('ModuleSizesPlugin', () => {
  let dir;
  const files = {
    'package.json': JSON.stringify({ name: 'fixture-app' }),
    'src/index.js': "import { a } from './a.js';\nimport { x } from 'lib-x';\nimport { y } from '@scope/lib-y';\nconsole.log(a, x, y);\nimport('./lazy.js');\n",
    // A function, not a short constant: webpack may inline a constant export and drop its module.
    'src/a.js': 'export function a() {\n  return document.title;\n}\n',
    'src/lazy.js': "import { x } from 'lib-x';\nexport const lazy = x + 'lazy';\n",
    'node_modules/lib-x/package.json': JSON.stringify({ name: 'lib-x', sideEffects: false }),
    'node_modules/lib-x/index.js': `export const x = "${'x'.repeat(100)}";\n`,
    'node_modules/@scope/lib-y/package.json': JSON.stringify({ name: '@scope/lib-y' }),
    'node_modules/@scope/lib-y/index.js': `export const y = "${'y'.repeat(50)}";\n`,
  };
  const size = (file) => Buffer.byteLength(files[file]);
  let sizes;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-sizes-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const stats = await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './src/index.js' },
          output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
          // Minifying is not what is tested; concatenation (production's default) is.
          optimization: { minimize: false, concatenateModules: true, splitChunks: false },
          plugins: [new ModuleSizesPlugin()],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    expect(stats.hasErrors()).toBe(false);
    sizes = JSON.parse(fs.readFileSync(path.join(dir, 'dist', MODULE_SIZES_FILE), 'utf8'));
  }, 60000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('maps every emitted JS file, and only those', () => {
    const emitted = fs.readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    expect(Object.keys(sizes).sort()).toEqual(emitted.sort());
    expect(emitted).toHaveLength(2);
  });

  it("groups the entry chunk's bytes by package, walking into the concatenated module", () => {
    const main = Object.keys(sizes).find((file) => file.startsWith('main.'));
    // One concatenated module holds index.js, a.js and both packages: each is counted as its own.
    expect(sizes[main]).toMatchObject({
      'fixture-app (own code)': size('src/index.js') + size('src/a.js'),
      'lib-x': size('node_modules/lib-x/index.js'),
      '@scope/lib-y': size('node_modules/@scope/lib-y/index.js'),
    });
    expect(sizes[main]['webpack (runtime)']).toBeGreaterThan(0);
    // Largest first.
    const bytes = Object.values(sizes[main]);
    expect(bytes).toEqual([...bytes].sort((p, q) => q - p));
  });

  it('gives the lazy chunk its own modules', () => {
    const lazy = Object.keys(sizes).find((file) => !file.startsWith('main.'));
    expect(sizes[lazy]).toEqual({ 'fixture-app (own code)': size('src/lazy.js') });
  });
});
