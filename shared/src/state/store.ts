/**
 * The suite's state: a few named values (session, member state, theme, queues of dialogs and toasts)
 * that plain code reads and writes and components render. One store for the whole page (shared is a
 * federated singleton, so host and remotes hold the same one). Written here rather than taken from a
 * state library: the suite needs only get, set, subscribe and a React hook, and jotai cost every
 * page's first load 2.8 KiB gzip for them (docs/performance.md).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** One value of the store, with its initial value and what writing it also does (persisting it, say). */
export interface Atom<Value> {
  readonly initial: Value;
  readonly onSet?: (next: Value) => void;
}

/** A new value; `onSet` runs on every write that changes it, before components hear of it. */
export function atom<Value>(initial: Value, onSet?: (next: Value) => void): Atom<Value> {
  return { initial, onSet };
}

/** A value, or how to make the next one from the current one. */
export type SetAction<Value> = Value | ((previous: Value) => Value);

export interface Store {
  get<Value>(value: Atom<Value>): Value;
  /** Writes a value; nothing happens when it is the same (Object.is). */
  set<Value>(value: Atom<Value>, next: SetAction<NoInfer<Value>>): void;
  /** Calls `listener` after each change of `value`; returns the unsubscribe. */
  sub<Value>(value: Atom<Value>, listener: () => void): () => void;
}

export function createStore(): Store {
  // Keyed by the atom object itself; each entry holds that atom's Value.
  const values = new Map<object, unknown>();
  const listeners = new Map<object, Set<() => void>>();
  const get = <Value,>(value: Atom<Value>): Value => (values.has(value) ? (values.get(value) as Value) : value.initial);
  return {
    get,
    set<Value>(value: Atom<Value>, next: SetAction<Value>) {
      const previous: Value = get(value);
      const resolved: Value = typeof next === 'function' ? (next as (current: Value) => Value)(previous) : next;
      if (Object.is(previous, resolved)) return;
      value.onSet?.(resolved);
      values.set(value, resolved);
      for (const listener of [...(listeners.get(value) ?? [])]) listener();
    },
    sub<Value>(value: Atom<Value>, listener: () => void) {
      let subscribed = listeners.get(value);
      if (!subscribed) listeners.set(value, (subscribed = new Set()));
      subscribed.add(listener);
      return () => {
        subscribed.delete(listener);
      };
    },
  };
}

/** The one store of the suite; plain code (the API client) reads it outside React. */
export const suiteStore = createStore();

/** Renders with the value and again whenever it changes. */
export function useAtomValue<Value>(value: Atom<Value>, store: Store = suiteStore): Value {
  const subscribe = useCallback((listener: () => void) => store.sub(value, listener), [store, value]);
  const read = (): Value => store.get(value);
  return useSyncExternalStore(subscribe, read, read);
}

/** The value and its setter, like React's useState. */
export function useAtom<Value>(value: Atom<Value>, store: Store = suiteStore): [Value, (next: SetAction<Value>) => void] {
  const current = useAtomValue(value, store);
  const write = useCallback((next: SetAction<Value>) => store.set(value, next), [store, value]);
  return [current, write];
}
