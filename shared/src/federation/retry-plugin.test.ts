import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import retryPlugin from './retry-plugin';
import { RETRY_DELAY_MS, RETRY_TIMES } from './timing';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

function failedEntry(getRemoteEntry: jest.Mock) {
  const globalLoading: Record<string, Promise<unknown> | undefined> = { 'remote_games@x': Promise.resolve() };
  const args = {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' },
    remoteEntryExports: undefined,
    globalLoading,
    uniqueKey: 'remote_games@x',
  } as unknown as LoadEntryErrorArgs;
  const hook = retryPlugin().loadEntryError as unknown as (args: LoadEntryErrorArgs) => Promise<unknown>;
  return { run: () => hook(args), globalLoading };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('retry plugin', () => {
  it('retries a failed entry once, after the delay, and hands back the recovered entry', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const { run, globalLoading } = failedEntry(getRemoteEntry);

    const result = run();
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    // the failed load is forgotten, so the retry really fetches the script again
    expect(globalLoading['remote_games@x']).toBeUndefined();
  });

  it('gives up after one retry so the fallback can take over', async () => {
    expect(RETRY_TIMES).toBe(1);
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const { run } = failedEntry(getRemoteEntry);

    const result = run();
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5);

    await expect(result).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});
