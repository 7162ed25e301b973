// One webpack configuration for every app of the suite (host and remotes), so the federation
// settings that must agree (shared singletons, chunk timeout, file naming) cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SHARED_PACKAGE, sharedDepsFor } = require('../../shared/src/federation/shared-deps.cjs');
const { API_PORT, REMOTE_PORTS } = require('../ports.cjs');
const PreloadBootChunksPlugin = require('./preload-boot-chunks-plugin.cjs');
const ModuleSizesPlugin = require('./module-sizes-plugin.cjs');
const ServiceWorkerPlugin = require('./service-worker-plugin.cjs');

/**
 * The federation runtime's core (@module-federation/runtime-core, its ES module build: the one the
 * bundler runtime uses) as a file path, for provide-runtime-core.js: the host provides the core to the
 * remotes (built with `experiments.externalRuntime`) and a remote's standalone page provides its own.
 */
function runtimeCoreFile() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  let dir = path.dirname(enhanced);
  while (path.basename(dir) !== 'enhanced') dir = path.dirname(dir);
  const cjs = require.resolve('@module-federation/runtime-core', { paths: [path.join(path.dirname(dir), 'runtime-tools')] });
  return path.join(path.dirname(cjs), 'index.js');
}

const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'provide-runtime-core.js');

/** The @module-federation release (runtime-core and sdk) the swaps below were checked against. */
const TRIMMED_RELEASE = '2.9.2';

/** Stops the build when the package in `distDir` is another release than the swaps were checked against. */
function assertTrimmedRelease(distDir, name, swapped) {
  const { version } = require(path.join(distDir, '../package.json'));
  if (version !== TRIMMED_RELEASE) {
    throw new Error(
      `${name} is ${version}; scripts/webpack/${swapped.join(', ')} were checked against ${TRIMMED_RELEASE}. ` +
        'Compare them with the modules they replace in the new release, then update TRIMMED_RELEASE.',
    );
  }
}

const swapModule = (pattern, file) => new webpack.NormalModuleReplacementPlugin(pattern, path.join(__dirname, file));

/**
 * Library code the browser builds never run (docs/performance.md): axios's fetch adapter (axios uses its
 * xhr adapter in every browser the suite supports). Asserted against axios's layout, so an axios release
 * that moves the file fails the build instead of silently shipping it again.
 */
function libraryTrims() {
  const axiosDir = path.dirname(require.resolve('axios/package.json', { paths: [path.join(__dirname, '../../shared')] }));
  const fetchAdapter = path.join(axiosDir, 'lib/adapters/fetch.js');
  if (!fs.existsSync(fetchAdapter)) throw new Error(`axios-fetch-off.js: ${fetchAdapter} is gone; check the trim against this axios release`);
  return [swapModule(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, 'axios-fetch-off.js')];
}

/**
 * Federation code without what the suite never runs (docs/performance.md, "Federation runtime size"):
 * in every app the SDK's browser logger in a smaller form (sdk-logger-lite.js: same exports and
 * output; `suite-federation-sdk-env` is the SDK's own env module, for its debug mode); in the host the
 * runtime core without its snapshot handler and asset preloader (runtime-core-*-off.js keep what the
 * core still calls; `suite-federation-plugin-system` is the core's own PluginSystem).
 */
function federationTrims(isHost) {
  const coreDir = path.dirname(runtimeCoreFile());
  const sdkDir = path.dirname(require.resolve('@module-federation/sdk', { paths: [coreDir] }));
  assertTrimmedRelease(sdkDir, '@module-federation/sdk', ['sdk-logger-lite.js']);
  const trims = {
    alias: { 'suite-federation-sdk-env$': path.join(sdkDir, 'env.js') },
    plugins: [swapModule(/@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/, 'sdk-logger-lite.js')],
  };
  if (!isHost) return trims;
  assertTrimmedRelease(coreDir, '@module-federation/runtime-core', ['runtime-core-snapshot-off.js', 'runtime-core-preload-off.js']);
  return {
    alias: { ...trims.alias, 'suite-federation-plugin-system$': path.join(coreDir, 'utils/hooks/pluginSystem.js') },
    plugins: [
      ...trims.plugins,
      swapModule(/runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, 'runtime-core-snapshot-off.js'),
      swapModule(/runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, 'runtime-core-preload-off.js'),
    ],
  };
}

/**
 * Federation runtime size (docs/performance.md, "Front end"): the web target and no snapshot plugin
 * (no manifest, no runtime preloadRemote: the suite loads remoteEntry.js and preloads with
 * loadRemote) everywhere; the remotes read the runtime core from the host (provide-runtime-core.js)
 * instead of carrying a copy, and load no remote themselves.
 */
function federationExperiments(isHost) {
  return isHost
    ? { optimization: { target: 'web', disableSnapshot: true } }
    : { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } };
}

/**
 * A remote's standalone page has no host to provide the runtime core, so a second, federation-free
 * build of provide-runtime-core.js emits `mf-runtime.js`, the page's first script
 * (remote-standalone.html). It runs after the app's build (`dependencies`), whose output.clean would
 * otherwise remove it. (As an entry of the federated build it cannot work: federation's runtime starts
 * in every entry chunk, before the entry's own code could set the global.)
 */
