import { fireEvent, render, renderHook } from '@testing-library/react';
import { preloadRemote } from '../remote-registry';
import { FIRST_WARM_WITHIN, NEXT_WARM_WITHIN, useIdlePreload } from './use-idle-preload';

jest.mock('../remote-registry', () => ({ preloadRemote: jest.fn() }));

const preloaded = () => jest.mocked(preloadRemote).mock.calls.map(([name]) => name);

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(preloadRemote).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('useIdlePreload', () => {
  it('warms games first, then the other remotes soon after', () => {
    renderHook(() => useIdlePreload(['remote_lottery', 'remote_games', 'remote_member']));
    expect(preloaded()).toEqual([]);
    jest.advanceTimersByTime(FIRST_WARM_WITHIN);
    expect(preloaded()).toEqual(['remote_games']);
    jest.advanceTimersByTime(NEXT_WARM_WITHIN);
    expect(preloaded()).toEqual(['remote_games', 'remote_lottery', 'remote_member']);
  });

  it('warms the remote behind a link the pointer moves onto or the focus reaches', () => {
    function Links() {
      useIdlePreload([]);
      return (
        <>
          <a href="/promotions">Promociones</a>
          <a href="/lottery">
            <span>Lotería</span>
          </a>
          <a href="/help">Ayuda</a>
          <a href="https://example.com/rng">Fuera</a>
        </>
      );
    }
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Promociones'));
    fireEvent.pointerOver(getByText('Lotería'));
    fireEvent.focusIn(getByText('Ayuda'));
    fireEvent.pointerOver(getByText('Fuera'));
    expect(preloaded()).toEqual(['remote_member', 'remote_lottery']);
    fireEvent.focusIn(getByText('Promociones'));
    expect(preloaded()).toEqual(['remote_member', 'remote_lottery', 'remote_member']);
  });

  it('warms nothing once the app is gone', () => {
    const { unmount } = renderHook(() => useIdlePreload(['remote_games', 'remote_lottery']));
    jest.advanceTimersByTime(FIRST_WARM_WITHIN);
    unmount();
    jest.advanceTimersByTime(5000);
    fireEvent.pointerOver(document.body);
    expect(preloaded()).toEqual(['remote_games']);
  });
});
