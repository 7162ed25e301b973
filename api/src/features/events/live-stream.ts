/**
 * One open event stream: the raw HTTP response of GET /wps/member/events after the route hijacked
 * it. Events pushed while the reconnect's replay is still being read wait, and those the replay
 * already wrote are not written twice. A client that stops reading is cut off (it reconnects with
 * its Last-Event-ID) instead of growing this process's memory.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@suite/shared/contract';
import { eventFrame, PING_FRAME } from './event-wire';

/** Bytes a stream may have waiting for a slow reader before it is closed. */
export const MAX_UNSENT_BYTES = 64 * 1024;

export type EndReason = NonNullable<LiveEvent['reason']>;

export interface LiveStream {
  readonly id: string;
  readonly memberId: string;
  readonly tokenHash: string;
  /** Date.now() at the open: of two streams of one session, the older one ends. */
  readonly openedAt: number;
  /** Live events: held back while the replay is written, then written once each. */
  push(events: readonly LiveEvent[]): void;
  /** The reconnect's replay, written at once; then the held-back live events follow. */
  replay(events: readonly LiveEvent[]): void;
  ping(): void;
  /** With a reason: an `end` event, then the close. Without: just the close (the client reconnects). */
  end(reason?: EndReason): void;
  readonly closed: boolean;
}

export function openLiveStream(res: ServerResponse, owner: { memberId: string; tokenHash: string }): LiveStream {
  let held: LiveEvent[] | null = [];
  let lastId = '0';
  let closed = false;
  const write = (frame: string): void => {
    if (closed || res.destroyed || res.writableEnded) return;
    res.write(frame);
    if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
  };
  const send = (event: LiveEvent): void => {
    write(eventFrame(event));
    lastId = event.id;
  };
  res.once('close', () => void (closed = true));
  return {
    id: randomBytes(9).toString('base64url'),
    memberId: owner.memberId,
    tokenHash: owner.tokenHash,
    openedAt: Date.now(),
    get closed() {
      return closed || res.destroyed || res.writableEnded;
    },
    push(events) {
      if (held) held.push(...events);
      else for (const event of events) send(event);
    },
    replay(events) {
      const written = new Set<string>();
      for (const event of events) {
        send(event);
        written.add(`${event.id}/${event.kind}`);
      }
      const waiting = held ?? [];
      held = null;
      for (const event of waiting) if (!written.has(`${event.id}/${event.kind}`)) send(event);
    },
    ping() {
      write(PING_FRAME);
    },
    end(reason) {
      if (closed) return;
      if (reason) write(eventFrame({ id: lastId, kind: 'end', at: new Date().toISOString(), reason }));
      closed = true;
      if (!res.destroyed && !res.writableEnded) res.end();
    },
  };
}
