import { act, render, screen } from '@testing-library/react';
import { useNow } from './ticker';

function Clock({ label }: { label: string }) {
  const now = useNow();
  return <p aria-label={label}>{new Date(now).toISOString()}</p>;
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-31T08:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

describe('the shared ticker', () => {
  it('moves every reader on together once a second, with one interval, stopped when none is left', () => {
    const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = jest.spyOn(globalThis, 'clearInterval');
    const view = render(
      <>
        <Clock label="a" />
        <Clock label="b" />
        <Clock label="c" />
      </>,
    );
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    for (const label of ['a', 'b', 'c']) expect(screen.getByLabelText(label)).toHaveTextContent('2026-01-31T08:00:01.000Z');
    view.unmount();
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
    setIntervalSpy.mockRestore();
    clearIntervalSpy.mockRestore();
  });
});
