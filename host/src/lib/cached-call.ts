import { callApi, readStorage, writeStorage, type CallOptions, type Endpoint } from '@suite/shared';

/**
 * Platform data that every page needs (menus, notices, permission, routes) is fetched once per browser
 * session and language: kept in session storage (spec 2 §4) and shared by every component asking for
 * it at the same time (one request in flight per key).
 */
interface Stored {
  key: string;
  value: unknown;
}

const parsed = new Map<string, { raw: string; stored: Stored | null }>();
const inFlight = new Map<string, Promise<unknown>>();
const usedKeys = new Set<string>();

/** The cached value for this request key, or undefined. Parses the stored text once per change. */
export function readCached<T>(storageKey: string | null, key: string): T | undefined {
  if (storageKey === null) return undefined;
  const raw = readStorage('session', storageKey);
  if (raw === null) return undefined;
  let memo = parsed.get(storageKey);
  if (memo?.raw !== raw) {
    let stored: Stored | null = null;
    try {
      const value = JSON.parse(raw) as Partial<Stored>;
      if (typeof value.key === 'string' && 'value' in value) stored = { key: value.key, value: value.value };
    } catch {
      stored = null;
    }
    memo = { raw, stored };
    parsed.set(storageKey, memo);
  }
  return memo.stored?.key === key ? (memo.stored.value as T) : undefined;
}

function writeCached(storageKey: string | null, key: string, value: unknown): void {
  if (storageKey === null) return;
  usedKeys.add(storageKey);
  writeStorage('session', storageKey, JSON.stringify({ key, value }));
}

type AnyCall = <Req, Res>(endpoint: Endpoint<Req, Res>, payload: Req, options?: CallOptions) => Promise<Res>;

/**
 * Calls the endpoint unless an identical request (same key) is already on its way, and stores the
 * answer under `storageKey` (null: not persisted). Failures are not cached.
 */
export function fetchShared<Req, Res>(endpoint: Endpoint<Req, Res>, payload: Req, storageKey: string | null, key: string): Promise<Res> {
  const flightKey = `${storageKey ?? endpoint.path}|${key}`;
  const running = inFlight.get(flightKey);
  if (running) return running as Promise<Res>;
  const request = (callApi as AnyCall)(endpoint, payload).then(
    (value) => {
      inFlight.delete(flightKey);
      writeCached(storageKey, key, value);
      return value;
    },
    (error: unknown) => {
      inFlight.delete(flightKey);
      throw error;
    },
  );
  inFlight.set(flightKey, request);
  return request;
}

/** Tests: forget every cached answer (storage and its in-memory fallback) and what is in flight. */
export function resetCachedCalls(): void {
  for (const key of usedKeys) writeStorage('session', key, null);
  usedKeys.clear();
  parsed.clear();
  inFlight.clear();
}
