// Stands in for @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js in the host's
// build (create-app-config.cjs, `federationTrims`). The snapshot handler reads mf-manifest.json
// snapshots for the runtime's snapshot plugin and preloadRemote; the suite has neither (remoteEntry.js
// entries, `disableSnapshot`, remotes warmed with loadRemote), yet the core constructs the handler
// whenever remotes are consumed, so its code (and the SDK's manifest reader) rode in the host's main.js.
// What the core still touches with the plugin off: `hooks` (every runtime plugin is applied to it),
// `manifestCache` (registerRemotes with force clears an entry) and getGlobalRemoteInfo (the same call:
// with no snapshot registered it always finds none). Checked against runtime-core 2.9.2 (the build stops on another release): if
// @module-federation/enhanced is upgraded, compare this file with the new SnapshotHandler.js exports.
import { PluginSystem } from 'suite-federation-plugin-system';

export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}

export class SnapshotHandler {
  constructor(hostInstance) {
    this.HostInstance = hostInstance;
    this.loaderHook = hostInstance.loaderHook;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({});
  }

  async loadRemoteSnapshotInfo() {
    throw new Error('Module federation snapshots are off in this suite (remotes load from remoteEntry.js)');
  }
}
