// Issue 25, installable shell: the service worker's decisions (host/sw/sw-routes.js) and the built
// worker (sw.js as scripts/webpack/service-worker-plugin.cjs writes it) run in a stand-in worker scope.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type Decision = 'network' | 'navigate' | 'cache-first' | 'network-first' | 'check-remote';
interface Routes {
  route(request: { url: string; method?: string; mode?: string; origin: string; remoteOrigins?: string[] | null; precached?: string[] }): Decision;
  isNetworkOnly(url: string, origin: string): boolean;
  remoteEntryOrigin(url: string, origin: string): string | null;
  remoteOriginsOf(list: unknown, base: string): string[];
  cacheName(buildId: string): string;
  staleCaches(keys: string[], current: string): string[];
  precacheList(html: string): string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routes = require('../../sw/sw-routes.js') as Routes;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serviceWorkerSource } = require('../../../scripts/webpack/service-worker-plugin.cjs') as { serviceWorkerSource(html: string, dir: string): string };

const HOST = 'https://play.example';
const GAMES = 'https://games.example';
const REMOTES = [GAMES, 'https://member.example'];
const decide = (url: string, extra: Partial<Parameters<Routes['route']>[0]> = {}) =>
  routes.route({ url, origin: HOST, remoteOrigins: REMOTES, precached: ['/boot-early.js', '/offline.html', '/offline.js'], ...extra });

describe('service worker routing', () => {
  it('never handles nor stores the API, remotes.json, config.json, any JSON or any remote entry', () => {
    for (const url of [
      `${HOST}/wps/member/info`,
      `${HOST}/lgw/games/game_menus?language=es`,
      `${HOST}/lotto/draws`,
      `${HOST}/wps`,
      `${HOST}/healthz`,
      `${HOST}/remotes.json`,
      `${HOST}/config.json`,
      `${HOST}/manifest.json`,
      `${HOST}/manifest.en.json`,
      `${HOST}/suite-versions.json`,
      `${GAMES}/remoteEntry.js`,
      `${GAMES}/mf-manifest.json`,
      `https://elsewhere.example/v2/remoteEntry.js`,
    ]) {
      expect([url, decide(url)]).toEqual([url, 'network']);
      expect(routes.isNetworkOnly(url, HOST)).toBe(true);
    }
    // Even as a navigation, the API is the network's.
    expect(decide(`${HOST}/lgw/lobby`, { mode: 'navigate' })).toBe('network');
  });

  it('a page of the site is a navigation (offline page on failure); other methods are not handled', () => {
    expect(decide(`${HOST}/`, { mode: 'navigate' })).toBe('navigate');
    expect(decide(`${HOST}/member/withdraw?tab=2`, { mode: 'navigate' })).toBe('navigate');
    expect(decide(`${HOST}/main.ac9db5df.js`, { method: 'POST' })).toBe('network');
    expect(decide(`${HOST}/wps/login`, { method: 'POST' })).toBe('network');
  });

  it('hashed files of the host and of the remote origins are cache-first; others go to the network', () => {
    expect(decide(`${HOST}/main.ac9db5df.js`)).toBe('cache-first');
    expect(decide(`${HOST}/3386.ae2b5b34.css`)).toBe('cache-first');
    expect(decide(`${GAMES}/7923.5a417ee0.js`)).toBe('cache-first');
    expect(decide(`${GAMES}/assets/banner.0a1b2c3d.png`)).toBe('cache-first');
    expect(decide(`https://cdn.other.example/7923.5a417ee0.js`)).toBe('network');
    expect(decide(`${GAMES}/logo.png`)).toBe('network');
    expect(decide(`${HOST}/main.ac9db5df.js?v=1`)).toBe('network');
    // Before remotes.json was read, a hashed file of another origin waits for it.
    expect(decide(`${GAMES}/7923.5a417ee0.js`, { remoteOrigins: null })).toBe('check-remote');
  });

  it('the fixed-name files of the precached shell are network-first; other fixed names are not handled', () => {
    expect(decide(`${HOST}/boot-early.js`)).toBe('network-first');
    expect(decide(`${HOST}/offline.js`)).toBe('network-first');
    expect(decide(`${HOST}/theme-init.js`)).toBe('network');
    expect(decide(`${HOST}/sw.js`)).toBe('network');
  });

  it('learns remote origins from remotes.json and from entries passing by', () => {
    const list = [
      { name: 'remote_games', entry: 'https://games.example/remoteEntry.js' },
      { name: 'remote_member', entry: '/member/remoteEntry.js' },
      { name: 'broken', entry: 42 },
      null,
    ];
    expect(routes.remoteOriginsOf(list, `${HOST}/remotes.json`)).toEqual([GAMES]);
    expect(routes.remoteOriginsOf('nonsense', `${HOST}/remotes.json`)).toEqual([]);
    expect(routes.remoteEntryOrigin('https://v2.example/remoteEntry.js', HOST)).toBe('https://v2.example');
    expect(routes.remoteEntryOrigin('https://v2.example/7923.5a417ee0.js', HOST)).toBeNull();
  });

  it('names the cache by build and deletes only the suite caches of other builds', () => {
    expect(routes.cacheName('abc123')).toBe('suite-shell-abc123');
    expect(routes.staleCaches(['suite-shell-old', 'suite-shell-abc123', 'someone-else'], 'suite-shell-abc123')).toEqual(['suite-shell-old']);
  });

  it('precaches index.html, the offline page and the same-origin files the page names, no JSON', () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.json"><script src="/boot-early.js"></script>' +
      '<link rel="preload" as="script" href="/3262.94d7033c.js"><script src="https://cdn.example/x.js"></script>' +
      '<a href="//evil.example/a.js"></a><script defer="defer" src="/main.ac9db5df.js"></script>';
    expect(routes.precacheList(html)).toEqual([
      '/index.html',
      '/offline.html',
      '/offline.js',
      '/favicon.svg',
      '/boot-early.js',
      '/3262.94d7033c.js',
      '/main.ac9db5df.js',
    ]);
  });
});

