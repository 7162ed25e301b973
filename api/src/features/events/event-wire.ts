/**
 * The two wires of live events: the NOTIFY payloads the database and the API processes send on the
 * schema's channel, and the text/event-stream frames a stream writes (shared/src/api/contract/events.ts).
 */
import { LIVE_EVENT_KINDS, type LiveEvent, type LiveEventKind } from '@suite/shared/contract';
import type { EventFigures, EventRow } from './event-store';

/** What arrives on the channel. */
export type Notification =
  /** A committed change (migration 160's member_events_write). */
  | { type: 'event'; row: EventRow }
  /** A session ended: logout or revocation (migration 160's member_session_ended). */
  | { type: 'session-ended'; tokenHash: string }
  /** A process opened a stream for this session: older streams of it elsewhere end ('replaced'). */
  | { type: 'stream-opened'; tokenHash: string; streamId: string; openedAt: number };

const CHANGE_KINDS: ReadonlySet<string> = new Set(LIVE_EVENT_KINDS.filter((kind) => kind !== 'end'));
const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function streamOpenedPayload(tokenHash: string, streamId: string, openedAt: number): object {
  return { open: tokenHash, s: streamId, at: openedAt };
}

/** The payload as a notification, or null for anything else (never throws: the channel is shared). */
export function parseNotification(payload: string): Notification | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (text(fields.end)) return { type: 'session-ended', tokenHash: fields.end };
  if (text(fields.open) && text(fields.s) && typeof fields.at === 'number') {
    return { type: 'stream-opened', tokenHash: fields.open, streamId: fields.s, openedAt: fields.at };
  }
  if (!text(fields.id) || !/^\d+$/.test(fields.id) || !text(fields.m) || !Array.isArray(fields.k) || !text(fields.at)) return null;
  const kinds = fields.k.filter((kind): kind is LiveEventKind => typeof kind === 'string' && CHANGE_KINDS.has(kind));
  const at = new Date(fields.at);
  if (kinds.length === 0 || Number.isNaN(at.getTime())) return null;
  return {
    type: 'event',
    row: {
      id: fields.id,
      memberId: fields.m,
      kinds,
      orderId: text(fields.o) ? fields.o : null,
      orderStatus: text(fields.s) ? fields.s : null,
      at,
    },
  };
}

/** The events of one change, one per kind in the contract's order, each with what its kind carries. */
export function liveEventsOf(row: EventRow, figures: EventFigures): LiveEvent[] {
  const at = row.at.toISOString();
  return LIVE_EVENT_KINDS.filter((kind) => row.kinds.includes(kind)).map((kind) => {
    const event: LiveEvent = { id: row.id, kind, at };
    if (kind === 'balance' && figures.sumBalance !== undefined) event.sumBalance = figures.sumBalance;
    if (kind === 'messages' && figures.unreadMessage !== undefined) event.unreadMessage = figures.unreadMessage;
    if (kind === 'withdrawal' && row.orderId) {
      event.orderId = row.orderId;
      if (row.orderStatus) event.status = row.orderStatus;
    }
    return event;
  });
}

/** The first thing a stream writes: how long a client waits before reconnecting. */
export const RETRY_FRAME = 'retry: 3000\n\n';
/** The heartbeat: a comment, ignored by readers. */
export const PING_FRAME = ': ping\n\n';

/** One event as text/event-stream. 'end' carries no `id:` line: the reader keeps the last change's id. */
export function eventFrame(event: LiveEvent): string {
  const id = event.kind === 'end' ? '' : `id: ${event.id}\n`;
  return `${id}event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}
