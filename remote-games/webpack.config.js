const createAppConfig = require('../scripts/webpack/create-app-config.cjs');
const { REMOTE_PORTS } = require('../scripts/ports.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_games',
  port: REMOTE_PORTS.remote_games,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './meta': './src/exposes/meta.ts',
    './hot-games': './src/exposes/hot-games.tsx',
    './popular-games': './src/exposes/popular-games.tsx',
    './rank-list': './src/exposes/rank-list.tsx',
    './recent-games': './src/exposes/recent-games.tsx',
    './jackpot-ticker': './src/exposes/jackpot-ticker.tsx',
    './winners-ticker': './src/exposes/winners-ticker.tsx',
  },
});
