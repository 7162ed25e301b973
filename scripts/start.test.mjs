// The origins `npm start` (and `npm run dev`) serve on other ports and tell the API (node --test
// scripts/). Issue 26 #6: `SUITE_HOST_PORT=3500 npm start` left every game frame and /fbsports blank,
// the API allowing only its built-in 3000-3004/3100-3104. The whole command on other ports, with a
// round played in a game frame, is e2e/tests/other-ports.test.ts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { apiEnvironment, publicBase, siteOrigins } from './lib/suite-servers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORTS = { hostPort: 3500, remotePorts: { remote_games: 3501, remote_lottery: 3502, remote_member: 3503, remote_agent: 3504 } };
const OTHER_PORTS_ENV = {
  SUITE_HOST_PORT: '3500',
  SUITE_GAMES_PORT: '3501',
  SUITE_LOTTERY_PORT: '3502',
  SUITE_MEMBER_PORT: '3503',
  SUITE_AGENT_PORT: '3504',
  SUITE_API_PORT: '4500',
};

/** Runs `code` (an ES module body printing JSON) in a fresh node with `env`: ports.cjs reads it at load. */
function inFreshNode(code, env) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SUITE_')));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env: { ...clean, ...env }, encoding: 'utf8' }));
}

describe('siteOrigins', () => {
  test('the host and every remote on the ports served, on localhost and 127.0.0.1, and no default port', () => {
    const origins = siteOrigins({ base: publicBase(undefined), ...PORTS });
    assert.deepEqual(origins, [
      'http://localhost:3500',
      'http://localhost:3501',
      'http://localhost:3502',
      'http://localhost:3503',
      'http://localhost:3504',
      'http://127.0.0.1:3500',
      'http://127.0.0.1:3501',
      'http://127.0.0.1:3502',
      'http://127.0.0.1:3503',
      'http://127.0.0.1:3504',
    ]);
  });

  test("SUITE_PUBLIC_HOST: the operator's host name only, as a browser sends it", () => {
    assert.deepEqual(siteOrigins({ base: publicBase('play.example.com'), ...PORTS }), [
      'http://play.example.com:3500',
      'http://play.example.com:3501',
      'http://play.example.com:3502',
      'http://play.example.com:3503',
      'http://play.example.com:3504',
    ]);
    // Browsers leave the scheme's default port out of their Origin header.
    assert.deepEqual(siteOrigins({ base: publicBase('https://Play.Example.com/'), hostPort: 443, remotePorts: [8443] }), [
      'https://play.example.com',
      'https://play.example.com:8443',
    ]);
  });
});

describe('apiEnvironment', () => {
  const origins = siteOrigins({ base: 'http://localhost', ...PORTS });

  test("gives the API the suite's origins (CORS, frame-ancestors, back links) and its own CDN origins", () => {
    const env = apiEnvironment({ port: 4500, siteOrigins: origins, processEnv: {} });
    assert.equal(env.SUITE_API_PORT, '4500');
    assert.equal(env.SUITE_CDN_ORIGINS, 'http://127.0.0.1:4500,http://localhost:4500');
    assert.equal(env.SUITE_CORS_ORIGINS, origins.join(','));
  });

  test("keeps an operator's own SUITE_CORS_ORIGINS, and the caller's env last", () => {
    const operator = apiEnvironment({ port: 4500, siteOrigins: origins, processEnv: { SUITE_CORS_ORIGINS: 'https://www.example.com' } });
    assert.equal(operator.SUITE_CORS_ORIGINS, 'https://www.example.com');
    assert.equal(apiEnvironment({ port: 4500, siteOrigins: origins, processEnv: {}, env: { SUITE_CORS_ORIGINS: 'http://x.example' } }).SUITE_CORS_ORIGINS, 'http://x.example');
    // Nothing given: the API keeps its own default list.
    assert.equal('SUITE_CORS_ORIGINS' in apiEnvironment({ port: 4500, processEnv: {} }), false);
    // A fresh PGlite run drops DATABASE_URL; with a public host the browser reaches no loopback CDN.
    const remote = apiEnvironment({ port: 4500, pglite: true, processEnv: { SUITE_PUBLIC_HOST: 'play.example.com' } });
    assert.equal('DATABASE_URL' in remote && remote.DATABASE_URL, undefined);
    assert.equal(remote.SUITE_CDN_ORIGINS, '');
  });
});

describe('the ports of SUITE_*_PORT', () => {
  test('npm start: remotes.json, the static pages and the API all on the ports and public host used', () => {
    // What scripts/start.mjs computes (servedSuite) and hands the API (startApi -> apiEnvironment).
    const code = `
      import { apiEnvironment, servedSuite } from './scripts/lib/suite-servers.mjs';
      const suite = servedSuite();
      const api = apiEnvironment({ port: suite.apiPort, siteOrigins: suite.siteOrigins });
      console.log(JSON.stringify({ ...suite, cors: api.SUITE_CORS_ORIGINS.split(','), apiPort: api.SUITE_API_PORT }));`;
    const local = inFreshNode(code, OTHER_PORTS_ENV);
    assert.equal(local.hostOrigin, 'http://localhost:3500');
    assert.equal(local.apiPort, '4500');
    assert.deepEqual(local.manifest.map((entry) => entry.entry), [3501, 3502, 3503, 3504].map((port) => `http://localhost:${port}/remoteEntry.js`));
    assert.ok(local.cors.includes('http://localhost:3500') && local.cors.includes('http://127.0.0.1:3504'));
    assert.equal(local.cors.some((origin) => /:(300\d|310\d)$/.test(origin)), false);
    const published = inFreshNode(code, { ...OTHER_PORTS_ENV, SUITE_PUBLIC_HOST: 'play.example.com' });
    assert.equal(published.hostOrigin, 'http://play.example.com:3500');
    assert.equal(published.manifest[0].entry, 'http://play.example.com:3501/remoteEntry.js');
    assert.deepEqual(published.cors, [3500, 3501, 3502, 3503, 3504].map((port) => `http://play.example.com:${port}`));
  });

  test("npm run dev: the host's dev server answers /remotes.json with the remotes' dev ports", () => {
    const code = `
      import { createRequire } from 'node:module';
      const { devRemotesJson } = createRequire(import.meta.url)('./scripts/webpack/create-app-config.cjs');
      const route = devRemotesJson();
      let body = '';
      route.middleware({}, { setHeader() {}, end(text) { body = text; } });
      console.log(JSON.stringify({ path: route.path, remotes: JSON.parse(body) }));`;
    const dev = inFreshNode(code, OTHER_PORTS_ENV);
    assert.equal(dev.path, '/remotes.json');
    assert.deepEqual(dev.remotes, [
      { name: 'remote_games', entry: 'http://localhost:3501/remoteEntry.js' },
      { name: 'remote_lottery', entry: 'http://localhost:3502/remoteEntry.js' },
      { name: 'remote_member', entry: 'http://localhost:3503/remoteEntry.js' },
      { name: 'remote_agent', entry: 'http://localhost:3504/remoteEntry.js' },
    ]);
  });
});
