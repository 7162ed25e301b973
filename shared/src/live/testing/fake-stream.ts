// Test support: a fake `fetch` for the live stream. Each call is a connection the test drives: it
// answers with a status (an event stream by default), sends text, closes, or is cut by the reader's
// abort (the read then fails, as a browser's does).
import type { FetchLike } from '../live-stream';

export interface FakeConnection {
  url: string;
  headers: Record<string, string>;
  /** Writes text to the stream (call `answer()` first, or let the default answer do it). */
  send(text: string): Promise<void>;
  /** The server ends the response. */
  close(): Promise<void>;
  aborted(): boolean;
}

type Answer = { status: number; contentType?: string; headers?: Record<string, string> } | 'network-error' | 'hang';

/** Lets the reader's promise chain run (fake timers also fake queueMicrotask, so plain awaits). */
async function flush(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

export function fakeStreamServer(answers: Answer[] = []) {
  const connections: FakeConnection[] = [];
  const encoder = new TextEncoder();

  const fetch: FetchLike = (url, init) => {
    const signal = init.signal as AbortSignal;
    const answer = answers.shift() ?? { status: 200 };
    const chunks: Uint8Array[] = [];
    let closed = false;
    let wake: (() => void) | null = null;
    const poke = () => {
      wake?.();
      wake = null;
    };
    signal.addEventListener('abort', poke);
    const connection: FakeConnection = {
      url,
      headers: { ...(init.headers as Record<string, string>) },
      async send(text) {
        chunks.push(encoder.encode(text));
        poke();
        await flush();
      },
      async close() {
        closed = true;
        poke();
        await flush();
      },
      aborted: () => signal.aborted,
    };
    connections.push(connection);
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const reader = {
      async read(): Promise<{ done: boolean; value?: Uint8Array }> {
        for (;;) {
          if (signal.aborted) throw new DOMException('aborted', 'AbortError');
          const value = chunks.shift();
          if (value) return { done: false, value };
          if (closed) return { done: true };
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      cancel: async () => undefined,
    };
    const headers = new Map(Object.entries({ 'content-type': answer.contentType ?? 'text/event-stream', ...answer.headers }));
    const response = {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      body: { getReader: () => reader, cancel: async () => undefined },
    };
    return Promise.resolve(response as unknown as Response);
  };

  return { fetch: jest.fn(fetch), connections, last: () => connections[connections.length - 1]! };
}

/** One event on the wire, as the API writes it. */
export function sseEvent(event: { id: string; kind: string } & Record<string, unknown>): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify({ at: '2026-11-28T00:00:00.000Z', ...event })}\n\n`;
}
