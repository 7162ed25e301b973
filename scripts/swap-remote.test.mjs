// Unit tests of scripts/swap-remote.mjs's @suite/shared check (node --test scripts/); the whole command
// against built remotes is e2e/tests/swap.test.ts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  SwapError,
  assertSharedCompatible,
  entrySharedRequirement,
  hostSharedVersion,
  manifestSharedRequirement,
  parseArgs,
  rollback,
  swap,
  withEntry,
} from './swap-remote.mjs';
import { REMOTES } from './lib/apps.mjs';
import { INTEGRITY_PATTERN, builtEntryIntegrity, localEntries, sha384Integrity, withBuiltIntegrity } from './lib/remote-integrity.mjs';

/** The parts of a production remoteEntry.js the command reads, as webpack + federation 2.9 minify them. */
function minifiedEntry({ name = 'remote_games', provides = '1.0.0', requires = `^${provides}` } = {}) {
  return (
    `var ${name};(()=>{var S={};S.federation={initOptions:{name:"${name}",remotes:[],shareStrategy:"loaded-first"}};` +
    `S.federation.initOptions.shared={"@suite/shared":[{version:"${provides}",get:()=>Promise.all([S.e(210),S.e(736)]).then(()=>()=>S(1544)),scope:["default"],` +
    `shareConfig:{eager:!1,requiredVersion:"${requires}",strictVersion:!0,singleton:!0,layer:null}}],react:[{version:"19.3.1",get:()=>S.e(923),scope:["default"],` +
    `shareConfig:{eager:!1,requiredVersion:"^19.3.1",singleton:!0,layer:null}}]};` +
    `p={3885:{fallback:()=>S.e(544),shareScope:["default"],singleton:!0,requiredVersion:"${requires}",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@suite/shared"},` +
    `7923:{fallback:()=>S.e(923),shareScope:["default"],singleton:!0,requiredVersion:"^19.3.1",strictVersion:!1,eager:!1,layer:void 0,shareKey:"react"}};` +
    `${name}=S(0)})();`
  );
}

/** The same in a development build's layout. */
const DEV_ENTRY = `/******/ 		__webpack_require__.federation.initOptions.shared = {	"@suite/shared": [{	version: "1.2.0",
/******/ 				get: () => (Promise.all([__webpack_require__.e("vendors"), __webpack_require__.e("shared")]).then(() => (() => (__webpack_require__(1))))),
/******/ 				scope: ["default"],
/******/ 				shareConfig: {"eager":false,"requiredVersion":"^1.1.0","strictVersion":true,"singleton":true,"layer":null},
/******/ 			},],	"react": [{	version: "19.3.1",
/******/ 				get: () => (__webpack_require__.e("react").then(() => (() => (__webpack_require__(2))))),
/******/ 				scope: ["default"],
/******/ 				shareConfig: {"eager":false,"requiredVersion":"^19.3.1","singleton":true,"layer":null},
/******/ 			},],};`;

const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'swap-remote-'));
  dirs.push(dir);
  return dir;
};
const sri = (body) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
const versionsJson = (provides) => JSON.stringify({ name: 'host', version: '0.1.0', shared: { '@suite/shared': { provides, requires: `^${provides}` } } });

describe('reading what a candidate needs of @suite/shared', () => {
  test('from a production remoteEntry.js', () => {
    assert.deepEqual(entrySharedRequirement(minifiedEntry({ provides: '1.1.0' })), { requires: '^1.1.0', provides: '1.1.0' });
    assert.deepEqual(entrySharedRequirement(minifiedEntry({ provides: '1.3.0', requires: '^1.0.0' })), { requires: '^1.0.0', provides: '1.3.0' });
  });

  test('from a development build', () => {
    assert.deepEqual(entrySharedRequirement(DEV_ENTRY), { requires: '^1.1.0', provides: '1.2.0' });
  });

  test('null for an entry that shares no @suite/shared', () => {
    assert.equal(entrySharedRequirement('var remote_games;initOptions:{name:"remote_games"}'), null);
  });

  test('from an mf-manifest.json', () => {
    const manifest = { name: 'remote_games', shared: [{ name: 'react', version: '19.3.1' }, { name: '@suite/shared', version: '2.0.0', requiredVersion: '^2.0.0' }] };
    assert.deepEqual(manifestSharedRequirement(manifest), { requires: '^2.0.0', provides: '2.0.0' });
    assert.equal(manifestSharedRequirement({ name: 'remote_games', shared: [] }), null);
  });
});

