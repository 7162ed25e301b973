// Unit tests of scripts/shared-surface.mjs on a small fixture package (node --test scripts/).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { appRangeProblems, checkSurface, computeSurface, diffSurface, exportEntries, run } from './shared-surface.mjs';

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const FILES = {
  'package.json': JSON.stringify(
    {
      name: '@fixture/shared',
      version: '1.0.0',
      exports: { '.': './src/index.ts', './contract': './src/contract/index.ts', './plugins/*': './src/plugins/*' },
    },
    null,
    2,
  ),
  // No DOM library: a smaller program, a faster test.
  'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['ES2022'], module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
  'src/index.ts': [
    "export * from './hooks';",
    "export { Button, type ButtonProps } from './button';",
    "export type { Theme } from './theme';",
    "export type { Store } from './store';",
    "export * as api from './contract';",
  ].join('\n'),
  'src/hooks.ts': 'export function useSession() { return null; }\nexport const useT = () => (key: string) => key;\nexport interface Session { token: string }',
  'src/button.ts': 'export interface ButtonProps { label: string }\nexport function Button(_: ButtonProps) { return null; }',
  'src/theme.ts': "export type Theme = 'light' | 'dark';",
  'src/store.ts': 'export class Store { value = 1; }',
  'src/contract/index.ts': "export * from './endpoint';\nexport * from './calls';",
  'src/contract/endpoint.ts': [
    "export interface Endpoint<Req, Res> { method: 'GET' | 'POST'; path: string; auth: boolean; encrypted: boolean; idempotent?: boolean; __req?: Req; __res?: Res }",
    "export function endpoint<Req, Res>(spec: Omit<Endpoint<Req, Res>, '__req' | '__res'>): Endpoint<Req, Res> { return spec; }",
  ].join('\n'),
  'src/contract/calls.ts': [
    "import { endpoint } from './endpoint';",
    "const BASE = '/wps';",
    "export const login = endpoint<{ user: string }, { token: string }>({ method: 'POST', path: '/wps/session/login', auth: false, encrypted: true });",
    "export const balance = endpoint<undefined, number>({ method: 'GET', path: `${BASE}/balance`, auth: true, encrypted: false });",
    "export const LIMIT = 3;",
  ].join('\n'),
  'src/plugins/retry-plugin.ts': 'export default function retryPlugin() { return { name: "retry" }; }',
  'src/plugins/retry-plugin.test.ts': 'export const notAnEntry = 1;',
  'src/plugins/deps.cjs': 'const list = { react: 1 };\nmodule.exports = { list, count: 1 };',
};

