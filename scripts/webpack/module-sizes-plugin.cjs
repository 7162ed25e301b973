// Emits `.module-sizes.json` beside a production build: for every emitted JS file, the bytes of its
// chunk's modules grouped by the npm package they come from, largest first:
//   { "main.1a2b3c4d.js": { "@module-federation/runtime-core": 41234, "host (own code)": 2345, ... }, ... }
// The bench (scripts/bench.mjs, step (a)) spreads each first-load file's gzip size over these
// packages in proportion to their bytes, to print each library's share of the host's first load.
//
// Bytes are `module.size('javascript')`: the module's source after its loaders (TypeScript after
// swc, a package's file as published), not its minified size. webpack has no per-module minified
// size (the minifier runs on whole chunks), so the shares are a proxy: a package published already
// minified weighs relatively less here than one published readable.
// A concatenated module (ModuleConcatenationPlugin) is walked into its inner modules; webpack's
// runtime code (its runtime modules and federation's glue modules, which have no file) counts as
// `webpack (runtime)`.
// The leading dot keeps the file off the site: the static server (scripts/lib/static-server.mjs)
// never serves a dot file; it is emitted as a build asset (so output.clean keeps it), marked
// `development` like a source map.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'ModuleSizesPlugin';
const FILE = '.module-sizes.json';
const RUNTIME = 'webpack (runtime)';
/** Files of scripts/webpack that replace federation runtime modules (sdk-logger-lite.js, ...). */
const SWAPS_DIR = __dirname + path.sep;

/**
 * The npm package a module file comes from: the package folder after the LAST node_modules/ of the
 * path (so pnpm's node_modules/.pnpm/<pkg>@<version>/node_modules/<pkg>/... gives <pkg>), `@scope/pkg`
 * for a scoped one; null when the file is not inside node_modules.
 * @param {string} file absolute path
 * @returns {string | null}
 */
function packageOfPath(file) {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1 || at + 1 >= parts.length) return null;
  const first = parts[at + 1];
  if (first.startsWith('@') && at + 2 < parts.length) return `${first}/${parts[at + 2]}`;
  return first;
}

/** The `name` of the package.json nearest above `file` (cached per folder), or null. */
function nearestPackageName(file, cache) {
  const seen = [];
  let dir = path.dirname(file);
  for (;;) {
    if (cache.has(dir)) break;
    seen.push(dir);
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      cache.set(dir, JSON.parse(fs.readFileSync(manifest, 'utf8')).name ?? path.basename(dir));
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      cache.set(dir, null);
      break;
    }
    dir = parent;
  }
  const name = cache.get(dir) ?? null;
  for (const folder of seen) cache.set(folder, name);
  return name;
}

/**
 * The group a module's bytes count under: its npm package; the workspace's own code as
 * `<package> (own code)`; scripts/webpack's federation swaps as their own group; webpack's
 * generated modules (no file) as `webpack (runtime)`.
 */
function groupOf(module, cache) {
  const file = module.resource ? module.resource.split('?')[0] : null;
  if (!file || !path.isAbsolute(file)) return RUNTIME;
  const pkg = packageOfPath(file);
  // node_modules/.federation/... : federation's generated entry files.
  if (pkg && pkg.startsWith('.')) return `@module-federation/enhanced (generated ${pkg})`;
  if (pkg) return pkg;
  if (file.startsWith(SWAPS_DIR)) return '@module-federation/* (scripts/webpack swaps)';
  return `${nearestPackageName(file, cache) ?? path.basename(path.dirname(file))} (own code)`;
}

/** Inner modules of a concatenated module (webpack's ConcatenatedModule: `rootModule` + `modules`). */
function innerModules(module) {
  return module.rootModule && Array.isArray(module.modules) ? module.modules : [module];
}

/** { group: bytes } of one chunk's JavaScript, largest first. */
function chunkPackageSizes(compilation, chunk, cache) {
  const { chunkGraph } = compilation;
  const sizes = new Map();
  const add = (group, bytes) => sizes.set(group, (sizes.get(group) ?? 0) + bytes);
  const modules = chunkGraph.getChunkModulesIterableBySourceType(chunk, 'javascript') ?? [];
  for (const module of modules) {
    for (const inner of innerModules(module)) {
      const types = inner.getSourceTypes?.();
      if (types && !types.has('javascript')) continue;
      add(groupOf(inner, cache), inner.size('javascript'));
    }
  }
  for (const runtimeModule of chunkGraph.getChunkRuntimeModulesIterable(chunk)) add(RUNTIME, runtimeModule.size());
  return Object.fromEntries([...sizes].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

class ModuleSizesPlugin {
  constructor({ filename = FILE } = {}) {
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and the real content hashes: chunk.files are the final names.
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const cache = new Map();
          const files = {};
          for (const chunk of compilation.chunks) {
            const js = [...chunk.files].filter((file) => /\.[cm]?js$/.test(file));
            if (js.length === 0) continue;
            const sizes = chunkPackageSizes(compilation, chunk, cache);
            for (const file of js) files[file] = sizes;
          }
          const sorted = Object.fromEntries(Object.keys(files).sort().map((file) => [file, files[file]]));
          compilation.emitAsset(this.filename, new RawSource(JSON.stringify(sorted, null, 2) + '\n'), { development: true });
        },
      );
    });
  }
}

module.exports = ModuleSizesPlugin;
module.exports.MODULE_SIZES_FILE = FILE;
module.exports.packageOfPath = packageOfPath;
