// Stands in for @module-federation/runtime-core's utils/preload.js in the host's build
// (create-app-config.cjs, `federationTrims`). Its callers are the runtime's preloadRemote (asset lists
// read from mf-manifest.json snapshots), the snapshot plugin (off: `disableSnapshot`) and
// helpers.utils.preloadAssets; the suite has no manifests and warms remotes with loadRemote
// (host/src/features/remotes/remote-registry.ts), so none of them runs. A call says so instead of
// doing nothing. Same four exports as runtime-core 2.9.2's module.
function off() {
  throw new Error('Module federation asset preloading is off in this suite (remotes are warmed with loadRemote)');
}

export const defaultPreloadArgs = off;
export const formatPreloadArgs = off;
export const normalizePreloadExposes = off;
export const preloadAssets = off;
