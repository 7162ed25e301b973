#!/usr/bin/env node
// The exported surface of @suite/shared and its version, kept in step (docs/releases.md):
//   node scripts/shared-surface.mjs [--check]              fails when the surface changed without the bump it needs
//   node scripts/shared-surface.mjs --write [--bump <major|minor|patch>]
//                                                          records the surface (refused when the version is not bumped enough)
//   node scripts/shared-surface.mjs --write --baseline     records it as the current version without comparing
//                                                          (only for a version that was never released)
// Options: --package <dir> (default shared/), --snapshot <file> (default <package>/api-surface.json).
//
// The surface is, for each entry of the package's `exports`, the sorted names it exports (values, and
// type-only names apart: a value that becomes a type is gone at run time), read with the TypeScript
// compiler (createProgram + checker.getExportsOfModule), plus the contract's endpoint list (name, method,
// path, flags) and its hash. Rules: a name, entry or endpoint added needs at least a minor bump; one
// removed or renamed (or an endpoint changed) needs a major bump. Why: a remote built against a newer
// shared runs on the host's copy, and a name the host's copy lacks is `undefined` there.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { bumpBetween, bumpVersion, compareVersions, isValidRange, parseVersion, satisfies } = require('../shared/src/federation/semver-range.cjs');

export const DEFAULT_PACKAGE_DIR = path.join(ROOT, 'shared');
export const SNAPSHOT_NAME = 'api-surface.json';
/** The exports entry whose endpoints are the platform contract. */
export const CONTRACT_ENTRY = './contract';
const ENDPOINT_FLAGS = ['auth', 'encrypted', 'form', 'idempotent', 'credentials'];
const COMMAND = 'node scripts/shared-surface.mjs';

export class SurfaceError extends Error {}

function loadTypeScript() {
  return require(require.resolve('typescript', { paths: [ROOT] }));
}

const isSourceFile = (name) => /\.(tsx?|cts|mts|cjs|mjs|js)$/.test(name) && !/\.d\.[cm]?ts$/.test(name) && !/\.test\./.test(name);

/** The file an exports target names (a string, or the `types`/`import`/`default` of a condition object). */
function targetOf(value) {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    for (const key of ['types', 'import', 'default', 'require']) {
      const found = targetOf(value[key]);
      if (found) return found;
    }
  }
  return null;
}

/** `exports` as { subpath: absolute file }, patterns (`./federation/*`) expanded to the files they match. */
export function exportEntries(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const map = typeof pkg.exports === 'string' || !pkg.exports ? { '.': pkg.exports ?? pkg.main } : pkg.exports;
  const entries = {};
  for (const [subpath, value] of Object.entries(map)) {
    const target = targetOf(value);
    if (!target) continue;
    if (!subpath.includes('*')) {
      entries[subpath] = path.resolve(packageDir, target);
      continue;
    }
    const [prefix, suffix] = target.split('*');
    const dir = path.resolve(packageDir, path.dirname(`${prefix}x`));
    const start = path.basename(`${prefix}x`).slice(0, -1);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.startsWith(start) || !file.endsWith(suffix) || !isSourceFile(file)) continue;
      const matched = file.slice(start.length, file.length - suffix.length);
      entries[subpath.replace('*', matched)] = path.join(dir, file);
    }
  }
  return { pkg, entries };
}

function compilerOptions(ts, packageDir) {
  const configFile = path.join(packageDir, 'tsconfig.json');
  let options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX };
  if (existsSync(configFile)) {
    const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (parsed) options = parsed.options;
  }
  return { ...options, noEmit: true, allowJs: true, checkJs: false, skipLibCheck: true, types: [] };
}