describe('the version the live host provides', () => {
  test("from the suite-versions.json beside the remotes.json, or --host-dist's", () => {
    const live = tempDir();
    writeFileSync(path.join(live, 'suite-versions.json'), versionsJson('1.4.0'));
    assert.deepEqual(hostSharedVersion({ file: path.join(live, 'remotes.json') }), { version: '1.4.0', from: path.join(live, 'suite-versions.json') });
    const other = tempDir();
    writeFileSync(path.join(other, 'suite-versions.json'), versionsJson('2.0.0'));
    assert.equal(hostSharedVersion({ file: path.join(live, 'remotes.json'), hostDist: other }).version, '2.0.0');
  });

  test("from an older host build's JavaScript when it has no suite-versions.json", () => {
    const dist = tempDir();
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'main.0123abcd.js'), minifiedEntry({ name: 'host', provides: '1.0.0' }));
    assert.equal(hostSharedVersion({ file: path.join(tempDir(), 'remotes.json'), hostDist: dist }).version, '1.0.0');
  });

  test('refuses to guess when nothing says it', () => {
    assert.throws(() => hostSharedVersion({ file: path.join(tempDir(), 'remotes.json'), hostDist: tempDir() }), (error) => {
      assert.ok(error instanceof SwapError);
      assert.match(error.message, /cannot tell which @suite\/shared the live host provides/);
      return true;
    });
  });

  test('--host-dist is an option', () => {
    assert.equal(parseArgs(['remote_games', 'http://x/remoteEntry.js', '--host-dist', '/srv/host']).hostDist, '/srv/host');
  });
});

describe('the check', () => {
  const host = { version: '1.0.0', from: '/srv/host/suite-versions.json' };

  test('a compatible release passes and says so', () => {
    assert.equal(
      assertSharedCompatible({ name: 'remote_games', url: 'u', requirement: { requires: '^1.0.0', provides: '1.3.0' }, host }),
      'remote_games needs @suite/shared ^1.0.0, the host gives 1.0.0: ok',
    );
  });

  test('a remote built against a newer minor or another major is refused, naming both versions', () => {
    assert.throws(
      () => assertSharedCompatible({ name: 'remote_games', url: 'http://cdn/games/remoteEntry.js', requirement: { requires: '^1.1.0', provides: '1.1.0' }, host }),
      /remote_games needs @suite\/shared \^1\.1\.0, the host gives 1\.0\.0 \(.*\): refused/,
    );
    assert.throws(() => assertSharedCompatible({ name: 'remote_games', url: 'u', requirement: { requires: '^2.0.0', provides: '2.0.0' }, host }), /refused/);
    assert.throws(
      () => assertSharedCompatible({ name: 'remote_games', url: 'u', requirement: { requires: '^1.0.0', provides: '1.0.0' }, host: { ...host, version: '2.0.0' } }),
      /needs @suite\/shared \^1\.0\.0, the host gives 2\.0\.0/,
    );
  });
});

