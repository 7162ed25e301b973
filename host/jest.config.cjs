const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // swiper ships ES modules only: let swc transform it like the workspace packages.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@suite|swiper))'],
  // ...and its stylesheets are imported by package path (swiper/css), not by a .css file name.
  moduleNameMapper: { ...preset.moduleNameMapper, '^swiper/css(/.*)?$': require.resolve('../scripts/jest/style-stub.cjs') },
  // network-guard: a test that lets a real request out fails (stub the call instead).
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jsdom-extras.ts', '<rootDir>/src/test/network-guard.ts'],
};
