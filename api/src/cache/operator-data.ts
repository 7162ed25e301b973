/**
 * Operator data served from memory (game catalogue, vendor lanes and menus, lottery menu, the
 * settings every page reads): one memo per database and name. An operator's change through an
 * admin route calls `invalidateOperatorData`, which drops it here at once and tells the other
 * processes of the cluster (bus.ts); otherwise each name reloads after its TTL (changes made
 * straight in the database, processes on other machines).
 */
import type { Database, Queryable } from '../db/database';
import { databaseOf } from '../db/transaction-owner';
import { publish, subscribe } from './bus';
import { createMemo, type Memo } from './memo';

const ALL = '*';
const registries = new Set<Map<string, Memo<unknown>>>();
const byDb = new WeakMap<Database, Map<string, Memo<unknown>>>();

subscribe((message) => {
  if (message.kind !== 'invalidate') return;
  for (const registry of registries) {
    for (const [name, memo] of registry) if (message.name === ALL || name === message.name) memo.invalidate();
  }
});

function registryOf(db: Database): Map<string, Memo<unknown>> {
  let registry = byDb.get(db);
  if (!registry) {
    registry = new Map();
    byDb.set(db, registry);
    registries.add(registry);
  }
  return registry;
}

/** The memo `name` of this database, created with `load` and `ttlMs` on first use. */
export function operatorData<T>(db: Database, name: string, load: () => Promise<T>, ttlMs: number): Memo<T> {
  const registry = registryOf(db);
  let memo = registry.get(name) as Memo<T> | undefined;
  if (!memo) {
    memo = createMemo(load, { ttlMs });
    registry.set(name, memo as Memo<unknown>);
  }
  return memo;
}

/**
 * Operator data `name` read through `queryable`, a database or one of its transactions (a money
 * move's settings: the wallet mode, the VIP period, the lotteries and their play types). Held in
 * memory: answered from there. Not yet held inside a transaction: read through the transaction (on
 * PGlite every other statement waits for it to end) and loaded into memory in the background.
 * A queryable that belongs to no database (a test wrapper) always reads.
 */
export async function readOperatorData<T>(queryable: Queryable, name: string, load: (db: Queryable) => Promise<T>, ttlMs: number): Promise<T> {
  const db = databaseOf(queryable);
  if (!db) return load(queryable);
  const memo = operatorData(db, name, () => load(db), ttlMs);
  if (queryable === db || memo.held()) return memo.get();
  memo.get().catch(() => undefined);
  return load(queryable);
}

/** Operator data `name` changed: this process reloads it on next use, the cluster's others too. */
export function invalidateOperatorData(db: Database, name: string): void {
  registryOf(db).get(name)?.invalidate();
  publish({ kind: 'invalidate', name });
}

/** Every operator datum of this database (an operator edited tables straight in the database); returns their names. */
export function invalidateAllOperatorData(db: Database): string[] {
  const registry = registryOf(db);
  for (const memo of registry.values()) memo.invalidate();
  publish({ kind: 'invalidate', name: ALL });
  return [...registry.keys()];
}

/** Closing a database: forget its memos (tests open many). */
export function forgetOperatorData(db: Database): void {
  const registry = byDb.get(db);
  if (registry) registries.delete(registry);
  byDb.delete(db);
}
