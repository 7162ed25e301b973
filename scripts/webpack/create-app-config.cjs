// One webpack configuration for every app of the suite (host and remotes), so the federation
// settings that must agree (shared singletons, chunk timeout, file naming) cannot drift apart.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('../../shared/src/federation/shared-deps.cjs');
const { API_PORT } = require('../ports.cjs');

/** Spec constant: a page part that takes longer than this is reported as a chunk-load error. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

const apiProxy = [
  { context: ['/wps', '/lgw', '/lotto', '/healthz'], target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
];

/**
 * @param {object} app
 * @param {string} app.dir           the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name          federation container name, snake_case (host, remote_games, ...)
 * @param {number} app.port          dev-server port
 * @param {Record<string,string>} [app.exposes] remote exposes; absent for the host
 * @param {string[]} [app.runtimePlugins]       federation runtime plugins (host only)
 */
module.exports = function createAppConfig(app) {
  const isHost = !app.exposes;
  const pkg = require(path.join(app.dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const outDir = process.env.SUITE_OUT_DIR ? path.resolve(process.env.SUITE_OUT_DIR) : path.join(app.dir, 'dist');
    const buildInfo = {
      name: app.name,
      version: process.env.SUITE_BUILD_VERSION || pkg.version,
      builtAt: new Date().toISOString(),
    };
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: path.join(app.dir, 'src/index.ts') },
      context: app.dir,
      output: {
        path: outDir,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
        ],
      },
      optimization: production
        ? { minimize: true, minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })] }
        : {},
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({ __SUITE_BUILD__: JSON.stringify(buildInfo) }),
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? { remotes: {}, runtimePlugins: app.runtimePlugins ?? [] }
            : { filename: 'remoteEntry.js', exposes: app.exposes }),
          shared: sharedDeps,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        new HtmlWebpackPlugin({
          // The host has its own page; every remote's standalone frame shares one template.
          template: isHost ? path.join(app.dir, 'public/index.html') : path.join(__dirname, 'remote-standalone.html'),
          title: `${pkg.name} (standalone)`,
          inject: 'body',
          scriptLoading: 'defer',
          // The standalone frame of a remote is served from its own origin root; absolute script URLs
          // keep deep links such as /member/withdraw working (the federated entry still uses 'auto').
          publicPath: '/',
        }),
        new (require('./copy-public-plugin.cjs'))(path.join(app.dir, 'public')),
      ],
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        proxy: apiProxy,
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };
  };
};
