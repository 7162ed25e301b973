// Shared jest settings for every package: swc transform (fast, same as the build), jsdom for apps.
const path = require('node:path');

/** @param {string} dir package folder; @param {{ environment?: 'jsdom' | 'node' }} [options] */
module.exports = function jestConfig(dir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.[cm]?[tj]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages are TypeScript source; let swc transform them too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@suite))'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'scripts/jest/style-stub.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'scripts/jest/setup-dom.cjs')] : [],
    globals: { __SUITE_BUILD__: { name: 'test', version: '0.0.0-test', builtAt: '2026-01-01T00:00:00.000Z' } },
    clearMocks: true,
    // Page tests drive whole forms with userEvent; on a loaded 2-core machine one can pass 5 s. No test
    // depends on timing (fake timers where it matters), so a longer ceiling only removes false failures.
    testTimeout: 20000,
  };
};
