/**
 * The streams this API process holds, by member and by session (at most one per session), and what
 * the schema's channel tells them: a member's change goes to that member's streams only, a session's
 * end ends its stream, a newer stream of the same session (here or in another process) replaces it.
 */
import type { LiveEventKind } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { type EventFigures, type EventRow, readFigures } from './event-store';
import { liveEventsOf, type Notification } from './event-wire';
import type { EndReason, LiveStream } from './live-stream';

export interface StreamHub {
  readonly size: number;
  /** This session has a stream here. */
  holds(tokenHash: string): boolean;
  /** Adds a stream; an older one of the same session here ends ('replaced'). */
  add(stream: LiveStream): void;
  remove(stream: LiveStream): void;
  /** What arrived on the channel. */
  receive(notification: Notification): void;
  /** The sessions holding streams here. */
  sessions(): string[];
  endSession(tokenHash: string, reason?: EndReason): void;
  forEach(fn: (stream: LiveStream) => void): void;
  /** Closes every stream without an `end` event (the process stops, or missed notifications: reconnect and replay). */
  closeAll(): void;
  /** The figures of a member's events, read once for all its streams here. */
  figuresFor(memberId: string, kinds: Iterable<LiveEventKind>): Promise<EventFigures>;
}

export function createStreamHub({ db, onError }: { db: Queryable; onError: (error: unknown) => void }): StreamHub {
  const byMember = new Map<string, Set<LiveStream>>();
  const bySession = new Map<string, LiveStream>();
  // One member's changes are written in the order they arrived, though each reads its figures first.
  const queues = new Map<string, Promise<void>>();

  const inOrder = (memberId: string, work: () => Promise<void>): void => {
    const next = (queues.get(memberId) ?? Promise.resolve()).then(work).catch(onError);
    queues.set(memberId, next);
    void next.then(() => {
      if (queues.get(memberId) === next) queues.delete(memberId);
    });
  };

  const figuresFor = async (memberId: string, kinds: Iterable<LiveEventKind>): Promise<EventFigures> => {
    try {
      return await readFigures(db, memberId, new Set(kinds));
    } catch (error) {
      // The event still tells the page what changed; it reloads the figure itself.
      onError(error);
      return {};
    }
  };

  const deliver = (row: EventRow): void => {
    if (!byMember.get(row.memberId)?.size) return;
    inOrder(row.memberId, async () => {
      const events = liveEventsOf(row, await figuresFor(row.memberId, row.kinds));
      for (const stream of byMember.get(row.memberId) ?? []) stream.push(events);
    });
  };

  const hub: StreamHub = {
    get size() {
      return bySession.size;
    },
    holds: (tokenHash) => bySession.has(tokenHash),
    add(stream) {
      const previous = bySession.get(stream.tokenHash);
      if (previous) {
        previous.end('replaced');
        hub.remove(previous);
      }
      bySession.set(stream.tokenHash, stream);
      let streams = byMember.get(stream.memberId);
      if (!streams) byMember.set(stream.memberId, (streams = new Set()));
      streams.add(stream);
    },
    remove(stream) {
      if (bySession.get(stream.tokenHash) === stream) bySession.delete(stream.tokenHash);
      const streams = byMember.get(stream.memberId);
      streams?.delete(stream);
      if (streams?.size === 0) byMember.delete(stream.memberId);
    },
    receive(notification) {
      if (notification.type === 'event') deliver(notification.row);
      else if (notification.type === 'session-ended') hub.endSession(notification.tokenHash, 'logout');
      else {
        const local = bySession.get(notification.tokenHash);
        const older =
          local !== undefined &&
          local.id !== notification.streamId &&
          (local.openedAt < notification.openedAt || (local.openedAt === notification.openedAt && local.id < notification.streamId));
        if (older) local.end('replaced');
      }
    },
    sessions: () => [...bySession.keys()],
    endSession(tokenHash, reason) {
      const stream = bySession.get(tokenHash);
      if (!stream) return;
      stream.end(reason);
      hub.remove(stream);
    },
    forEach(fn) {
      for (const stream of bySession.values()) fn(stream);
    },
    closeAll() {
      for (const stream of [...bySession.values()]) {
        stream.end();
        hub.remove(stream);
      }
    },
    figuresFor,
  };
  return hub;
}
