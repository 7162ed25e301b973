import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import timeoutPlugin from './timeout-plugin';
import { SCRIPT_TIMEOUT_MS } from './timing';

// A short manifest deadline keeps the test fast; the real budget is in timing.ts.
jest.mock('./timing', () => ({ ...jest.requireActual('./timing'), MANIFEST_TIMEOUT_MS: 30 }));

type CreateScript = (args: { url: string; remoteInfo?: { name: string; entry: string; integrity?: unknown } }) => {
  script: HTMLScriptElement;
  timeout: number;
};
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const plugin: ModuleFederationRuntimePlugin = timeoutPlugin();
const createScript = plugin.createScript as unknown as CreateScript;
const pluginFetch = plugin.fetch as unknown as Fetch;
const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('timeout plugin', () => {
  it('gives remote entry scripts the suite deadline instead of the runtime 20 s', () => {
    const { script, timeout } = createScript({ url: 'http://localhost:3001/remoteEntry.js' });
    expect(timeout).toBe(SCRIPT_TIMEOUT_MS);
    expect(SCRIPT_TIMEOUT_MS).toBeLessThan(20_000);
    expect(script.src).toBe('http://localhost:3001/remoteEntry.js');
    expect(script.async).toBe(true);
  });

  it("loads an entry registered with an integrity with that integrity, in CORS mode", () => {
    const entry = 'http://localhost:3001/remoteEntry.js';
    const integrity = `sha384-${'A'.repeat(64)}`;
    const { script, timeout } = createScript({ url: entry, remoteInfo: { name: 'remote_games', entry, integrity } });
    expect(script.integrity).toBe(integrity);
    expect(script.crossOrigin).toBe('anonymous');
    expect(timeout).toBe(SCRIPT_TIMEOUT_MS);
  });

  it('leaves an entry without integrity (or another URL of that remote) as it was', () => {
    const entry = 'http://localhost:3001/remoteEntry.js';
    const plain = createScript({ url: entry, remoteInfo: { name: 'remote_games', entry } }).script;
    // (jsdom has no `integrity` property of its own: unset reads undefined there, '' in a browser.)
    expect(plain.integrity).toBeFalsy();
    expect(plain.crossOrigin).toBeFalsy();
    const other = createScript({
      url: 'http://localhost:3001/other.js',
      remoteInfo: { name: 'remote_games', entry, integrity: `sha384-${'A'.repeat(64)}` },
    }).script;
    expect(other.integrity).toBeFalsy();
    expect(other.crossOrigin).toBeFalsy();
    expect(createScript({ url: entry, remoteInfo: { name: 'remote_games', entry, integrity: '' } }).script.integrity).toBeFalsy();
  });

  it('aborts a manifest fetch that does not answer in time', async () => {
    globalThis.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    await expect(pluginFetch('http://localhost:3001/mf-manifest.json', { cache: 'no-store' })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(globalThis.fetch).toHaveBeenCalledWith(
      'http://localhost:3001/mf-manifest.json',
      expect.objectContaining({ cache: 'no-store', signal: expect.anything() }),
    );
  });

  it('lets a prompt answer through', async () => {
    const answer = { ok: true } as Response;
    globalThis.fetch = jest.fn().mockResolvedValue(answer);
    await expect(pluginFetch('http://localhost:3001/mf-manifest.json', {})).resolves.toBe(answer);
  });
});
