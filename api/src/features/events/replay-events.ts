/**
 * What a reconnect gets (Last-Event-ID): the member's missed changes, each kind once at its newest
 * (the page reloads what it shows, so ten balance changes are one), withdrawals once per order; or,
 * when some may have been pruned already, every kind once ("everything may have changed").
 */
import { LIVE_EVENT_KINDS, type LiveEvent, type LiveEventKind } from '@suite/shared/contract';
import type { EventFigures, EventRow, Replay } from './event-store';
import { liveEventsOf } from './event-wire';

const CHANGE_KINDS = LIVE_EVENT_KINDS.filter((kind) => kind !== 'end');

/** The kinds whose figures the replay needs. */
export function replayKinds(replay: Replay): Set<LiveEventKind> {
  return replay.gap ? new Set(CHANGE_KINDS) : new Set(replay.rows.flatMap((row) => row.kinds));
}

export function replayEvents(replay: Replay, figures: EventFigures, now: Date): LiveEvent[] {
  if (replay.gap) return liveEventsOf({ id: replay.newestId, memberId: '', kinds: [...CHANGE_KINDS], orderId: null, orderStatus: null, at: now }, figures);
  // Newest first, keep the first row of each kind (each order for withdrawals).
  const kept = new Map<string, { row: EventRow; kind: LiveEventKind }>();
  for (const row of [...replay.rows].reverse()) {
    for (const kind of row.kinds) {
      const key = kind === 'withdrawal' ? `withdrawal/${row.orderId ?? ''}` : kind;
      if (!kept.has(key)) kept.set(key, { row, kind });
    }
  }
  return [...kept.values()]
    .flatMap(({ row, kind }) => liveEventsOf({ ...row, kinds: [kind] }, figures))
    .sort((a, b) => compareIds(a.id, b.id) || LIVE_EVENT_KINDS.indexOf(a.kind) - LIVE_EVENT_KINDS.indexOf(b.kind));
}

function compareIds(a: string, b: string): number {
  const left = BigInt(a);
  const right = BigInt(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
