import { act, renderHook } from '@testing-library/react';
import { useReloadWhileVisible } from './use-reload-while-visible';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useReloadWhileVisible', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('asks again every period while the tab shows, never while it is hidden, and at once when it shows again', () => {
    const reload = jest.fn();
    const { unmount } = renderHook(() => useReloadWhileVisible(reload, 1000));
    act(() => jest.advanceTimersByTime(3000));
    expect(reload).toHaveBeenCalledTimes(3);

    setVisibility('hidden');
    act(() => jest.advanceTimersByTime(5000));
    expect(reload).toHaveBeenCalledTimes(3);

    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(4);

    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(reload).toHaveBeenCalledTimes(4);
  });
});