/** Whether an export is a type only at run time: an alias declared `export type`/`import type` on the way, or no value at its end. */
function isTypeOnly(ts, checker, symbol) {
  let current = symbol;
  for (let depth = 0; depth < 20 && current; depth += 1) {
    for (const declaration of current.declarations ?? []) {
      if ((ts.isExportSpecifier(declaration) || ts.isImportSpecifier(declaration)) && (declaration.isTypeOnly || declaration.parent?.parent?.isTypeOnly)) return true;
      if (ts.isImportClause(declaration) && declaration.isTypeOnly) return true;
      if (ts.isNamespaceExport?.(declaration) && declaration.parent?.isTypeOnly) return true;
      if (ts.isExportDeclaration?.(declaration) && declaration.isTypeOnly) return true;
    }
    if (!(current.flags & ts.SymbolFlags.Alias)) break;
    const next = checker.getImmediateAliasedSymbol ? checker.getImmediateAliasedSymbol(current) : checker.getAliasedSymbol(current);
    if (!next || next === current) break;
    current = next;
  }
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  // An unresolved import (a package not installed) counts as a value: never hide a possible removal.
  if (!target || target === checker.getUnknownSymbol?.() || target.flags & ts.SymbolFlags.Value) return false;
  return true;
}

function literalOf(ts, checker, expression) {
  if (ts.isStringLiteralLike(expression)) return expression.text;
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.map((element) => literalOf(ts, checker, element));
  if (ts.isAsExpression(expression) || ts.isSatisfiesExpression?.(expression) || ts.isParenthesizedExpression(expression)) {
    return literalOf(ts, checker, expression.expression);
  }
  const type = checker.getTypeAtLocation(expression);
  if (type.isStringLiteral?.()) return type.value;
  const text = checker.typeToString(type);
  if (text === 'true' || text === 'false') return text === 'true';
  return `<${expression.getText()}>`;
}

/** `login POST /wps/session/login encrypted` for an `export const login = endpoint({...})`, else null. */
function endpointLine(ts, checker, name, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return null;
  let init = declaration.initializer;
  while (ts.isAsExpression(init) || ts.isParenthesizedExpression(init) || ts.isSatisfiesExpression?.(init)) init = init.expression;
  if (!ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'endpoint') return null;
  const spec = init.arguments[0];
  if (!spec || !ts.isObjectLiteralExpression(spec)) return null;
  const fields = {};
  for (const property of spec.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
    if (!key) continue;
    if (ts.isPropertyAssignment(property)) fields[key] = literalOf(ts, checker, property.initializer);
    else fields[key] = true; // a method or shorthand (normalise): present
  }
  const flags = ENDPOINT_FLAGS.filter((flag) => fields[flag] === true);
  if (Array.isArray(fields.extensionFields)) flags.push(`extensionFields=${fields.extensionFields.join(',')}`);
  if (fields.normalise) flags.push('normalise');
  return [name, fields.method, fields.path, ...flags].join(' ');
}

/**
 * The surface of the package in `packageDir`: { package, version, entries: { subpath: { values, types } },
 * contract: { entry, hash, endpoints } }.
 */
