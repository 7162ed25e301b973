/**
 * Messages between the API processes of one `SUITE_API_WORKERS=N` cluster (main.ts): a worker that
 * changes operator data or ends sessions tells the others at once, through the primary, which
 * relays every message to every other worker (node:cluster IPC). Outside a cluster (one process,
 * tests) `publish` goes nowhere; processes on other machines rely on the caches' short lifetimes.
 */
import cluster from 'node:cluster';

export type BusMessage =
  /** Operator data `name` changed: drop it (operator-data.ts). */
  | { kind: 'invalidate'; name: string }
  /** These sessions ended (logout, security-centre revocations). */
  | { kind: 'forget-sessions'; tokenHashes: string[] }
  /** Every session of the member but `keep` ended (password change, "log out other sessions"). */
  | { kind: 'forget-member-sessions'; memberId: string; keep: string | null };

type Listener = (message: BusMessage) => void;

const ENVELOPE_KEY = 'suiteBus';
const listeners = new Set<Listener>();
let listening = false;

function deliver(message: BusMessage): void {
  for (const listener of listeners) listener(message);
}

/** The other processes of the cluster get `message` (this one does not: the caller acts itself). */
export function publish(message: BusMessage): void {
  if (cluster.isWorker && process.send && process.connected) process.send({ [ENVELOPE_KEY]: message });
}

/** Messages published by the other processes; returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!listening && cluster.isWorker) {
    listening = true;
    process.on('message', (raw: unknown) => {
      const message = unwrap(raw);
      if (message) deliver(message);
    });
  }
  return () => listeners.delete(listener);
}

export function unwrap(raw: unknown): BusMessage | null {
  if (typeof raw !== 'object' || raw === null || !(ENVELOPE_KEY in raw)) return null;
  const message = (raw as Record<string, unknown>)[ENVELOPE_KEY];
  return typeof message === 'object' && message !== null && 'kind' in message ? (message as BusMessage) : null;
}

/** The primary's part: every bus message of a worker goes to every other live worker. */
export function relayBetweenWorkers(): void {
  cluster.on('message', (from, raw: unknown) => {
    if (!unwrap(raw)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(raw as object);
    }
  });
}

/** Tests: deliver a message as if another process had published it. */
export function deliverForTest(message: BusMessage): void {
  deliver(message);
}
