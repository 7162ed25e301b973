// Provides the federation runtime core to the remotes, which are built with
// `experiments.externalRuntime` and so read it from the global `_FEDERATION_RUNTIME_CORE` instead of
// carrying a copy in every remoteEntry.js (~18 KiB gzip each).
//   - In the host: a runtime plugin (create-app-config.cjs lists it), so the global is set when the
//     host's federation runtime starts, before any remote loads. It replaces the enhanced plugin's
//     `provideExternalRuntime`, whose `import * as` kept the whole core in the host (+18.6 KiB gzip:
//     snapshot and preload code nobody here uses); these are the names a remote's bundler runtime
//     reads (checked against a built remoteEntry.js), and the core is the host's own copy.
//   - In a remote: the first entry of its standalone page (no host there).
// `suite-federation-runtime-core` is an alias (a file path) for @module-federation/runtime-core, so the
// remotes' externals rule for that package name does not apply here.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from 'suite-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/** The runtime plugin the host lists: the work is done above, when the module is evaluated. */
export default function provideRuntimeCorePlugin() {
  return { name: 'suite-provide-runtime-core' };
}
