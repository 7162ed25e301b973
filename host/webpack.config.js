const path = require('node:path');
const createAppConfig = require('../scripts/webpack/create-app-config.cjs');
const { HOST_PORT } = require('../scripts/ports.cjs');

const plugin = (file) => path.resolve(__dirname, '../shared/src/federation', file);

module.exports = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: HOST_PORT,
  runtimePlugins: [plugin('timeout-plugin.ts'), plugin('retry-plugin.ts'), plugin('shared-version-plugin.ts'), plugin('fallback-plugin.ts')],
});
