const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jsdom-extras.ts'],
};