function standaloneRuntimeConfig(app, outDir, production) {
  const parts = compileParts(production);
  return {
    name: `${app.name}-standalone-runtime`,
    dependencies: [app.name],
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: PROVIDE_RUNTIME_CORE,
    output: { path: outDir, filename: 'mf-runtime.js', clean: false },
    ...parts,
    resolve: { ...parts.resolve, alias: { ...parts.resolve.alias, 'suite-federation-runtime-core$': runtimeCoreFile() } },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Emits `suite-versions.json` beside the build: the app, its version and what it provides and needs of
 * @suite/shared. scripts/swap-remote reads the host's to refuse a remote whose range the live host
 * cannot meet (docs/releases.md); for a remote it is the same facts its remoteEntry.js carries.
 */
class SuiteVersionsPlugin {
  constructor(facts) {
    this.facts = facts;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SuiteVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SuiteVersionsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('suite-versions.json', new RawSource(JSON.stringify(this.facts, null, 2) + '\n')),
      );
    });
  }
}

/** Spec constant: a page part that takes longer than this is reported as a chunk-load error. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

const apiProxy = [
  { context: ['/wps', '/lgw', '/lotto', '/healthz'], target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
];

/**
 * The host dev server's /remotes.json: each remote on its dev port (SUITE_*_PORT, ports.cjs), so
 * `npm run dev` on other ports loads its own remotes (public/remotes.json names the default 3001-3004).
 */
function devRemotesJson() {
  const body = JSON.stringify(
    Object.entries(REMOTE_PORTS).map(([name, port]) => ({ name, entry: `http://localhost:${port}/remoteEntry.js` })),
    null,
    2,
  );
  return {
    name: 'suite-remotes-json',
    path: '/remotes.json',
    middleware: (_request, response) => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.setHeader('cache-control', 'no-store');
      response.end(body);
    },
  };
}

/**
 * @param {object} app
 * @param {string} app.dir           the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name          federation container name, snake_case (host, remote_games, ...)
 * @param {number} app.port          dev-server port
 * @param {Record<string,string>} [app.exposes] remote exposes; absent for the host
 * @param {string[]} [app.runtimePlugins]       federation runtime plugins (host only)
 */
function createAppConfig(app) {
  const isHost = !app.exposes;
  const pkg = require(path.join(app.dir, 'package.json'));
  const config = (_env, argv) => {
    const production = argv.mode === 'production';
    const outDir = process.env.SUITE_OUT_DIR ? path.resolve(process.env.SUITE_OUT_DIR) : path.join(app.dir, 'dist');
    const buildInfo = {
      name: app.name,
      version: process.env.SUITE_BUILD_VERSION || pkg.version,
      builtAt: new Date().toISOString(),
    };
    const trims = federationTrims(isHost);
    const shared = sharedDepsFor(pkg);
    const { version: sharedVersion, requiredVersion: sharedRange } = shared[SHARED_PACKAGE];
    const appConfig = {
      mode: production ? 'production' : 'development',
      devtool: production ? (process.env.SUITE_SOURCE_MAPS ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      name: app.name,
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
      ...compileParts(production),
      resolve: {
        ...compileParts(production).resolve,
        alias: {
          ...compileParts(production).resolve.alias,
          'suite-federation-runtime-core$': runtimeCoreFile(),
          ...trims.alias,
        },
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({ __SUITE_BUILD__: JSON.stringify(buildInfo) }),
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? { remotes: {}, runtimePlugins: [PROVIDE_RUNTIME_CORE, ...(app.runtimePlugins ?? [])] }
            : { filename: 'remoteEntry.js', exposes: app.exposes }),
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: federationExperiments(isHost),
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
        new SuiteVersionsPlugin({
          ...buildInfo,
          shared: { [SHARED_PACKAGE]: { provides: sharedVersion, requires: sharedRange } },
        }),
        ...(isHost && production ? [new PreloadBootChunksPlugin()] : []),
        // The host's service worker, sw.js (docs/installable.md), from host/sw and the rendered index.html.
        ...(isHost ? [new ServiceWorkerPlugin(path.join(app.dir, 'sw'))] : []),
        // .module-sizes.json beside the build: bytes per npm package of each JS file (the bench's shares).
        ...(production ? [new ModuleSizesPlugin()] : []),
        ...trims.plugins,
        ...libraryTrims(),
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
        ...(isHost ? { setupMiddlewares: (middlewares) => [devRemotesJson(), ...middlewares] } : {}),
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };
    return isHost ? appConfig : [appConfig, standaloneRuntimeConfig(app, outDir, production)];
  };
  // The app's description travels with its config (the bench's one-bundle build reads the exposes).
  config.app = app;
  return config;
}

/**
 * react-router 7's package exports name its development build for every condition (their issue
 * #14102, open: "ENABLE_DEV_WARNINGS is true in production"), so a production bundle carried the dev
 * warnings and checks. Production builds take the package's own production build instead.
 */
function productionRouterAliases() {
  const shared = path.join(__dirname, '../../shared');
  const dom = require.resolve('react-router-dom/package.json', { paths: [shared] });
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(dom)] }));
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
  };
}

/**
 * How every build compiles and minifies (the federated apps and the bench's one-bundle build alike):
 * resolve, loaders, minifier.
 */
function compileParts(production) {
  return {
    // webpack's own CSS support: each chunk's CSS becomes a .css file beside its .js, loaded with it in
    // parallel, instead of style-loader's strings inside the JS (parsed as script, then injected).
    experiments: { css: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: production ? productionRouterAliases() : {} },
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
        { test: /\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
      ],
    },
    optimization: production
      ? { minimize: true, minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })] }
      : {},
  };
}

module.exports = createAppConfig;
module.exports.compileParts = compileParts;
module.exports.libraryTrims = libraryTrims;
module.exports.devRemotesJson = devRemotesJson;
module.exports.CHUNK_LOAD_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_MS;
