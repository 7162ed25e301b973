import { getRuntimeConfig } from '@suite/shared';
import { registerSuiteRemotes } from '../remotes/remote-registry';
import { boot } from './boot';
import { startBootFetches } from './early-fetch';

jest.mock('../remotes/remote-registry', () => ({ registerSuiteRemotes: jest.fn() }));

type Files = Record<string, { status?: number; body: string }>;

function serve(files: Files) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const file = files[String(input)] ?? { status: 404, body: 'missing' };
    const status = file.status ?? 200;
    return { ok: status < 400, status, text: async () => file.body } as Response;
  }) as typeof fetch;
}

const REMOTES = JSON.stringify([{ name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' }]);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('boot', () => {
  it('reads config.json then registers the remotes of remotes.json', async () => {
    serve({
      '/config.json': { body: JSON.stringify({ apiBaseUrl: 'https://api.example.com/', remotesUrl: '/remotes.json' }) },
      '/remotes.json': { body: REMOTES },
    });
    const result = await boot();
    expect(result.problems).toEqual([]);
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example.com');
    expect(registerSuiteRemotes).toHaveBeenCalledWith([{ name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' }]);
  });

  it('boots with defaults and a problem when config.json is broken', async () => {
    serve({ '/config.json': { body: '{ not json' }, '/remotes.json': { body: REMOTES } });
    const result = await boot();
    expect(result.problems).toEqual([expect.objectContaining({ key: 'boot.configError', file: 'config.json' })]);
    expect(result.remotes).toHaveLength(1);
  });

  it('boots with no remotes and a problem when remotes.json is broken', async () => {
    serve({ '/config.json': { body: '{}' }, '/remotes.json': { status: 500, body: 'oops' } });
    const result = await boot();
    expect(result.remotes).toEqual([]);
    expect(result.problems).toEqual([expect.objectContaining({ key: 'boot.remotesError', detail: 'HTTP 500' })]);
  });

  it('uses the two requests src/index.ts started early, each file fetched once', async () => {
    serve({ '/config.json': { body: '{}' }, '/remotes.json': { body: REMOTES } });
    startBootFetches();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    const result = await boot();
    expect(result.remotes).toHaveLength(1);
    expect(jest.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url))).toEqual(['/config.json', '/remotes.json']);
  });

  it('fetches the remotes file config.json names when it is not the default one', async () => {
    serve({ '/config.json': { body: JSON.stringify({ remotesUrl: '/other-remotes.json' }) }, '/remotes.json': { body: '[]' }, '/other-remotes.json': { body: REMOTES } });
    startBootFetches();
    const result = await boot();
    expect(result.remotes).toEqual([{ name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' }]);
    expect(jest.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url))).toEqual(['/config.json', '/remotes.json', '/other-remotes.json']);
  });
});
