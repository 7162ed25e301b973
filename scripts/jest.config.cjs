// Unit tests of the operator scripts' own helpers (scripts/lib, scripts/webpack): node environment.
// Run: npx jest --config scripts/jest.config.cjs (npm test's "jest scripts" step).
const preset = require('../jest.preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/lib/**/*.test.{mjs,cjs}', '<rootDir>/webpack/**/*.test.{mjs,cjs}'],
};
