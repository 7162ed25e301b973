// Browser journeys over the built suite: node environment, one Chromium per file, files one by one
// (they share the API and the fixed e2e ports).
const preset = require('../jest.preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 90000,
  maxWorkers: 1,
  slowTestThreshold: 30,
};