export function computeSurface({ packageDir = DEFAULT_PACKAGE_DIR, contractEntry = CONTRACT_ENTRY } = {}) {
  const ts = loadTypeScript();
  const { pkg, entries } = exportEntries(packageDir);
  const files = Object.values(entries);
  const program = ts.createProgram({ rootNames: files, options: compilerOptions(ts, packageDir) });
  const checker = program.getTypeChecker();
  const surface = { package: pkg.name, version: pkg.version, entries: {}, contract: null };
  for (const subpath of Object.keys(entries).sort()) {
    const source = program.getSourceFile(entries[subpath]);
    if (!source) throw new SurfaceError(`${subpath}: cannot read ${path.relative(ROOT, entries[subpath])}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    // CommonJS (`module.exports = { a, b }`) is an `export=`: its properties are the names.
    const exports = !moduleSymbol
      ? []
      : moduleSymbol.exports?.has('export=')
        ? checker.getExportsAndPropertiesOfModule(moduleSymbol)
        : checker.getExportsOfModule(moduleSymbol);
    const values = [];
    const types = [];
    const endpoints = [];
    for (const symbol of exports) {
      const name = symbol.getName();
      (isTypeOnly(ts, checker, symbol) ? types : values).push(name);
      if (subpath === contractEntry) {
        const line = endpointLine(ts, checker, name, symbol);
        if (line) endpoints.push(line);
      }
    }
    surface.entries[subpath] = { values: values.sort(), types: types.sort() };
    if (subpath === contractEntry) {
      endpoints.sort();
      const hash = createHash('sha256').update(endpoints.join('\n')).digest('hex').slice(0, 16);
      surface.contract = { entry: contractEntry, hash: `sha256:${hash}`, endpoints };
    }
  }
  return surface;
}

/** What changed from `before` to `after`, with the bump it needs: 'major' | 'minor' | 'none'. */
export function diffSurface(before, after) {
  const removed = [];
  const added = [];
  const entries = new Set([...Object.keys(before.entries ?? {}), ...Object.keys(after.entries ?? {})]);
  for (const entry of [...entries].sort()) {
    const old = before.entries?.[entry];
    const now = after.entries?.[entry];
    const oldValues = new Set(old?.values ?? []);
    const oldTypes = new Set(old?.types ?? []);
    const newValues = new Set(now?.values ?? []);
    const newTypes = new Set(now?.types ?? []);
    for (const name of oldValues) {
      if (!newValues.has(name)) removed.push({ entry, name, what: newTypes.has(name) ? 'value, now only a type' : 'value' });
    }
    for (const name of oldTypes) if (!newTypes.has(name) && !newValues.has(name)) removed.push({ entry, name, what: 'type' });
    for (const name of newValues) if (!oldValues.has(name)) added.push({ entry, name, what: oldTypes.has(name) ? 'value, was only a type' : 'value' });
    for (const name of newTypes) if (!oldTypes.has(name) && !oldValues.has(name)) added.push({ entry, name, what: 'type' });
    if (old && !now) removed.push({ entry, name: '(the whole entry)', what: 'entry' });
    if (!old && now) added.push({ entry, name: '(the whole entry)', what: 'entry' });
  }
  const byName = (lines) => new Map((lines ?? []).map((line) => [line.split(' ')[0], line]));
  const oldEndpoints = byName(before.contract?.endpoints);
  const newEndpoints = byName(after.contract?.endpoints);
  const endpoints = { added: [], removed: [], changed: [] };
  for (const [name, line] of oldEndpoints) {
    if (!newEndpoints.has(name)) endpoints.removed.push(line);
    else if (newEndpoints.get(name) !== line) endpoints.changed.push({ before: line, after: newEndpoints.get(name) });
  }
  for (const [name, line] of newEndpoints) if (!oldEndpoints.has(name)) endpoints.added.push(line);
  const breaking = removed.length > 0 || endpoints.removed.length > 0 || endpoints.changed.length > 0;
  const additive = added.length > 0 || endpoints.added.length > 0;
  return { removed, added, endpoints, bump: breaking ? 'major' : additive ? 'minor' : 'none' };
}

/** Whether going from version `from` to `to` is at least `bump` ('major' | 'minor' | 'none'). */
export function bumpSuffices(from, to, bump) {
  const moved = bumpBetween(from, to);
  if (bump === 'none') return moved !== 'downgrade';
  if (bump === 'minor') return moved === 'major' || moved === 'minor';
  return moved === 'major';
}

function describeChanges(diff) {
  const lines = [];
  const group = (title, items, format) => {
    if (items.length === 0) return;
    lines.push(`  ${title}:`);
    const byEntry = new Map();
    for (const item of items) {
      const key = item.entry ?? '';
      byEntry.set(key, [...(byEntry.get(key) ?? []), format(item)]);
    }
    for (const [entry, names] of byEntry) lines.push(`    ${entry ? `"${entry}": ` : ''}${names.join(', ')}`);
  };
  const named = (item) => (item.what === 'value' ? item.name : `${item.name} (${item.what})`);
  group('removed or renamed (needs a major bump)', diff.removed, named);
  group('contract endpoints removed (needs a major bump)', diff.endpoints.removed.map((line) => ({ line })), ({ line }) => line);
  group('contract endpoints changed (needs a major bump)', diff.endpoints.changed, ({ before, after }) => `${before} -> ${after}`);
  group('added (needs at least a minor bump)', diff.added, named);
  group('contract endpoints added (needs at least a minor bump)', diff.endpoints.added.map((line) => ({ line })), ({ line }) => line);
  return lines.join('\n');
}

/**
 * Compares the recorded snapshot with the current surface and version.
 * @returns {{ ok: boolean, message: string, diff: object | null }}
 */
export function checkSurface(snapshot, current, { snapshotLabel = `shared/${SNAPSHOT_NAME}` } = {}) {
  const name = current.package ?? '@suite/shared';
  if (!snapshot) {
    return {
      ok: false,
      diff: null,
      message: `no recorded surface (${snapshotLabel}) for ${name} ${current.version}.\nRecord it: ${COMMAND} --write`,
    };
  }
  if (!parseVersion(current.version)) return { ok: false, diff: null, message: `${name}'s version "${current.version}" is not a semver version` };
  const diff = diffSurface(snapshot, current);
  const moved = bumpBetween(snapshot.version, current.version);
  if (moved === 'downgrade') {
    return { ok: false, diff, message: `${name} is ${current.version}, below the recorded ${snapshot.version} (${snapshotLabel}): versions only go up.` };
  }
  if (diff.bump === 'none') {
    if (moved === 'none') return { ok: true, diff, message: `${name} ${current.version}: exported surface matches ${snapshotLabel}.` };
    return {
      ok: false,
      diff,
      message: `${name} is now ${current.version} (recorded: ${snapshot.version}), same surface. Record the release: ${COMMAND} --write`,
    };
  }
  const changes = describeChanges(diff);
  if (!bumpSuffices(snapshot.version, current.version, diff.bump)) {
    const next = bumpVersion(snapshot.version, diff.bump);
    const majorNote =
      diff.bump === 'major'
        ? `\nA major release breaks every remote built for ${parseVersion(snapshot.version).major}.x: raise each app's "@suite/shared": "workspace:^…" ` +
          `to "workspace:^${next}" once it is ready for it (docs/releases.md).`
        : '';
    return {
      ok: false,
      diff,
      message:
        `${name}'s exported surface changed since ${snapshot.version} (${snapshotLabel}) without the version bump it needs:\n${changes}\n` +
        `Needed: a ${diff.bump} bump (${snapshot.version} -> ${next}; ${name} is ${current.version}).${majorNote}\n` +
        `Set "version": "${next}" in shared/package.json and record it: ${COMMAND} --write  (or both at once: ${COMMAND} --write --bump ${diff.bump})`,
    };
  }
  return {
    ok: false,
    diff,
    message: `${name}'s exported surface changed and ${current.version} is a large enough bump, but ${snapshotLabel} still records ${snapshot.version}:\n${changes}\nRecord it: ${COMMAND} --write`,
  };
}

/**
 * Each workspace package that depends on the shared package must declare a real range the current
 * version satisfies (`workspace:*` is no check; after a major bump, `^1.x` no longer matches 2.0.0 and
 * pnpm would still link it). Returns the problems, one line each.
 */
export function appRangeProblems(root, name, version) {
  const problems = [];
  for (const dir of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name).sort()) {
    const file = path.join(root, dir, 'package.json');
    if (dir === 'node_modules' || !existsSync(file)) continue;
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const spec = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
    if (!spec) continue;
    const range = spec.replace(/^workspace:/, '').trim();
    if (['', '*', '^', '~', 'x'].includes(range) || !isValidRange(range)) {
      problems.push(`${dir}/package.json declares ${name} "${spec}": declare the range it needs, e.g. "workspace:^${version}"`);
    } else if (!satisfies(version, range)) {
      problems.push(`${dir}/package.json needs ${name} ${range}, which ${version} does not satisfy: review it against the changes, then raise it`);
    }
  }
  return problems;
}

function readSnapshot(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SurfaceError(`${file} is not valid JSON (${error.message}); restore it from git or rerun --write --baseline`);
  }
}

