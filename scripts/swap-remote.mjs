#!/usr/bin/env node
// Points one remote of a running suite at another build, without touching the host bundle:
//   scripts/swap-remote <remote_name> <entry-url> [--file <remotes.json>]
//   scripts/swap-remote --rollback [--file <remotes.json>]
// The URL is fetched and must really be the federation entry of that remote. The previous file is
// kept in a history next to it (.remotes.json.history.json) for --rollback. Any failure leaves the
// file untouched and exits non-zero.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, REMOTE_NAMES, distDir } from './lib/apps.mjs';
import { writeFileAtomic } from './lib/write-atomic.mjs';

const FETCH_TIMEOUT_MS = 10000;
const HISTORY_LIMIT = 20;

const USAGE = `Usage:
  scripts/swap-remote <remote_name> <entry-url> [--file <remotes.json>]
  scripts/swap-remote --rollback [--file <remotes.json>]
remote_name: ${REMOTE_NAMES.join(', ')}
--file defaults to host/dist/remotes.json`;

export class SwapError extends Error {}

export function parseArgs(argv) {
  const positional = [];
  let file = path.join(distDir(HOST), 'remotes.json');
  let rollback = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--rollback') rollback = true;
    else if (arg === '--file') {
      const value = argv[(i += 1)];
      if (!value) throw new SwapError('--file needs a path');
      file = path.resolve(value);
    } else if (arg.startsWith('--file=')) file = path.resolve(arg.slice('--file='.length));
    else if (arg === '-h' || arg === '--help') return { help: true };
    else if (arg.startsWith('-')) throw new SwapError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (rollback) {
    if (positional.length > 0) throw new SwapError('--rollback takes no remote name or URL');
    return { rollback, file };
  }
  if (positional.length !== 2) throw new SwapError('expected a remote name and an entry URL');
  return { rollback, file, name: positional[0], url: positional[1] };
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

/** Fetches the URL and checks it is the entry (remoteEntry.js or mf-manifest.json) of `name`. */
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
  const body = await response.text();
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
    return;
  }
  if (!isEntryOf(body, name)) {
    const other = entryContainerName(body);
    throw new SwapError(
      other ? `${url} is the federation entry of ${other}, not ${name}` : `${url} is not a federation remote entry (no container named ${name} in it)`,
    );
  }
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

/** The manifest with `name`'s entry replaced (added when absent), in the file's own form. */
export function withEntry(data, name, url) {
  if (!Array.isArray(data)) return { ...data, [name]: url };
  const found = data.some((row) => row?.name === name);
  return found ? data.map((row) => (row?.name === name ? { ...row, entry: url } : row)) : [...data, { name, entry: url }];
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

export async function swap({ file, name, url }) {
  if (!REMOTE_NAMES.includes(name)) throw new SwapError(`unknown remote "${name}"; expected one of ${REMOTE_NAMES.join(', ')}`);
  const { text, data } = await readManifest(file);
  await verifyEntry(name, url);
  const previous = Array.isArray(data) ? data.find((row) => row?.name === name)?.entry : data[name];
  const history = await readHistory(file);
  const next = [...history, { savedAt: new Date().toISOString(), reason: `swap ${name} -> ${url}`, content: text }].slice(-HISTORY_LIMIT);
  await writeFileAtomic(historyFile(file), JSON.stringify(next, null, 2) + '\n');
  try {
    await writeFileAtomic(file, JSON.stringify(withEntry(data, name, url), null, 2) + '\n');
  } catch (error) {
    await writeFileAtomic(historyFile(file), JSON.stringify(history, null, 2) + '\n').catch(() => {});
    throw new SwapError(`cannot write ${file}: ${error.message}`);
  }
  return { previous: previous ?? null };
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
      const { previous } = await swap(options);
      console.log(`${options.name}: ${previous ?? '(none)'} -> ${options.url}`);
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
