// Test support: Web Locks and BroadcastChannel as the tabs of one browser share them, and a fake
// stream per tab the test drives (`emit`, `end`).
import type { api } from '@suite/shared';
import type { ChannelLike, LiveShare, LiveShareOptions, LockManagerLike } from '../live-share';
import { startLiveShare } from '../live-share';
import type { StreamEnd } from '../live-stream';

/** navigator.locks of one browser: exclusive locks granted in request order. */
export function fakeLocks(): LockManagerLike & { holder(name: string): number | undefined } {
  const queues = new Map<string, { id: number; run: () => void }[]>();
  const held = new Map<string, number>();
  let nextId = 1;
  const grant = (name: string) => {
    if (held.has(name)) return;
    const next = queues.get(name)?.shift();
    if (!next) return;
    held.set(name, next.id);
    next.run();
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const entry = {
          id,
          run: () => {
            void callback().then((value) => {
              held.delete(name);
              resolve(value);
              grant(name);
            });
          },
        };
        signal?.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          const at = queue.indexOf(entry);
          if (at === -1) return;
          queue.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        queues.set(name, [...(queues.get(name) ?? []), entry]);
        grant(name);
      });
    },
    holder: (name) => held.get(name),
  };
}

/** BroadcastChannel of one browser: a message reaches every other open channel of the name, later, as a copy. */
export function fakeChannels() {
  const open = new Set<{ name: string; channel: ChannelLike }>();
  return (name: string): ChannelLike => {
    const channel: ChannelLike = {
      onmessage: null,
      postMessage(message) {
        const copy: unknown = JSON.parse(JSON.stringify(message));
        for (const other of open) {
          if (other.channel === channel || other.name !== name) continue;
          void Promise.resolve().then(() => other.channel.onmessage?.({ data: copy } as MessageEvent));
        }
      },
      close() {
        for (const entry of open) if (entry.channel === channel) open.delete(entry);
      },
    };
    open.add({ name, channel });
    return channel;
  };
}

export interface FakeTab {
  share: LiveShare;
  heard: api.LiveEvent[];
  ends: StreamEnd[];
  /** The lastEventId of each stream this tab opened. */
  opened: (string | null)[];
  streamStopped: () => boolean;
  /** The tab's open stream hears an event from the server. */
  emit(event: Partial<api.LiveEvent> & { id: string; kind: api.LiveEventKind }): void;
  /** The tab's open stream ends by itself. */
  end(reason: StreamEnd, event?: api.LiveEvent): void;
}

export function openTab(session: string, browser: Pick<LiveShareOptions, 'locks' | 'channel'>): FakeTab {
  const heard: api.LiveEvent[] = [];
  const ends: StreamEnd[] = [];
  const opened: (string | null)[] = [];
  let deliver: ((event: api.LiveEvent) => void) | null = null;
  let ended: ((reason: StreamEnd, event?: api.LiveEvent) => void) | null = null;
  let stopped = false;
  const share = startLiveShare({
    session,
    ...browser,
    open(lastEventId, onEvent, onEnd) {
      opened.push(lastEventId);
      deliver = onEvent;
      ended = onEnd;
      stopped = false;
      return { stop: () => (stopped = true), lastEventId: () => lastEventId };
    },
    onEvent: (event) => heard.push(event),
    onEnd: (reason) => ends.push(reason),
  });
  return {
    share,
    heard,
    ends,
    opened,
    streamStopped: () => stopped,
    emit: (event) => deliver?.({ at: '2026-11-28T00:00:00.000Z', ...event }),
    end: (reason, event) => ended?.(reason, event),
  };
}

/** Lets the locks' and channels' promise chains run. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}
