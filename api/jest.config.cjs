// Node environment; DB tests take a few seconds each (PGlite's first query ~3 s).
const preset = require('../jest.preset.cjs')(__dirname, { environment: 'node' });

const swcPlainJs = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  ...preset,
  // Generous: preparing a database (migrations, seeds, result history) takes 5-10 s alone and several
  // times that on a loaded 2-core machine; no test relies on its timing.
  testTimeout: 120000,
  transform: {
    // PGlite's CommonJS build loads Node built-ins with `import()`, and `app.inject` (light-my-request)
    // requires the ESM-only cookie@2: jest's CommonJS runtime refuses both (without
    // --experimental-vm-modules), so swc turns them into plain `require`.
    '/@electric-sql/pglite/dist/.+\\.cjs$': swcPlainJs,
    '/node_modules/cookie/dist/.+\\.js$': swcPlainJs,
    ...preset.transform,
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@suite|@electric-sql/pglite|@electric-sql\\+pglite|cookie[@/]))'],
};
