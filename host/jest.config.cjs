const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // swiper ships ES modules only: let swc transform it like the workspace packages; its CSS entry
  // points ('swiper/css', 'swiper/css/pagination') are stylesheets too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@suite|swiper))'],
  moduleNameMapper: { '^swiper/css.*$': preset.moduleNameMapper['\\.css$'], ...preset.moduleNameMapper },
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jsdom-extras.ts'],
};
