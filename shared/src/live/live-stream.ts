/**
 * One tab's connection to `GET /wps/member/events` (docs/live-events.md): fetch with a stream reader,
 * since EventSource cannot send the token header. It reconnects after a drop with backoff (backoff.ts)
 * and `Last-Event-ID`, treats twice the heartbeat of silence as a dead connection, and stops for good
 * on a 401, a refusal (the platform has no stream) or the server's `end`.
 */
import { api } from '@suite/shared';
import { MAX_RETRY_MS, MIN_RETRY_MS, retryDelay } from './backoff';
import { createSseParser, type SseMessage } from './sse-parser';

/** Why a stream stopped by itself: a dead session (401), the server's `end` reason, or no stream here. */
export type StreamEnd = 'unauthorized' | 'logout' | 'expired' | 'replaced' | 'refused';

export interface StreamRequest {
  url: string;
  headers: Record<string, string>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface LiveStreamOptions {
  /** What to send, asked at each (re)connection; null: the session is gone, stop quietly. */
  request(): StreamRequest | null;
  /** Where to resume (the last event id this tab heard). */
  lastEventId?: string | null;
  onEvent(event: api.LiveEvent): void;
  /** The stream stopped by itself, for good (never called after stop()); `end` is the server's end event. */
  onEnd(reason: StreamEnd, end?: api.LiveEvent): void;
  fetch?: FetchLike;
  random?: () => number;
}

export interface LiveStream {
  stop(): void;
  lastEventId(): string | null;
}

/** No byte for this long (the server's ping comes every 20 s): the connection is dead. */
export const SILENCE_MS = 2 * api.LIVE_EVENTS_HEARTBEAT_MS;
/** The longest Retry-After (429, 503) the stream honours. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

const END_REASONS: readonly string[] = ['logout', 'expired', 'replaced'] satisfies StreamEnd[];

function isLiveEvent(value: unknown): value is api.LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { kind } = value as { kind?: unknown };
  return typeof kind === 'string' && (api.LIVE_EVENT_KINDS as readonly string[]).includes(kind);
}

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

/** A status worth trying again later; any other refusal means this platform has no stream for us. */
const transient = (status: number) => status === 408 || status === 429 || status >= 500;

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const random = options.random ?? Math.random;
  let lastId = options.lastEventId || null;
  let attempt = 0;
  let retryBase = MIN_RETRY_MS;
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const halt = () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    controller?.abort();
    controller = null;
  };

  const finish = (reason: StreamEnd, end?: api.LiveEvent) => {
    if (stopped) return;
    halt();
    options.onEnd(reason, end);
  };

  const retry = (atLeastMs = 0) => {
    clearTimeout(silenceTimer);
    if (stopped) return;
    const wait = Math.max(atLeastMs, retryDelay(attempt, random, retryBase));
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), wait);
  };

  // Silence: abort, which fails the fetch or the read under way, which retries.
  const listen = (current: AbortController) => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => current.abort(), SILENCE_MS);
  };

  const message = ({ id, data }: SseMessage) => {
    if (id) lastId = id;
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      return;
    }
    // An event of a kind this build does not know is skipped (a newer server).
    if (!isLiveEvent(event)) return;
    if (event.kind !== 'end') options.onEvent(event);
    else if (event.reason && END_REASONS.includes(event.reason)) finish(event.reason, event);
  };

  const read = async (current: AbortController, body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(
      { onMessage: message, onRetry: (ms) => (retryBase = Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, ms))) },
      lastId ?? '',
    );
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (stopped || current !== controller) break;
        if (done) return retry();
        // Bytes arrived: the connection is healthy, the next drop starts the backoff again.
        attempt = 0;
        listen(current);
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      if (!stopped && current === controller) return retry();
    }
    void reader.cancel().catch(() => undefined);
  };

  const connect = async () => {
    if (stopped) return;
    const request = options.request();
    if (!request) return halt();
    const current = new AbortController();
    controller = current;
    const headers: Record<string, string> = { ...request.headers, Accept: 'text/event-stream' };
    if (lastId) headers[api.LAST_EVENT_ID_HEADER] = lastId;
    listen(current);
    let response: Response;
    try {
      response = await doFetch(request.url, { headers, signal: current.signal, cache: 'no-store' });
    } catch {
      if (!stopped && current === controller) retry();
      return;
    }
    if (stopped || current !== controller) {
      void response.body?.cancel().catch(() => undefined);
      return;
    }
    if (response.status === 401) return finish('unauthorized');
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !response.body || !type.includes('text/event-stream')) {
      void response.body?.cancel().catch(() => undefined);
      if (transient(response.status)) retry(retryAfterMs(response));
      else finish('refused');
      return;
    }
    await read(current, response.body);
  };

  void connect();
  return { stop: halt, lastEventId: () => lastId };
}
