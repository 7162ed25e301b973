/**
 * A test reader of GET /wps/member/events over a real socket (node's fetch, as the browser reads it):
 * the events it got, the comments, and waiting for the next event that matches.
 */
import type { LiveEvent } from '@suite/shared/contract';

export interface TestStream {
  status: number;
  headers: Headers;
  /** The body of a refusal (an envelope), when status is not 200. */
  body: unknown;
  events: LiveEvent[];
  /** Comment lines (`: ping`) and `retry:` values seen. */
  comments: string[];
  retry: number | null;
  /** The next event (after those already returned by next) matching `match`, within `timeoutMs`. */
  next(match?: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the server closes the stream. */
  closed: Promise<void>;
  close(): void;
}

export interface OpenOptions {
  token?: string;
  lastEventId?: string;
  headers?: Record<string, string>;
  path?: string;
}

export async function openTestStream(base: string, { token, lastEventId, headers = {}, path = '/wps/member/events' }: OpenOptions = {}): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(base + path, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      ...headers,
    },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let read = 0;
  let retry: number | null = null;
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  if (response.status !== 200 || !response.body) {
    return {
      status: response.status,
      headers: response.headers,
      body: await response.json().catch(() => null),
      events,
      comments,
      retry,
      next: () => Promise.reject(new Error(`no stream: HTTP ${response.status}`)),
      closed: Promise.resolve(),
      close: () => undefined,
    };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let ended = false;
  const closed = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push(JSON.parse(data.join('\n')) as LiveEvent);
          notify();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      notify();
    }
  })();
  const stream: TestStream = {
    status: response.status,
    headers: response.headers,
    body: null,
    events,
    comments,
    get retry() {
      return retry;
    },
    next(match = () => true, timeoutMs = 2_000) {
      return new Promise<LiveEvent>((resolve, reject) => {
        const check = () => {
          while (read < events.length) {
            const event = events[read] as LiveEvent;
            read += 1;
            if (match(event)) {
              done();
              resolve(event);
              return;
            }
          }
          if (ended) {
            done();
            reject(new Error(`the stream closed without the event (got ${JSON.stringify(events)})`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(events)})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    closed,
    close: () => controller.abort(),
  };
  return stream;
}

/** Lets a few notifications and their queries finish (the way to say "and nothing else came"). */
export const settle = (ms = 300): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `done()` holds (checked every 20 ms), or fails after `timeoutMs`: for what arrives late on a busy machine. */
export async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
