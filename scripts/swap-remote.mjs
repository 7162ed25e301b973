#!/usr/bin/env node
// Points one remote of a running suite at another build, without touching the host bundle:
//   scripts/swap-remote <remote_name> <entry-url> [--file <remotes.json>] [--host-dist <dir>] [--no-integrity]
//   scripts/swap-remote --rollback [--file <remotes.json>]
// The URL is fetched and must really be the federation entry of that remote, and the range of
// @suite/shared it was built to need must be met by the version the live host provides (the host's
// suite-versions.json; docs/releases.md). The entry's line gets the `integrity` (sha384) of the
// remoteEntry.js bytes fetched, so the host loads only those bytes; --no-integrity leaves it out (an
// entry that changes in place). The previous file is kept in a history next to it
// (.remotes.json.history.json) for --rollback. Any failure leaves the file untouched and exits non-zero.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, REMOTE_NAMES, distDir } from './lib/apps.mjs';
import { sha384Integrity } from './lib/remote-integrity.mjs';
import { writeFileAtomic } from './lib/write-atomic.mjs';

const require = createRequire(import.meta.url);
const { satisfies } = require('../shared/src/federation/semver-range.cjs');

export const SHARED_PACKAGE = '@suite/shared';
/** What each build writes beside itself (scripts/webpack/create-app-config.cjs): what it provides and needs of shared. */
export const VERSIONS_FILE = 'suite-versions.json';

const FETCH_TIMEOUT_MS = 10000;
const HISTORY_LIMIT = 20;

const USAGE = `Usage:
  scripts/swap-remote <remote_name> <entry-url> [--file <remotes.json>] [--host-dist <dir>] [--no-integrity]
  scripts/swap-remote --rollback [--file <remotes.json>]
remote_name: ${REMOTE_NAMES.join(', ')}
--file defaults to host/dist/remotes.json
--host-dist: the live host's build, whose ${VERSIONS_FILE} says which ${SHARED_PACKAGE} it provides
  (default: the folder of --file when it holds one, else host/dist)
--no-integrity: do not record the sha384 of the entry fetched (for an entry served from a URL whose
  content changes without a new swap); by default the host loads only the bytes swap-remote saw`;

export class SwapError extends Error {}

