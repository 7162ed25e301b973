// The one list of federated singletons, identical in every app (host and remotes) except for the
// range of @suite/shared each app declares it needs (its package.json; docs/releases.md).
// i18next and the router are NOT keys of their own: only
// @suite/shared imports them (lint enforces it), so the shared singleton already carries the one
// copy. For the router this also means only the pieces shared re-exports are bundled (shared/src/router).
const sharedPkg = require('../../package.json');
const { isValidRange, satisfies } = require('./semver-range.cjs');

const peer = sharedPkg.peerDependencies;

/** @param {string} pin exact version from package.json */
const caret = (pin) => `^${pin}`;

const singleton = (version) => ({ singleton: true, requiredVersion: caret(version), version });

/** The third-party singletons: every app asks for the same pinned versions. */
const libraryDeps = {
  react: singleton(peer.react),
  'react/jsx-runtime': singleton(peer.react),
  'react-dom': singleton(peer['react-dom']),
  'react-dom/client': singleton(peer['react-dom']),
};

const SHARED_PACKAGE = '@suite/shared';

/**
 * The range of @suite/shared an app declares in its package.json (`"workspace:^1.0.0"` -> `^1.0.0`).
 * `workspace:*` (or `^`, `~`: "whatever the workspace has") is refused: it would reach the federation
 * config as "no check", and a remote built against a newer shared would run on the host's older copy.
 * @param {{ name?: string, dependencies?: Record<string, string> }} appPkg
 */
function declaredSharedRange(appPkg) {
  const spec = appPkg.dependencies?.[SHARED_PACKAGE];
  const where = `${appPkg.name ?? 'the app'}/package.json`;
  if (!spec) throw new Error(`${where} does not depend on ${SHARED_PACKAGE}`);
  const range = spec.replace(/^workspace:/, '').trim();
  if (['', '*', '^', '~', 'x', 'latest'].includes(range) || !isValidRange(range)) {
    throw new Error(
      `${where} declares ${SHARED_PACKAGE} "${spec}": declare the range of shared this app needs, e.g. ` +
        `"workspace:^${sharedPkg.version}" (docs/releases.md). A bare workspace range means "no version check".`,
    );
  }
  return range;
}

/**
 * The one share entry of @suite/shared for an app: the version this build carries (shared's
 * package.json) and the range the app declared. `strictVersion`: when the loaded singleton (the host's,
 * under `loaded-first`) does not satisfy the range, the federation runtime throws instead of warning,
 * so the remote fails into its fallback instead of running with missing exports.
 *
 * Test seam (e2e/tests/swap.test.ts, docs/releases.md): SUITE_TEST_SHARED_VERSION builds the app as if
 * shared were that version (it provides it and, unless SUITE_TEST_SHARED_RANGE says otherwise, needs
 * `^<it>`). Never set them for a real release.
 * @param {{ name?: string, dependencies?: Record<string, string> }} appPkg
 */
function sharedShareConfig(appPkg, env = process.env) {
  const version = env.SUITE_TEST_SHARED_VERSION || sharedPkg.version;
  const requiredVersion = env.SUITE_TEST_SHARED_RANGE || (env.SUITE_TEST_SHARED_VERSION ? caret(version) : declaredSharedRange(appPkg));
  if (!satisfies(version, requiredVersion)) {
    throw new Error(
      `${appPkg.name ?? 'the app'} needs ${SHARED_PACKAGE} ${requiredVersion}, but the workspace's shared is ${version}: ` +
        'fix the range in its package.json (docs/releases.md)',
    );
  }
  return { singleton: true, version, requiredVersion, strictVersion: true };
}

/** The shared list of one app: the libraries plus @suite/shared with the app's own declared range. */
function sharedDepsFor(appPkg, env = process.env) {
  return { ...libraryDeps, [SHARED_PACKAGE]: sharedShareConfig(appPkg, env) };
}

module.exports = { SHARED_PACKAGE, libraryDeps, declaredSharedRange, sharedShareConfig, sharedDepsFor };
