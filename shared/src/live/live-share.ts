/**
 * One stream per browser session (docs/live-events.md): the tabs of one session elect a leader with a
 * Web Lock (`suite-live-events:<session key>`); the leader holds the stream and posts each event on the
 * BroadcastChannel `suite-live-events`, the others hear it there. Every message carries the session
 * key, so a tab of another session (another account) ignores it. When the leader goes (tab closed,
 * reloaded), the lock passes to a waiting tab, which resumes from the last event id it heard. Without
 * Web Locks or BroadcastChannel, each tab holds its own stream.
 */
import type { api } from '@suite/shared';
import type { LiveStream, StreamEnd } from './live-stream';

export const LIVE_CHANNEL = 'suite-live-events';

export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((message: MessageEvent) => void) | null;
}

interface ShareMessage {
  session: string;
  event: api.LiveEvent;
}

type Deliver = (event: api.LiveEvent) => void;
type Ended = (reason: StreamEnd, end?: api.LiveEvent) => void;

export interface LiveShareOptions {
  /** Names the session (a hash of its token): tabs of other sessions neither lead for it nor listen. */
  session: string;
  /** navigator.locks; absent: one stream per tab. */
  locks?: LockManagerLike | null;
  /** Makes the BroadcastChannel; absent: one stream per tab. */
  channel?: ((name: string) => ChannelLike) | null;
  /** Opens this tab's stream from `lastEventId`. */
  open(lastEventId: string | null, deliver: Deliver, ended: Ended): LiveStream;
  /** Every event of the session, whichever tab's stream heard it. */
  onEvent: Deliver;
  /** The session's stream ended for good (in this tab, or the leader's `end` for the session). */
  onEnd: Ended;
}

export interface LiveShare {
  stop(): void;
  /** This tab holds the stream. */
  leading(): boolean;
}

const isShareMessage = (data: unknown): data is ShareMessage =>
  typeof data === 'object' && data !== null && typeof (data as ShareMessage).session === 'string' && typeof (data as ShareMessage).event === 'object';

/** The server ended the session itself: every tab of it stops (a 'replaced' stream only concerns its tab). */
const endsSession = (reason: StreamEnd) => reason === 'logout' || reason === 'expired';

export function startLiveShare(options: LiveShareOptions): LiveShare {
  let lastId: string | null = null;
  const hear: Deliver = (event) => {
    if (event.id) lastId = event.id;
    options.onEvent(event);
  };

  if (!options.locks || !options.channel) {
    let alone = true;
    const stream = options.open(null, hear, (reason, end) => {
      alone = false;
      options.onEnd(reason, end);
    });
    return { stop: () => stream.stop(), leading: () => alone };
  }

  const { locks } = options;
  const channel = options.channel(LIVE_CHANNEL);
  const quit = new AbortController();
  let stopped = false;
  let leading = false;
  let stream: LiveStream | null = null;
  let release = () => {};

  const stop = () => {
    if (stopped) return;
    stopped = true;
    quit.abort();
    stream?.stop();
    release();
    channel.close();
  };

  const end: Ended = (reason, event) => {
    if (stopped) return;
    // A replaced stream goes quiet but keeps the lock: another tab taking it would replace the winner in turn.
    if (reason !== 'replaced') stop();
    options.onEnd(reason, event);
  };

  channel.onmessage = ({ data }) => {
    if (stopped || leading || !isShareMessage(data) || data.session !== options.session) return;
    if (data.event.kind !== 'end') hear(data.event);
    else if (data.event.reason && endsSession(data.event.reason)) end(data.event.reason, data.event);
  };

  const lead = () =>
    new Promise<void>((resolve) => {
      release = resolve;
      if (stopped) return resolve();
      leading = true;
      stream = options.open(
        lastId,
        (event) => {
          channel.postMessage({ session: options.session, event } satisfies ShareMessage);
          hear(event);
        },
        (reason, event) => {
          if (event && endsSession(reason)) channel.postMessage({ session: options.session, event } satisfies ShareMessage);
          end(reason, event);
        },
      );
    });

  // Rejected with an AbortError when stopped while waiting: nothing to undo.
  locks.request(`${LIVE_CHANNEL}:${options.session}`, { signal: quit.signal }, lead).catch(() => undefined);
  return { stop, leading: () => leading && !stopped };
}
