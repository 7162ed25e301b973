const createAppConfig = require('../scripts/webpack/create-app-config.cjs');
const { REMOTE_PORTS } = require('../scripts/ports.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_member',
  port: REMOTE_PORTS.remote_member,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './meta': './src/exposes/meta.ts',
    './winners': './src/exposes/winners.tsx',
    './mission-progress': './src/exposes/mission-progress.tsx',
  },
});
