// Subresource Integrity of remote entries (docs/releases.md, "Remote integrity"): remotes.json may give
// each remote an `integrity`, the sha384 of its exact remoteEntry.js bytes, and the host then loads that
// entry only when the bytes match. Written by scripts/swap-remote (of the entry it fetched), by
// `npm run build` (host/dist/remotes.json, for the local remotes it points at) and by `npm start` (the
// remotes.json it serves), each from the built remoteEntry.js.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, distDir } from './apps.mjs';

/** The one form the host accepts (host/src/features/remotes/remotes-manifest.ts). */
export const INTEGRITY_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/** `sha384-<base64>` of some bytes (a Buffer, or a string read as UTF-8). */
export function sha384Integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The integrity of a build folder's remoteEntry.js, or null when it has none. */
export function builtEntryIntegrity(dir) {
  const file = path.join(dir, 'remoteEntry.js');
  return existsSync(file) ? sha384Integrity(readFileSync(file)) : null;
}

/**
 * A remotes.json list with `integrity` set on each line that points at a remote's own build as served
 * here (one of `entriesOf(remote)`, e.g. `http://localhost:3001/remoteEntry.js`) from that build's
 * remoteEntry.js; a local line whose build is missing loses a stale integrity. Other lines (an
 * operator's swap to another server) and other forms of the file are left as they are.
 * @param {unknown} list remotes.json content
 * @param {(remote: import('./apps.mjs').App) => string[]} entriesOf the URLs at which a remote's build is served
 */
export function withBuiltIntegrity(list, entriesOf, { dirOf = distDir } = {}) {
  if (!Array.isArray(list)) return list;
  return list.map((row) => {
    const remote = REMOTES.find((each) => each.name === row?.name);
    if (!remote || !entriesOf(remote).includes(row.entry)) return row;
    const integrity = builtEntryIntegrity(dirOf(remote));
    const next = { ...row };
    delete next.integrity;
    return integrity ? { ...next, integrity } : next;
  });
}

/** The URLs the local static servers (`npm start`, default ports) serve a remote's build at. */
export const localEntries = (remote) => [`http://localhost:${remote.port}/remoteEntry.js`, `http://127.0.0.1:${remote.port}/remoteEntry.js`];
