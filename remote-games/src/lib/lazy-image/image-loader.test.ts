import { createImageLoader, IMAGE_ATTEMPTS, IMAGE_CACHE_SIZE } from './image-loader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A probe that fails the first `failures` tries of every URL. */
function flakyProbe(failures: number) {
  const tries = new Map<string, number>();
  const probe = jest.fn(async (url: string) => {
    const tried = (tries.get(url) ?? 0) + 1;
    tries.set(url, tried);
    if (tried <= failures) throw new Error('broken');
  });
  return probe;
}

async function settle<T>(promise: Promise<T>): Promise<T> {
  await jest.runAllTimersAsync();
  return promise;
}

it('retries a failing image and shows it when a later attempt works', async () => {
  const probe = flakyProbe(IMAGE_ATTEMPTS - 1);
  const loader = createImageLoader({ probe });
  await expect(settle(loader.load('/a.svg'))).resolves.toBe(true);
  expect(probe).toHaveBeenCalledTimes(IMAGE_ATTEMPTS);
  expect(loader.status('/a.svg')).toBe('loaded');
});

it('gives up after 3 attempts, 200 ms apart, and does not try that image again', async () => {
  const probe = flakyProbe(Infinity);
  const loader = createImageLoader({ probe });
  const result = loader.load('/broken.svg');
  await jest.advanceTimersByTimeAsync(0);
  expect(probe).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(199);
  expect(probe).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(probe).toHaveBeenCalledTimes(2);
  await expect(settle(result)).resolves.toBe(false);
  expect(probe).toHaveBeenCalledTimes(3);

  await expect(settle(loader.load('/broken.svg'))).resolves.toBe(false);
  expect(probe).toHaveBeenCalledTimes(3);
});

it('loads an image once when many cards ask for it at the same time', async () => {
  const probe = flakyProbe(0);
  const loader = createImageLoader({ probe });
  const results = await settle(Promise.all([loader.load('/same.svg'), loader.load('/same.svg'), loader.load('/same.svg')]));
  expect(results).toEqual([true, true, true]);
  expect(probe).toHaveBeenCalledTimes(1);
});

it('remembers the last 200 images and forgets the least recently used first', async () => {
  const probe = flakyProbe(0);
  const loader = createImageLoader({ probe });
  for (let i = 0; i < IMAGE_CACHE_SIZE; i += 1) await settle(loader.load(`/${i}.svg`));
  // Touch the oldest, so /1.svg becomes the least recently used.
  expect(loader.status('/0.svg')).toBe('loaded');
  await settle(loader.load('/new.svg'));

  expect(loader.status('/0.svg')).toBe('loaded');
  expect(loader.status('/1.svg')).toBeUndefined();
  expect(loader.status('/new.svg')).toBe('loaded');
  await settle(loader.load('/1.svg'));
  expect(probe).toHaveBeenCalledTimes(IMAGE_CACHE_SIZE + 2);
});
