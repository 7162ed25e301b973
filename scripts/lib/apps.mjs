// The five apps of the suite, where they live, their federation names and their ports, in one place
// for every operator script (start, build, dev, bench, swap-remote) and the e2e suite.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ports = require('../ports.cjs');

/** Root of the workspace (the folder holding pnpm-lock.yaml). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {{ pkg: string, dir: string, name: string, port: number, firstRoute: string }} App
 * pkg: workspace package / folder name; name: federation container name; firstRoute: the page a
 * visitor usually opens first (bench measures it).
 */

/** @type {App} */
export const HOST = { pkg: 'host', dir: path.join(ROOT, 'host'), name: 'host', port: ports.HOST_PORT, firstRoute: '/' };

/** @type {App[]} */
export const REMOTES = [
  ['remote-games', 'remote_games', '/rng'],
  ['remote-lottery', 'remote_lottery', '/lottery'],
  // The member centre needs a login; a visitor's first member page is the promotions list.
  ['remote-member', 'remote_member', '/promotions'],
  ['remote-agent', 'remote_agent', '/agentHome'],
].map(([pkg, name, firstRoute]) => ({ pkg, dir: path.join(ROOT, pkg), name, port: ports.REMOTE_PORTS[name], firstRoute }));

export const APPS = [HOST, ...REMOTES];

export const REMOTE_NAMES = REMOTES.map((remote) => remote.name);

export const API_PORT = ports.API_PORT;
export const API_DIR = path.join(ROOT, 'api');

/** Paths the host's static server forwards to the API (same origin for the browser). */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/healthz'];

/** remotes.json content: each remote at `<base>:<port>/remoteEntry.js`. */
export function remotesManifest(base, portOf = (remote) => remote.port) {
  return REMOTES.map((remote) => ({ name: remote.name, entry: `${base}:${portOf(remote)}/remoteEntry.js` }));
}

export function distDir(app) {
  return path.join(app.dir, 'dist');
}
