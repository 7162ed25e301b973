// The one list of federated singletons, identical in every app (host and remotes).
// i18next and the router are NOT keys of their own: only
// @suite/shared imports them (lint enforces it), so the shared singleton already carries the one
// copy. For the router this also means only the pieces shared re-exports are bundled (shared/src/router).
const sharedPkg = require('../../package.json');

const peer = sharedPkg.peerDependencies;

/** @param {string} pin exact version from package.json */
const caret = (pin) => `^${pin}`;

const singleton = (version) => ({ singleton: true, requiredVersion: caret(version), version });

const sharedDeps = {
  react: singleton(peer.react),
  'react/jsx-runtime': singleton(peer.react),
  'react-dom': singleton(peer['react-dom']),
  'react-dom/client': singleton(peer['react-dom']),
  '@suite/shared': singleton(sharedPkg.version),
};

module.exports = { sharedDeps };
