/**
 * One value loaded from the database and kept in memory: the first `get` loads it (concurrent
 * callers share the load); after `ttlMs` the next `get` still answers at once with the value it
 * has and reloads in the background; `invalidate` drops it, so the next `get` waits for a fresh
 * load (a load started before the invalidation is not kept).
 */
export interface Memo<T> {
  get(): Promise<T>;
  /** A value is held (fresh or due for its background reload): `get` answers without waiting. */
  held(): boolean;
  invalidate(): void;
}

export interface MemoOptions {
  ttlMs: number;
  now?: () => number;
  /** A background reload failed (the old value stays until the next try). */
  onError?: (error: unknown) => void;
}

export function createMemo<T>(load: () => Promise<T>, { ttlMs, now = Date.now, onError = () => undefined }: MemoOptions): Memo<T> {
  let generation = 0;
  let current: { value: T; loadedAt: number } | null = null;
  let loading: { generation: number; promise: Promise<T> } | null = null;

  const start = (): Promise<T> => {
    if (loading && loading.generation === generation) return loading.promise;
    const started = generation;
    const loadedAt = now();
    const promise = load().then(
      (value) => {
        if (started === generation) current = { value, loadedAt };
        if (loading?.promise === promise) loading = null;
        return value;
      },
      (error: unknown) => {
        if (loading?.promise === promise) loading = null;
        throw error;
      },
    );
    loading = { generation: started, promise };
    return promise;
  };

  return {
    get() {
      if (!current) return start();
      if (now() - current.loadedAt >= ttlMs) start().catch(onError);
      return Promise.resolve(current.value);
    },
    held() {
      return current !== null;
    },
    invalidate() {
      generation += 1;
      current = null;
    },
  };
}
