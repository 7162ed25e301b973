// Test helper: answers the API client's requests in memory (a fake fetch, no network), recording what was sent.
import { setApiFetch } from './client';
import type { FetchResponse, SentRequest } from './http-transport';

export interface FakeReply {
  status?: number;
  /** A string is sent as is; anything else as JSON; undefined = an empty body. */
  data?: unknown;
  headers?: Record<string, string>;
}

/** The headers sent, by the name the client gave them, and `get(name)` in any case. */
export type SentHeaders = Record<string, string> & { get(name: string): string | undefined };

/** A request as the fake server saw it: method, baseURL, url (path), params, data (body as sent), headers, timeout, signal, href. */
export type RecordedRequest = Omit<SentRequest, 'headers'> & { headers: SentHeaders };

type Responder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function record(sent: SentRequest): RecordedRequest {
  const headers = { ...sent.headers } as SentHeaders;
  Object.defineProperty(headers, 'get', {
    enumerable: false,
    value: (name: string) => Object.entries(sent.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
  });
  return { ...sent, headers };
}

function response(reply: FakeReply): FetchResponse {
  const body = reply.data === undefined ? '' : typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
  const headers = Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value] as const);
  return {
    status: reply.status ?? 200,
    text: () => Promise.resolve(body),
    headers: { forEach: (visit) => headers.forEach(([name, value]) => visit(value, name)) },
  };
}

export function fakeServer(respond: Responder): RecordedRequest[] {
  const sent: RecordedRequest[] = [];
  setApiFetch(async (_url, init, request) => {
    const recorded = record(request);
    sent.push(recorded);
    const reply = respond(recorded);
    // As fetch does: an abort of the request's signal (timeout, caller) rejects at once.
    return response(
      await new Promise<FakeReply>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
        Promise.resolve(reply).then(resolve, reject);
      }),
    );
  });
  return sent;
}

/** A server that never answers: the client's timeout (config.apiTimeoutMs) aborts the request. */
export function silentServer(): RecordedRequest[] {
  return fakeServer(() => new Promise<FakeReply>(() => undefined));
}

/** fetch reports a dropped connection (offline, DNS, CORS) as a TypeError, with no response. */
export function unreachableServer(): RecordedRequest[] {
  return fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
}

export const ok = (value: unknown): FakeReply => ({ data: { success: true, message: '', value } });