export function parseArgs(argv) {
  const positional = [];
  let file = path.join(distDir(HOST), 'remotes.json');
  let hostDist = null;
  let rollback = false;
  let integrity = true;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--rollback') rollback = true;
    else if (arg === '--no-integrity') integrity = false;
    else if (arg === '--file') {
      const value = argv[(i += 1)];
      if (!value) throw new SwapError('--file needs a path');
      file = path.resolve(value);
    } else if (arg.startsWith('--file=')) file = path.resolve(arg.slice('--file='.length));
    else if (arg === '--host-dist') {
      const value = argv[(i += 1)];
      if (!value) throw new SwapError('--host-dist needs a folder');
      hostDist = path.resolve(value);
    } else if (arg.startsWith('--host-dist=')) hostDist = path.resolve(arg.slice('--host-dist='.length));
    else if (arg === '-h' || arg === '--help') return { help: true };
    else if (arg.startsWith('-')) throw new SwapError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (rollback) {
    if (positional.length > 0) throw new SwapError('--rollback takes no remote name or URL');
    if (!integrity) throw new SwapError('--rollback takes no --no-integrity (it restores the file as it was)');
    return { rollback, file };
  }
  if (positional.length !== 2) throw new SwapError('expected a remote name and an entry URL');
  return { rollback, file, hostDist, integrity, name: positional[0], url: positional[1] };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The federation container name a remoteEntry.js declares, or null. A webpack federation entry
 * assigns its container to a global of that name (`var remote_games; ... remote_games = ...`) and
 * initialises the runtime with `initOptions: { name: "remote_games" ... }`.
 */
export function entryContainerName(source) {
  const init = /initOptions\s*:\s*\{\s*name\s*:\s*["']([A-Za-z_$][\w$]*)["']/.exec(source);
  return init ? init[1] : null;
}

export function isEntryOf(source, name) {
  if (entryContainerName(source) !== name) return false;
  const global = new RegExp(
    `(?:^|[\\s;,(])(?:var\\s+${escape(name)}\\s*[;=,]|(?:self|window|globalThis)\\s*(?:\\.\\s*${escape(name)}|\\[\\s*["']${escape(name)}["']\\s*\\])\\s*=)`,
  );
  return global.test(source);
}

/**
 * Fetches the URL and checks it is the entry (remoteEntry.js or mf-manifest.json) of `name`.
 * @returns {Promise<{ source: string, bytes: Buffer } | { manifest: object }>} what it read, for
 *   sharedRequirement (and, of a remoteEntry.js, its exact bytes for the integrity)
 */
export async function verifyEntry(name, url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new SwapError(`"${url}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new SwapError(`"${url}" is not an http(s) URL`);
  let response;
  try {
    response = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), cache: 'no-store' });
  } catch (error) {
    const reason = error?.name === 'TimeoutError' ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s` : (error?.cause?.code ?? error?.message);
    throw new SwapError(`cannot fetch ${url}: ${reason}`);
  }
  if (!response.ok) throw new SwapError(`${url} answered HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = bytes.toString('utf8');
  if (parsed.pathname.endsWith('.json')) {
    let manifest;
    try {
      manifest = JSON.parse(body);
    } catch {
      throw new SwapError(`${url} is not valid JSON, so not a federation manifest`);
    }
    if (manifest?.name !== name || !manifest?.metaData?.remoteEntry) {
      throw new SwapError(`${url} is not the mf-manifest.json of ${name} (it names ${JSON.stringify(manifest?.name ?? null)})`);
    }
    return { manifest };
  }
  if (!isEntryOf(body, name)) {
    const other = entryContainerName(body);
    throw new SwapError(
      other ? `${url} is the federation entry of ${other}, not ${name}` : `${url} is not a federation remote entry (no container named ${name} in it)`,
    );
  }
  return { source: body, bytes };
}

/**
 * The `integrity` to record for what verifyEntry read: the sha384 of a remoteEntry.js's bytes. null for
 * an mf-manifest.json (the script the host loads is another file, named inside it).
 */
export function entryIntegrity(read) {
  return 'bytes' in read ? sha384Integrity(read.bytes) : null;
}

const KEY = (name) => `["']?${name}["']?\\s*:\\s*`;
const STRING = `["']([^"']+)["']`;
const SHARED_KEY = escape(SHARED_PACKAGE);

/**
 * What a built remoteEntry.js declares for @suite/shared: the range it needs (`requiredVersion`, from its
 * consume entry or its `initOptions.shared`) and the version it carries. null when it shares no
 * @suite/shared at all.
 * @returns {{ requires: string | null, provides: string | null } | null}
 */
export function entrySharedRequirement(source) {
  // initOptions.shared = { "@suite/shared": [{ version: "1.0.0", get: ..., shareConfig: { ..., requiredVersion: "^1.0.0" } }] }
  const provided = new RegExp(`["']${SHARED_KEY}["']\\s*:\\s*\\[\\s*\\{\\s*${KEY('version')}${STRING}([\\s\\S]{0,20000}?)\\}\\s*,?\\s*\\]`).exec(source);
  // the consume entry: { ..., requiredVersion: "^1.0.0", strictVersion: !0, ..., shareKey: "@suite/shared" }
  const consumed = new RegExp(`${KEY('requiredVersion')}${STRING}[^{}]*?${KEY('shareKey')}["']${SHARED_KEY}["']`).exec(source);
  if (!provided && !consumed) return null;
  const inInit = provided ? new RegExp(`${KEY('shareConfig')}\\{[^}]*?${KEY('requiredVersion')}${STRING}`).exec(provided[2]) : null;
  return { requires: consumed?.[1] ?? inInit?.[1] ?? null, provides: provided?.[1] ?? null };
}

/** The same from an mf-manifest.json: its `shared` list. */
export function manifestSharedRequirement(manifest) {
  const entry = Array.isArray(manifest?.shared) ? manifest.shared.find((item) => item?.name === SHARED_PACKAGE) : undefined;
  if (!entry) return null;
  return { requires: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null, provides: entry.version ?? null };
}

export function sharedRequirement(read) {
  return 'manifest' in read ? manifestSharedRequirement(read.manifest) : entrySharedRequirement(read.source);
}

/**
 * The version of @suite/shared the live host provides: its build's suite-versions.json, else (an older
 * host build) the `initOptions.shared` of its JavaScript. Looked for in `hostDist`, else the folder of the
 * remotes.json being edited, else host/dist.
 * @returns {{ version: string, from: string }}
 */
export function hostSharedVersion({ file, hostDist = null }) {
  const dirs = hostDist ? [hostDist] : [path.dirname(file), distDir(HOST)];
  for (const dir of dirs) {
    const versionsFile = path.join(dir, VERSIONS_FILE);
    if (!existsSync(versionsFile)) continue;
    let facts;
    try {
      facts = JSON.parse(readFileSync(versionsFile, 'utf8'));
    } catch {
      throw new SwapError(`${versionsFile} is not valid JSON`);
    }
    const version = facts?.shared?.[SHARED_PACKAGE]?.provides;
    if (typeof version === 'string') return { version, from: versionsFile };
  }
  const hostDir = hostDist ?? distDir(HOST);
  if (existsSync(path.join(hostDir, 'index.html'))) {
    for (const name of readdirSync(hostDir).filter((entry) => entry.endsWith('.js')).sort()) {
      const declared = entrySharedRequirement(readFileSync(path.join(hostDir, name), 'utf8'));
      if (declared?.provides) return { version: declared.provides, from: path.join(hostDir, name) };
    }
  }
  throw new SwapError(
    `cannot tell which ${SHARED_PACKAGE} the live host provides: no ${VERSIONS_FILE} in ${dirs.join(' or ')}` +
      ` (rebuild the host, or pass --host-dist <the live host's build folder>)`,
  );
}

/**
 * Refuses a candidate whose declared range of @suite/shared the host's version does not satisfy: at
 * run time it would get the host's copy (a singleton) and find exports missing.
 * @returns {string} a line for the operator
 */
export function assertSharedCompatible({ name, url, requirement, host }) {
  if (!requirement) return `${name} shares no ${SHARED_PACKAGE}: nothing to check`;
  if (!requirement.requires) return `${name} declares no range of ${SHARED_PACKAGE} (built with ${requirement.provides ?? '?'}): not checked`;
  const line = `${name} needs ${SHARED_PACKAGE} ${requirement.requires}, the host gives ${host.version}`;
  if (!satisfies(host.version, requirement.requires)) {
    throw new SwapError(
      `${url}: ${line} (${path.relative(process.cwd(), host.from) || host.from}): refused. ` +
        `That build was made for ${SHARED_PACKAGE} ${requirement.provides ?? requirement.requires}; release a host that provides a version ` +
        `in ${requirement.requires} first, or swap in a build of ${name} that needs what the host has (docs/releases.md).`,
    );
  }
  return `${line}: ok`;
}

async function readManifest(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SwapError(`cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file (build the host or pass --file)' : error.message}`);
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SwapError(`${file} is not valid JSON; fix it by hand (or --rollback) before swapping`);
  }
  if (!Array.isArray(data) && (typeof data !== 'object' || data === null)) {
    throw new SwapError(`${file} must be a list of { "name", "entry" }`);
  }
  return { text, data };
}

/**
 * The manifest with `name`'s entry replaced (added when absent), in the file's own form, with the
 * given integrity, or none (an earlier entry's integrity never stays on a new URL). The `{ name: entry }`
 * form carries no integrity: with one to record, the file becomes a list.
 */
export function withEntry(data, name, url, integrity = null) {
  const line = (row = {}) => {
    const next = { ...row, name, entry: url };
    delete next.integrity;
    return integrity ? { ...next, integrity } : next;
  };
  if (!Array.isArray(data) && !integrity) return { ...data, [name]: url };
  const list = Array.isArray(data) ? data : Object.entries(data).map(([each, entry]) => ({ name: each, entry }));
  const found = list.some((row) => row?.name === name);
  return found ? list.map((row) => (row?.name === name ? line(row) : row)) : [...list, line()];
}

export function historyFile(file) {
  return path.join(path.dirname(file), `.${path.basename(file)}.history.json`);
}

async function readHistory(file) {
  try {
    const list = JSON.parse(await readFile(historyFile(file), 'utf8'));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export async function swap({ file, name, url, hostDist = null, integrity: recordIntegrity = true }) {
  if (!REMOTE_NAMES.includes(name)) throw new SwapError(`unknown remote "${name}"; expected one of ${REMOTE_NAMES.join(', ')}`);
  const { text, data } = await readManifest(file);
  const read = await verifyEntry(name, url);
  const shared = assertSharedCompatible({ name, url, requirement: sharedRequirement(read), host: hostSharedVersion({ file, hostDist }) });
  const integrity = recordIntegrity ? entryIntegrity(read) : null;
  const previous = Array.isArray(data) ? data.find((row) => row?.name === name)?.entry : data[name];
  const history = await readHistory(file);
  const next = [...history, { savedAt: new Date().toISOString(), reason: `swap ${name} -> ${url}`, content: text }].slice(-HISTORY_LIMIT);
  await writeFileAtomic(historyFile(file), JSON.stringify(next, null, 2) + '\n');
  try {
    await writeFileAtomic(file, JSON.stringify(withEntry(data, name, url, integrity), null, 2) + '\n');
  } catch (error) {
    await writeFileAtomic(historyFile(file), JSON.stringify(history, null, 2) + '\n').catch(() => {});
    throw new SwapError(`cannot write ${file}: ${error.message}`);
  }
  const integrityLine = integrity
    ? `integrity ${integrity}: the host loads only these bytes of ${url} (swap again after replacing that file in place)`
    : recordIntegrity
      ? `no integrity recorded: ${url} is a manifest, the script it names is loaded unchecked`
      : 'no integrity recorded (--no-integrity): the host loads whatever that URL serves';
  return { previous: previous ?? null, shared, integrity, integrityLine };
}

export async function rollback({ file }) {
  const history = await readHistory(file);
  const last = history.at(-1);
  if (!last || typeof last.content !== 'string') throw new SwapError(`nothing to roll back: no history for ${file}`);
  await writeFileAtomic(file, last.content);
  const rest = history.slice(0, -1);
  if (rest.length > 0) await writeFileAtomic(historyFile(file), JSON.stringify(rest, null, 2) + '\n');
  else await rm(historyFile(file), { force: true });
  return { restored: last };
}

async function main(argv) {
  let options;
  try {
    options = parseArgs(argv);
    if (options.help) {
      console.log(USAGE);
      return 0;
    }
    if (options.rollback) {
      const { restored } = await rollback(options);
      console.log(`Rolled back ${options.file} to the version saved ${restored.savedAt} (before: ${restored.reason}).`);
    } else {
      const { previous, shared, integrityLine } = await swap(options);
      console.log(`${options.name}: ${previous ?? '(none)'} -> ${options.url}`);
      console.log(shared);
      console.log(integrityLine);
      console.log(`Updated ${options.file}. Browsers pick it up on their next page load; undo with --rollback.`);
    }
    return 0;
  } catch (error) {
    const message = error instanceof SwapError ? error.message : (error?.stack ?? String(error));
    console.error(`swap-remote: ${message}`);
    if (error instanceof SwapError && !options) console.error(USAGE);
    console.error(`${options?.file ?? 'remotes.json'} was not changed.`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
