const createAppConfig = require('../scripts/webpack/create-app-config.cjs');
const { REMOTE_PORTS } = require('../scripts/ports.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_lottery',
  port: REMOTE_PORTS.remote_lottery,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './meta': './src/exposes/meta.ts',
    './popular-lotteries': './src/exposes/popular-lotteries.tsx',
    './regional-numbers': './src/exposes/regional-numbers.tsx',
  },
});