describe('swap', () => {
  let server;
  let base;
  const bodies = new Map();
  before(async () => {
    server = http.createServer((request, response) => {
      const body = bodies.get(request.url);
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript' });
      response.end(body ?? 'not found');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
    bodies.set('/v1.3/remoteEntry.js', minifiedEntry({ provides: '1.3.0', requires: '^1.0.0' }));
    bodies.set('/v1.1-needs/remoteEntry.js', minifiedEntry({ provides: '1.1.0' }));
    bodies.set('/v2/remoteEntry.js', minifiedEntry({ provides: '2.0.0' }));
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  function liveHost(provides) {
    const dir = tempDir();
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify([{ name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' }], null, 2) + '\n');
    writeFileSync(path.join(dir, 'suite-versions.json'), versionsJson(provides));
    return file;
  }

  test('refuses a remote whose range the host cannot meet and leaves remotes.json as it was', async () => {
    for (const candidate of ['/v1.1-needs/remoteEntry.js', '/v2/remoteEntry.js']) {
      const file = liveHost('1.0.0');
      const before = readFileSync(file);
      await assert.rejects(swap({ file, name: 'remote_games', url: `${base}${candidate}` }), (error) => {
        assert.ok(error instanceof SwapError);
        assert.match(error.message, /remote_games needs @suite\/shared \^(1\.1|2\.0)\.0, the host gives 1\.0\.0/);
        return true;
      });
      assert.deepEqual(readFileSync(file), before);
    }
  });

  test('swaps in a compatible release', async () => {
    const file = liveHost('1.0.0');
    const result = await swap({ file, name: 'remote_games', url: `${base}/v1.3/remoteEntry.js` });
    assert.equal(result.shared, 'remote_games needs @suite/shared ^1.0.0, the host gives 1.0.0: ok');
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), [
      { name: 'remote_games', entry: `${base}/v1.3/remoteEntry.js`, integrity: sri(bodies.get('/v1.3/remoteEntry.js')) },
    ]);
  });

  test("records the sha384 of the exact remoteEntry.js bytes it fetched, as the browser computes SRI", async () => {
    const file = liveHost('1.0.0');
    // Bytes beyond ASCII: the hash is of the bytes served, not of a re-encoded string.
    const body = `${minifiedEntry({ provides: '1.0.0' })}/* ñ — 🎲 */`;
    bodies.set('/utf8/remoteEntry.js', body);
    const result = await swap({ file, name: 'remote_games', url: `${base}/utf8/remoteEntry.js` });
    const expected = `sha384-${createHash('sha384').update(Buffer.from(body, 'utf8')).digest('base64')}`;
    assert.equal(result.integrity, expected);
    assert.match(result.integrity, /^sha384-[A-Za-z0-9+/]{64}$/);
    assert.match(result.integrityLine, /^integrity sha384-\S+: the host loads only these bytes/);
    assert.equal(JSON.parse(readFileSync(file, 'utf8'))[0].integrity, expected);
  });

  test('--no-integrity records none, and drops the integrity of the entry it replaces', async () => {
    const file = liveHost('1.0.0');
    await swap({ file, name: 'remote_games', url: `${base}/v1.3/remoteEntry.js` });
    assert.ok(JSON.parse(readFileSync(file, 'utf8'))[0].integrity);
    const result = await swap({ file, name: 'remote_games', url: `${base}/v1.3/remoteEntry.js`, integrity: false });
    assert.equal(result.integrity, null);
    assert.match(result.integrityLine, /--no-integrity/);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), [{ name: 'remote_games', entry: `${base}/v1.3/remoteEntry.js` }]);
    // --rollback brings the recorded integrity back with the file.
    await rollback({ file });
    assert.equal(JSON.parse(readFileSync(file, 'utf8'))[0].integrity, sri(bodies.get('/v1.3/remoteEntry.js')));
  });
});

describe('integrity in remotes.json', () => {
  const integrity = `sha384-${'A'.repeat(64)}`;
  test('--no-integrity is an option, not for --rollback', () => {
    assert.equal(parseArgs(['remote_games', 'http://x/remoteEntry.js']).integrity, true);
    assert.equal(parseArgs(['remote_games', 'http://x/remoteEntry.js', '--no-integrity']).integrity, false);
    assert.throws(() => parseArgs(['--rollback', '--no-integrity']), SwapError);
  });

  test('withEntry sets or removes the integrity in either form of the file', () => {
    const list = [{ name: 'remote_games', entry: 'http://old/remoteEntry.js', integrity: `sha384-${'B'.repeat(64)}` }];
    assert.deepEqual(withEntry(list, 'remote_games', 'http://new/remoteEntry.js', integrity), [
      { name: 'remote_games', entry: 'http://new/remoteEntry.js', integrity },
    ]);
    assert.deepEqual(withEntry(list, 'remote_games', 'http://new/remoteEntry.js'), [{ name: 'remote_games', entry: 'http://new/remoteEntry.js' }]);
    assert.deepEqual(withEntry([], 'remote_agent', 'http://a/remoteEntry.js', integrity), [
      { name: 'remote_agent', entry: 'http://a/remoteEntry.js', integrity },
    ]);
    // The { name: entry } form carries no integrity: recording one turns the file into a list.
    const object = { remote_games: 'http://old/remoteEntry.js', remote_agent: 'http://a/remoteEntry.js' };
    assert.deepEqual(withEntry(object, 'remote_games', 'http://new/remoteEntry.js', integrity), [
      { name: 'remote_games', entry: 'http://new/remoteEntry.js', integrity },
      { name: 'remote_agent', entry: 'http://a/remoteEntry.js' },
    ]);
    assert.deepEqual(withEntry(object, 'remote_games', 'http://new/remoteEntry.js'), { ...object, remote_games: 'http://new/remoteEntry.js' });
  });
});

describe('the build records the integrity of each built remote (scripts/lib/remote-integrity.mjs)', () => {
  after(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  test('sets it on the lines that point at a local build, drops a stale one, leaves the others', () => {
    const root = tempDir();
    const games = path.join(root, 'remote-games');
    mkdirSync(games);
    writeFileSync(path.join(games, 'remoteEntry.js'), minifiedEntry());
    const dirOf = (remote) => path.join(root, remote.pkg);
    const local = (name) => localEntries(REMOTES.find((remote) => remote.name === name))[0];
    const manifest = [
      { name: 'remote_games', entry: local('remote_games') },
      { name: 'remote_lottery', entry: local('remote_lottery'), integrity: `sha384-${'C'.repeat(64)}` },
      { name: 'remote_member', entry: 'https://cdn.example.com/member/remoteEntry.js', integrity: `sha384-${'D'.repeat(64)}` },
    ];
    assert.deepEqual(withBuiltIntegrity(manifest, localEntries, { dirOf }), [
      { name: 'remote_games', entry: local('remote_games'), integrity: sri(minifiedEntry()) },
      { name: 'remote_lottery', entry: local('remote_lottery') },
      manifest[2],
    ]);
    assert.equal(builtEntryIntegrity(games), sri(minifiedEntry()));
    assert.equal(builtEntryIntegrity(path.join(root, 'nothing')), null);
    assert.match(sha384Integrity('x'), INTEGRITY_PATTERN);
  });
});
