// Adds <link rel="preload" as="script"> (and as="style" for their CSS) to the page for the chunks the first render needs beyond the
// entry: the chunk groups the entry opens at start, that is the async boundary `import('./bootstrap')`
// and, when federated, the host's own shared modules (react, react-dom, @suite/shared), which the
// runtime picks because the host provides them. Without the links they are requested only once the
// entry has run (at 4x CPU a step of several hundred ms in the request waterfall). The consumers'
// fallback chunks are left out: they hold the same modules and are not loaded while a provider exists.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadBootChunksPlugin';

/** JS and CSS files of the chunk groups the entry `entryName` loads before its first render. */
function bootChunkFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const initial = new Set(entry.getFiles());
  const files = new Set();
  const add = (group) => {
    for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !initial.has(file)) files.add(file);
  };
  for (const child of entry.getChildren()) add(child);
  return [...files].sort();
}

class PreloadBootChunksPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const base = data.publicPath ?? '';
        const links = bootChunkFiles(compilation, this.entry).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          // A stylesheet only preloaded, not linked: a <link rel="stylesheet"> would hold back the static
          // shell's first paint; the chunk loader links it when the chunk runs (from the preload cache).
          // Scripts at low priority: the page's first requests (boot-early.js's config, status and
          // announcements, then the banner image: the largest paint) go before them on the connections
          // (six per origin over HTTP/1.1) and the main thread; the chunks are needed only after that paint.
          attributes: file.endsWith('.css')
            ? { rel: 'preload', as: 'style', href: base + file }
            : { rel: 'preload', as: 'script', fetchpriority: 'low', href: base + file },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = PreloadBootChunksPlugin;
module.exports.bootChunkFiles = bootChunkFiles;
