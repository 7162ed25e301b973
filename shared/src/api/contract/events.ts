/**
 * Live account events (issue 25; not in the spec: the path and shapes are ours, docs/live-events.md).
 * `GET /wps/member/events` is a server-sent events stream (text/event-stream) for the logged-in
 * member, authenticated like every T call (the token header, never in the URL), so the browser reads
 * it with fetch, not EventSource. Each event says what changed; the page reloads what it shows.
 *
 * Wire format, one event:
 *   id: <LiveEvent.id>\n
 *   event: <LiveEvent.kind>\n
 *   data: <JSON of LiveEvent>\n\n
 * plus a comment line (`: ping`) every LIVE_EVENTS_HEARTBEAT_MS. A reconnect sends the last id seen
 * in the `Last-Event-ID` header and gets the member's events after it (kept LIVE_EVENTS_REPLAY_MS).
 */
import type { IsoDateTime, Money } from './common';

export const LIVE_EVENTS_PATH = '/wps/member/events';
/** The header a reconnect sends (the SSE standard's name). */
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID';
/** The server writes a comment line this often; a reader that hears nothing for 2x this reconnects. */
export const LIVE_EVENTS_HEARTBEAT_MS = 20_000;
/** Missed events are replayed after a reconnect when they are at most this old. */
export const LIVE_EVENTS_REPLAY_MS = 5 * 60_000;

export const LIVE_EVENT_KINDS = [
  /** A member wallet's balance changed (deposit approved, bet settled, rebate or bonus paid, transfer ...). */
  'balance',
  /** The inbox changed (a new operator message, a message read elsewhere). */
  'messages',
  /** Claimable rewards, missions or promotions changed. */
  'rewards',
  /** A withdrawal order changed state (approved, rejected, paid, disputed ...). */
  'withdrawal',
  /** A bet (game round or lottery ticket) was placed or settled: records pages reload. */
  'bets',
  /** The server ends this stream (session ended or replaced by a newer stream of the same session). */
  'end',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export interface LiveEvent {
  /** Increasing per API database (a decimal string of the event's row id). */
  id: string;
  kind: LiveEventKind;
  at: IsoDateTime;
  /** kind 'balance': the member's total balance after the change (as `balance().sumBalance`). */
  sumBalance?: Money;
  /** kind 'messages': the unread count after the change. */
  unreadMessage?: number;
  /** kind 'withdrawal': the order and its new status. */
  orderId?: string;
  status?: string;
  /** kind 'end': why ('logout' | 'expired' | 'replaced'). */
  reason?: 'logout' | 'expired' | 'replaced';
}