function fixture(overrides = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-surface-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries({ ...FILES, ...overrides })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const edit = (dir, file, change) => writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
const setVersion = (dir, version) => edit(dir, 'package.json', (text) => text.replace(/"version": "[^"]*"/, `"version": "${version}"`));
const cli = (dir, ...args) => run([...args, '--package', dir]);

describe('computeSurface', () => {
  test('lists, per exports entry, the sorted value and type-only names, and the contract endpoints', () => {
    const dir = fixture();
    const surface = computeSurface({ packageDir: dir });
    assert.equal(surface.version, '1.0.0');
    assert.deepEqual(Object.keys(surface.entries), ['.', './contract', './plugins/deps.cjs', './plugins/retry-plugin.ts']);
    // `export type { Store }` of a class is no value at run time.
    assert.deepEqual(surface.entries['.'], { values: ['Button', 'api', 'useSession', 'useT'], types: ['ButtonProps', 'Session', 'Store', 'Theme'] });
    assert.deepEqual(surface.entries['./contract'].values, ['LIMIT', 'balance', 'endpoint', 'login']);
    assert.deepEqual(surface.entries['./plugins/retry-plugin.ts'], { values: ['default'], types: [] });
    assert.deepEqual(surface.entries['./plugins/deps.cjs'].values, ['count', 'list']);
    assert.deepEqual(surface.contract.endpoints, ['balance GET /wps/balance auth', 'login POST /wps/session/login encrypted']);
    assert.match(surface.contract.hash, /^sha256:[0-9a-f]{16}$/);
  });

  test('expands exports patterns to their files, leaving tests out', () => {
    const { entries } = exportEntries(fixture());
    assert.ok(entries['./plugins/retry-plugin.ts']);
    assert.equal(entries['./plugins/retry-plugin.test.ts'], undefined);
  });
});

describe('diffSurface and checkSurface', () => {
  const base = { package: '@fixture/shared', version: '1.0.0', entries: { '.': { values: ['useSession', 'useT'], types: ['Theme'] } }, contract: { endpoints: ['login POST /login'] } };
  const withChanges = (version, entries, endpoints = base.contract.endpoints) => ({ ...base, version, entries, contract: { endpoints } });

  test('the same surface at the same version passes', () => {
    assert.equal(checkSurface(base, structuredClone(base)).ok, true);
  });

  test('an added name needs a minor bump; the message names it, the bump and the command', () => {
    const current = withChanges('1.0.0', { '.': { values: ['useAtom', 'useSession', 'useT'], types: ['Theme'] } });
    const result = checkSurface(base, current);
    assert.equal(result.ok, false);
    assert.equal(result.diff.bump, 'minor');
    assert.match(result.message, /added \(needs at least a minor bump\):\n\s+"\.": useAtom/);
    assert.match(result.message, /a minor bump \(1\.0\.0 -> 1\.1\.0/);
    assert.match(result.message, /node scripts\/shared-surface\.mjs --write/);
    // With the bump made, only the record is missing.
    const bumped = checkSurface(base, { ...current, version: '1.1.0' });
    assert.equal(bumped.ok, false);
    assert.match(bumped.message, /still records 1\.0\.0[\s\S]*Record it: node scripts\/shared-surface\.mjs --write/);
  });

  test('a removed or renamed name needs a major bump, a minor one is not enough', () => {
    const current = withChanges('1.1.0', { '.': { values: ['useSession', 'useTranslation'], types: ['Theme'] } });
    const result = checkSurface(base, current);
    assert.equal(result.diff.bump, 'major');
    assert.match(result.message, /removed or renamed \(needs a major bump\):\n\s+"\.": useT\n/);
    assert.match(result.message, /added[^\n]*\n\s+"\.": useTranslation/);
    assert.match(result.message, /a major bump \(1\.0\.0 -> 2\.0\.0; @fixture\/shared is 1\.1\.0\)/);
    assert.match(result.message, /workspace:\^2\.0\.0/);
    assert.equal(checkSurface(base, { ...current, version: '2.0.0' }).diff.bump, 'major');
  });

  test('a value that becomes type-only is a removal; a type that becomes a value an addition', () => {
    assert.equal(diffSurface(base, withChanges('1.0.0', { '.': { values: ['useSession'], types: ['Theme', 'useT'] } })).bump, 'major');
    assert.equal(diffSurface(base, withChanges('1.0.0', { '.': { values: ['Theme', 'useSession', 'useT'], types: [] } })).bump, 'minor');
  });

  test('contract endpoints: added needs minor, changed or removed needs major', () => {
    const entries = base.entries;
    assert.equal(diffSurface(base, withChanges('1.0.0', entries, ['login POST /login', 'logout DELETE /logout'])).bump, 'minor');
    const changed = diffSurface(base, withChanges('1.0.0', entries, ['login POST /v2/login']));
    assert.equal(changed.bump, 'major');
    assert.deepEqual(changed.endpoints.changed, [{ before: 'login POST /login', after: 'login POST /v2/login' }]);
    assert.equal(diffSurface(base, withChanges('1.0.0', entries, [])).bump, 'major');
  });

  test('a version bump without a surface change asks to record it; a lower version is refused', () => {
    assert.match(checkSurface(base, { ...structuredClone(base), version: '1.0.1' }).message, /same surface\. Record the release/);
    assert.match(checkSurface(base, { ...structuredClone(base), version: '0.9.0' }).message, /versions only go up/);
  });

  test('no snapshot yet: says how to record one', () => {
    const result = checkSurface(null, base);
    assert.equal(result.ok, false);
    assert.match(result.message, /--write/);
  });
});

describe('the command', () => {
  let dir;
  beforeEach(() => {
    dir = fixture();
  });

  test('--write records, --check passes, then fails when a name is added without a bump', () => {
    assert.equal(cli(dir, '--check').code, 1);
    const written = cli(dir, '--write');
    assert.equal(written.code, 0, written.out);
    const snapshot = JSON.parse(readFileSync(path.join(dir, 'api-surface.json'), 'utf8'));
    assert.equal(snapshot.version, '1.0.0');
    assert.deepEqual(snapshot.entries['.'].values, ['Button', 'api', 'useSession', 'useT']);
    assert.equal(cli(dir, '--check').code, 0);

    edit(dir, 'src/hooks.ts', (text) => `${text}\nexport const useAtom = () => null;`);
    const check = cli(dir, '--check');
    assert.equal(check.code, 1);
    assert.match(check.out, /useAtom/);
    assert.match(check.out, /minor bump/);
    // --write refuses too until the version is bumped...
    assert.equal(cli(dir, '--write').code, 1);
    assert.equal(JSON.parse(readFileSync(path.join(dir, 'api-surface.json'), 'utf8')).version, '1.0.0');
    // ...and --bump does both.
    const bumped = cli(dir, '--write', '--bump', 'minor');
    assert.equal(bumped.code, 0, bumped.out);
    assert.equal(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version, '1.1.0');
    assert.equal(cli(dir, '--check').code, 0);
  });

  test('a removal with only a minor bump is refused, with a major bump recorded', () => {
    assert.equal(cli(dir, '--write').code, 0);
    edit(dir, 'src/hooks.ts', (text) => text.replace('export const useT', 'const useT'));
    setVersion(dir, '1.1.0');
    const check = cli(dir, '--check');
    assert.equal(check.code, 1);
    assert.match(check.out, /removed or renamed \(needs a major bump\):\n\s+"\.": useT/);
    assert.match(check.out, /1\.0\.0 -> 2\.0\.0/);
    setVersion(dir, '2.0.0');
    assert.equal(cli(dir, '--write').code, 0);
    assert.equal(cli(dir, '--check').code, 0);
  });

  test('--baseline records the current surface without comparing', () => {
    assert.equal(cli(dir, '--write').code, 0);
    edit(dir, 'src/hooks.ts', (text) => text.replace('export const useT', 'const useT'));
    assert.equal(cli(dir, '--write').code, 1);
    assert.equal(cli(dir, '--write', '--baseline').code, 0);
    assert.equal(cli(dir, '--check').code, 0);
  });

  test('rejects unknown options', () => {
    assert.equal(run(['--frobnicate']).code, 2);
    assert.equal(run(['--bump', 'minor']).code, 2);
  });
});

describe('apps\' declared ranges', () => {
  test('a bare workspace range and a range the version does not satisfy are problems', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'shared-surface-apps-'));
    dirs.push(root);
    const app = (name, spec) => {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'package.json'), JSON.stringify({ name, dependencies: spec ? { '@fixture/shared': spec } : {} }));
    };
    app('host', 'workspace:^2.0.0');
    app('remote-games', 'workspace:^1.0.0');
    app('remote-agent', 'workspace:*');
    app('api', null);
    const problems = appRangeProblems(root, '@fixture/shared', '2.0.0');
    assert.deepEqual(problems, [
      'remote-agent/package.json declares @fixture/shared "workspace:*": declare the range it needs, e.g. "workspace:^2.0.0"',
      'remote-games/package.json needs @fixture/shared ^1.0.0, which 2.0.0 does not satisfy: review it against the changes, then raise it',
    ]);
  });
});