describe('the built sw.js in a worker scope', () => {
  const html = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
  const source = serviceWorkerSource(html, path.join(__dirname, '../../sw'));

  function loadWorker() {
    const listeners: Record<string, (event: unknown) => void> = {};
    const scope = {
      location: { origin: HOST },
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
      clients: { claim: jest.fn() },
      skipWaiting: jest.fn(),
    };
    // The worker's top level and its routing need no more than these; Request/Response are stand-ins.
    const context = vm.createContext({ self: scope, caches: {}, fetch: jest.fn(), URL, Request: class {}, Response: class {}, console });
    vm.runInContext(source, context);
    return listeners;
  }

  it('installs, activates and has a fetch handler (an installability rule)', () => {
    const listeners = loadWorker();
    expect(Object.keys(listeners).sort()).toEqual(['activate', 'fetch', 'install']);
    expect(source).toMatch(/const SUITE_SW = \{\s+"buildId": "[0-9a-f]{12}"/);
  });

  it('answers pages and hashed files, and leaves the API, remotes.json, config.json and entries to the browser', () => {
    const { fetch: onFetch } = loadWorker();
    const answered = (url: string, mode = 'no-cors', method = 'GET') => {
      const respondWith = jest.fn((promise: Promise<unknown>) => promise.catch(() => undefined));
      onFetch?.({ request: { url, mode, method }, respondWith, waitUntil: jest.fn() });
      return respondWith.mock.calls.length > 0;
    };
    expect(answered(`${HOST}/`, 'navigate')).toBe(true);
    expect(answered(`${HOST}/main.ac9db5df.js`)).toBe(true);
    for (const url of [`${HOST}/wps/member/info`, `${HOST}/lgw/x`, `${HOST}/lotto/x`, `${HOST}/remotes.json`, `${HOST}/config.json`, `${GAMES}/remoteEntry.js`]) {
      expect([url, answered(url)]).toEqual([url, false]);
    }
  });

  it('the build id changes with the page (a new host build installs a new worker)', () => {
    const other = serviceWorkerSource(html.replace('</body>', '<script src="/main.00000000.js"></script></body>'), path.join(__dirname, '../../sw'));
    const id = (text: string) => /"buildId": "([0-9a-f]+)"/.exec(text)?.[1];
    expect(id(other)).not.toBe(id(source));
    expect(other).toContain('"/main.00000000.js"');
  });
});