function serialise(surface) {
  const { package: name, version, entries, contract } = surface;
  return (
    JSON.stringify(
      {
        package: name,
        version,
        note: `The exported surface of ${name} at this version. Written by \`${COMMAND} --write\`, checked by npm test (docs/releases.md).`,
        entries,
        contract,
      },
      null,
      2,
    ) + '\n'
  );
}

/** Rewrites only the "version" line of a package.json (the rest, others may be editing, stays byte for byte). */
export function setPackageVersion(packageDir, version) {
  const file = path.join(packageDir, 'package.json');
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/("version"\s*:\s*")[^"]*(")/, `$1${version}$2`);
  if (next === text && !text.includes(`"version": "${version}"`)) throw new SurfaceError(`no "version" field in ${file}`);
  writeFileSync(file, next);
}

export function parseArgs(argv) {
  const options = { mode: 'check', packageDir: DEFAULT_PACKAGE_DIR, snapshot: null, bump: null, baseline: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (!next) throw new SurfaceError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--check') options.mode = 'check';
    else if (arg === '--write') options.mode = 'write';
    else if (arg === '--baseline') options.baseline = true;
    else if (arg === '--bump') options.bump = value();
    else if (arg === '--package') options.packageDir = path.resolve(value());
    else if (arg === '--snapshot') options.snapshot = path.resolve(value());
    else if (arg === '-h' || arg === '--help') options.mode = 'help';
    else throw new SurfaceError(`unknown option ${arg}`);
  }
  if (options.bump && !['major', 'minor', 'patch'].includes(options.bump)) throw new SurfaceError('--bump takes major, minor or patch');
  if ((options.bump || options.baseline) && options.mode !== 'write') throw new SurfaceError('--bump and --baseline go with --write');
  options.snapshot ??= path.join(options.packageDir, SNAPSHOT_NAME);
  return options;
}

/** Runs the command; returns { code, out } (out: the text to print). */
export function run(argv) {
  let options;
  try {
    options = parseArgs(argv);
    if (options.mode === 'help') {
      const usage = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1, 9).map((line) => line.replace(/^\/\/ ?/, ''));
      return { code: 0, out: usage.join('\n') };
    }
    const label = path.relative(process.cwd(), options.snapshot) || options.snapshot;
    const snapshot = readSnapshot(options.snapshot);
    if (options.mode === 'write' && options.bump) {
      const from = snapshot?.version ?? JSON.parse(readFileSync(path.join(options.packageDir, 'package.json'), 'utf8')).version;
      const to = bumpVersion(from, options.bump);
      const current = JSON.parse(readFileSync(path.join(options.packageDir, 'package.json'), 'utf8')).version;
      if (compareVersions(current, to) < 0) setPackageVersion(options.packageDir, to);
    }
    const current = computeSurface({ packageDir: options.packageDir });
    if (options.mode === 'check') {
      const result = checkSurface(snapshot, current, { snapshotLabel: label });
      const ranges = options.packageDir === DEFAULT_PACKAGE_DIR ? appRangeProblems(ROOT, current.package, current.version) : [];
      const rangeText = ranges.length ? `\nApps' declared ranges (docs/releases.md):\n${ranges.map((line) => `  ${line}`).join('\n')}` : '';
      return { code: result.ok && ranges.length === 0 ? 0 : 1, out: `shared-surface: ${result.message}${rangeText}` };
    }
    if (!options.baseline && snapshot) {
      const result = checkSurface(snapshot, current, { snapshotLabel: label });
      if (!result.ok && result.diff && !bumpSuffices(snapshot.version, current.version, result.diff.bump)) {
        return { code: 1, out: `shared-surface: not written. ${result.message.replace(/\n[^\n]*$/, '')}\nSet the version (or pass --bump ${result.diff.bump}) and run --write again.` };
      }
      if (bumpBetween(snapshot.version, current.version) === 'downgrade') {
        return { code: 1, out: `shared-surface: not written: ${current.package} ${current.version} is below the recorded ${snapshot.version}.` };
      }
    }
    writeFileSync(options.snapshot, serialise(current));
    const count = Object.values(current.entries).reduce((sum, entry) => sum + entry.values.length + entry.types.length, 0);
    return {
      code: 0,
      out: `shared-surface: recorded ${current.package} ${current.version} in ${label} (${Object.keys(current.entries).length} entries, ${count} names, ${current.contract?.endpoints.length ?? 0} endpoints).`,
    };
  } catch (error) {
    const message = error instanceof SurfaceError ? error.message : (error?.stack ?? String(error));
    return { code: options ? 1 : 2, out: `shared-surface: ${message}` };
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, out } = run(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(out);
  process.exitCode = code;
}
