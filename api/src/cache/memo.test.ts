import { createMemo } from './memo';

function controlledLoads() {
  const pending: { resolve: (value: number) => void }[] = [];
  let loads = 0;
  const load = () =>
    new Promise<number>((resolve) => {
      loads += 1;
      pending.push({ resolve });
    });
  return { load, pending, loads: () => loads };
}

describe('a memo of operator data', () => {
  it('loads once for concurrent callers and then answers from memory', async () => {
    const source = controlledLoads();
    const memo = createMemo(source.load, { ttlMs: 1_000, now: () => 0 });
    const both = Promise.all([memo.get(), memo.get()]);
    source.pending[0]!.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(await memo.get()).toBe(7);
    expect(source.loads()).toBe(1);
  });

  it('after its TTL answers the old value at once and reloads in the background', async () => {
    let now = 0;
    const source = controlledLoads();
    const memo = createMemo(source.load, { ttlMs: 1_000, now: () => now });
    const first = memo.get();
    source.pending[0]!.resolve(1);
    await first;
    now = 1_000;
    expect(await memo.get()).toBe(1);
    expect(source.loads()).toBe(2);
    source.pending[1]!.resolve(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await memo.get()).toBe(2);
  });

  it('after invalidate waits for a fresh load, and drops a load started before it', async () => {
    const source = controlledLoads();
    const memo = createMemo(source.load, { ttlMs: 60_000, now: () => 0 });
    const stale = memo.get();
    memo.invalidate();
    const fresh = memo.get();
    source.pending[0]!.resolve(1);
    source.pending[1]!.resolve(2);
    expect(await stale).toBe(1);
    expect(await fresh).toBe(2);
    expect(await memo.get()).toBe(2);
    expect(source.loads()).toBe(2);
  });
});
