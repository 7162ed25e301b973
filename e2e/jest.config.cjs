// Browser journeys over the built suite: node environment, one Chromium per file. Two files run at once
// (issue 26 #16), each jest worker on its own ports and its own API (support/worker-ports.mjs);
// SUITE_E2E_WORKERS=1 runs them one by one.
const preset = require('../jest.preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 90000,
  maxWorkers: Number(process.env.SUITE_E2E_WORKERS || 2),
  slowTestThreshold: 30,
};
