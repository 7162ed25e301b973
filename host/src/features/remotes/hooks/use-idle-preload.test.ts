import { renderHook } from '@testing-library/react';
import { preloadRemote } from '../remote-registry';
import { useIdlePreload } from './use-idle-preload';

jest.mock('../remote-registry', () => ({ preloadRemote: jest.fn() }));

const preloaded = () => jest.mocked(preloadRemote).mock.calls.map(([name]) => name);

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(preloadRemote).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('useIdlePreload', () => {
  it('warms games first, then the other remotes at the next idle moment', () => {
    renderHook(() => useIdlePreload(['remote_lottery', 'remote_games', 'remote_member']));
    expect(preloaded()).toEqual([]);
    jest.advanceTimersByTime(2000);
    expect(preloaded()).toEqual(['remote_games']);
    jest.advanceTimersByTime(2000);
    expect(preloaded()).toEqual(['remote_games', 'remote_lottery', 'remote_member']);
  });

  it('warms nothing once the app is gone', () => {
    const { unmount } = renderHook(() => useIdlePreload(['remote_games', 'remote_lottery']));
    jest.advanceTimersByTime(2000);
    unmount();
    jest.advanceTimersByTime(5000);
    expect(preloaded()).toEqual(['remote_games']);
  });
});
