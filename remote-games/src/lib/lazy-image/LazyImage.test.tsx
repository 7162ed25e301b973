import { forgetCdnHosts, setCdnLists, setRuntimeConfig } from '@suite/shared';
import { act, render } from '@testing-library/react';
import { DEFAULT_GAME_ICON } from './default-game-icon';
import { createImageLoader } from './image-loader';
import { LazyImage } from './LazyImage';
import { createVisibilityWatcher, PRELOAD_ROOT_MARGIN } from './visibility';

/** A controllable IntersectionObserver: `show(el)` reports the element as near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});

afterEach(() => {
  forgetCdnHosts();
  setRuntimeConfig({ apiBaseUrl: '' });
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function setup(failures: number) {
  const probe = jest.fn(async () => {
    if (probe.mock.calls.length <= failures) throw new Error('broken');
  });
  return { probe, loader: createImageLoader({ probe }), watcher: createVisibilityWatcher() };
}

function observer(): FakeObserver {
  const found = FakeObserver.instances[0];
  if (!found) throw new Error('no observer');
  return found;
}

it('loads nothing until the image comes within 1.3 viewports, then shows it', async () => {
  const { probe, loader, watcher } = setup(0);
  const { container } = render(<LazyImage src="/wps/static/games/1.svg" alt="" onFail="default-icon" loader={loader} watcher={watcher} />);
  expect(container.querySelector('img')).toBeNull();
  expect(probe).not.toHaveBeenCalled();
  expect(observer().options.rootMargin).toBe(PRELOAD_ROOT_MARGIN);
  expect(PRELOAD_ROOT_MARGIN).toBe('0px 30% 30% 0px');

  await act(async () => {
    observer().show(container.firstElementChild as Element);
    await jest.runAllTimersAsync();
  });
  expect(container.querySelector('img')).toHaveAttribute('src', '/wps/static/games/1.svg');
});

it("loads an API image from the session's image host (imageCDNs), else under the API base URL", async () => {
  const { loader, watcher } = setup(0);
  setRuntimeConfig({ apiBaseUrl: 'https://api.example' });
  const { container } = render(<LazyImage src="/wps/static/games/1.svg" cdn alt="" onFail="default-icon" loader={loader} watcher={watcher} />);
  await act(async () => {
    observer().show(container.firstElementChild as Element);
    await jest.runAllTimersAsync();
  });
  expect(container.querySelector('img')).toHaveAttribute('src', 'https://api.example/wps/static/games/1.svg');
  // The permission data arrives: the image moves to the picked host.
  act(() => setCdnLists({ imageCDNs: ['http://127.0.0.1:4000', 'http://localhost:4000'] }, () => 0));
  await act(async () => {
    observer().show(container.firstElementChild as Element);
    await jest.runAllTimersAsync();
  });
  expect(container.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:4000/wps/static/games/1.svg');
});

it('tries a broken game icon 3 times, then shows the default game icon', async () => {
  const { probe, loader, watcher } = setup(Infinity);
  const { container } = render(<LazyImage src="/missing.svg" alt="" onFail="default-icon" loader={loader} watcher={watcher} />);
  await act(async () => {
    observer().show(container.firstElementChild as Element);
    await jest.runAllTimersAsync();
  });
  expect(probe).toHaveBeenCalledTimes(3);
  expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_GAME_ICON);
});

it('hides a vendor logo that fails, keeping its box', async () => {
  const { loader, watcher } = setup(Infinity);
  const { container } = render(<LazyImage src="/logo.svg" alt="" onFail="hide" loader={loader} watcher={watcher} />);
  await act(async () => {
    observer().show(container.firstElementChild as Element);
    await jest.runAllTimersAsync();
  });
  expect(container.querySelector('img')).toBeNull();
  expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
});

it('shows an image it already loaded at once, without waiting to be seen', async () => {
  const { loader, watcher } = setup(0);
  await act(async () => {
    const loaded = loader.load('/seen.svg');
    await jest.runAllTimersAsync();
    await loaded;
  });
  const { container } = render(<LazyImage src="/seen.svg" alt="" onFail="default-icon" loader={loader} watcher={watcher} />);
  expect(container.querySelector('img')).toHaveAttribute('src', '/seen.svg');
});

it('releases images that come into view at most once per 200 ms', async () => {
  const { probe, loader, watcher } = setup(0);
  const { container } = render(
    <>
      <LazyImage src="/a.svg" alt="" onFail="default-icon" loader={loader} watcher={watcher} />
      <LazyImage src="/b.svg" alt="" onFail="default-icon" loader={loader} watcher={watcher} />
    </>,
  );
  const [first, second] = Array.from(container.children);
  await act(async () => {
    observer().show(first as Element);
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(probe).toHaveBeenCalledTimes(1);
  await act(async () => {
    observer().show(second as Element);
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(probe).toHaveBeenCalledTimes(1);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(probe).toHaveBeenCalledTimes(2);
});
