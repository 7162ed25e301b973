/**
 * The API client's transport: one HTTP exchange on `fetch`. It does exactly what the client used to
 * take from axios (which it replaces: axios was ~20 KiB gzip of the host's first load) and nothing
 * more: URL and query building, body encoding, a timeout, abort, and a response read into
 * `{ status, data, headers }` for every status. Mapping statuses and envelopes to errors stays in
 * client.ts; only transport failures are decided here (timeout, abort, network).
 */
import { ApiError } from './api-error';
import type { HttpMethod } from './contract';

/** One request as the client describes it. */
export interface HttpRequest {
  method: HttpMethod;
  /** Prefix of a relative `url` ('' = this origin); an absolute `url` is used as is. */
  baseURL: string;
  /** The path (or an absolute URL). */
  url: string;
  /** Query fields: see `serializeParams`. */
  params?: object;
  /**
   * The body (never sent for GET/DELETE): a string as is, URLSearchParams as a form, anything else
   * (plain object, array) as JSON.
   */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds for the whole exchange (body included); 0 = none. */
  timeout?: number;
  /** The caller's abort: the request stops and fails as ApiError 'unknown'. */
  signal?: AbortSignal;
  /** Send cookies to another origin too (fetch `credentials: 'include'`); otherwise `same-origin`. */
  withCredentials?: boolean;
}

/** The request as it went out: given to the fetch seam beside fetch's own arguments (test fakes read it). */
export interface SentRequest extends HttpRequest {
  /** The URL fetched: base + path + query. */
  href: string;
  /** The body as sent, or undefined when there is none. */
  data?: string;
  /** Every header sent, Content-Type and Accept included. */
  headers: Record<string, string>;
  timeout: number;
}

/** The answer, whatever its status. */
export interface HttpResponse {
  status: number;
  /** The body parsed as JSON when it is JSON, otherwise its text ('' when empty). */
  data: unknown;
  /** By lower-case name (as fetch's Headers gives them): read with `headerOf`. */
  headers: Record<string, string>;
}

/** The parts of fetch's Response the transport reads. */
export interface FetchResponse {
  status: number;
  headers: { forEach(visit: (value: string, name: string) => void): void };
  text(): Promise<string>;
}

/**
 * fetch's signature. The third argument is the request as the client described it: `fetch` itself
 * ignores it; a test's fake server records it.
 */
export type FetchLike = (url: string, init: RequestInit, sent: SentRequest) => Promise<FetchResponse>;

/** The browser's fetch, looked up at each call (tests without one get the TypeError of a network failure). */
export const browserFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/** What axios sent: JSON first, text accepted. */
const ACCEPT = 'application/json, text/plain, */*';
const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
const JSON_TYPE = 'application/json';

/** Sends one request; every HTTP status resolves. Rejects only with ApiError: 'timeout', 'network' or 'unknown' (aborted). */
export async function sendHttp(request: HttpRequest, fetchImpl: FetchLike = browserFetch): Promise<HttpResponse> {
  const caller = request.signal;
  if (caller?.aborted) throw new ApiError('unknown', { cause: caller.reason });
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', onAbort, { once: true });
  const timeout = request.timeout ?? 0;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`timeout of ${timeout}ms exceeded`, 'TimeoutError'));
        }, timeout)
      : undefined;
  try {
    const sent = prepareRequest(request);
    const init: RequestInit = {
      method: sent.method,
      headers: sent.headers,
      credentials: sent.withCredentials ? 'include' : 'same-origin',
      signal: controller.signal,
    };
    if (sent.data !== undefined) init.body = sent.data;
    // untilAborted: the timeout and the caller's abort win even over a fetch that ignores its signal.
    return await untilAborted(
      fetchImpl(sent.href, init, sent).then(readResponse),
      controller.signal,
    );
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', { cause: error });
    if (caller?.aborted) throw new ApiError('unknown', { cause: error });
    // fetch reports every failure to reach the server (offline, DNS, CORS, refused) as a TypeError.
    if (error instanceof TypeError) throw new ApiError('network', { cause: error });
    throw new ApiError('unknown', { cause: error });
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onAbort);
  }
}

/** The URL, headers and body of a request, as they go out. */
export function prepareRequest(request: HttpRequest): SentRequest {
  const headers: Record<string, string> = { Accept: ACCEPT, ...request.headers };
  let body: string | undefined;
  const { data } = request;
  if (data !== undefined && request.method !== 'GET' && request.method !== 'DELETE') {
    if (typeof data === 'string') body = data;
    else if (data instanceof URLSearchParams) {
      body = data.toString();
      setDefault(headers, 'Content-Type', FORM_TYPE);
    } else {
      body = JSON.stringify(data);
      setDefault(headers, 'Content-Type', JSON_TYPE);
    }
  }
  return {
    ...request,
    href: buildUrl(request.baseURL, request.url, request.params),
    data: body,
    headers,
    timeout: request.timeout ?? 0,
  };
}

/** Sets a header unless the caller gave it, under any case. */
function setDefault(headers: Record<string, string>, name: string, value: string): void {
  const lower = name.toLowerCase();
  if (!Object.keys(headers).some((key) => key.toLowerCase() === lower)) headers[name] = value;
}

/** base + path (one slash between, as axios's combineURLs) + query; an absolute path is kept whole. */
export function buildUrl(baseURL: string, url: string, params?: object): string {
  let href = baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url;
  const query = params ? serializeParams(params) : '';
  if (!query) return href;
  const hash = href.indexOf('#');
  if (hash !== -1) href = href.slice(0, hash);
  return `${href}${href.includes('?') ? '&' : '?'}${query}`;
}

/**
 * A query string as axios wrote it with `paramsSerializer: { indexes: null }`: arrays as repeated keys
 * (`a=1&a=2`, which every query parser reads as a list), undefined and null fields and items left out,
 * Dates as ISO strings, other objects as JSON, the rest as text; percent-encoded with
 * encodeURIComponent, space as `+` and `:` `$` `,` kept readable (all valid in a query).
 */
export function serializeParams(params: object): string {
  const pairs: string[] = [];
  for (const [rawKey, value] of Object.entries(params)) {
    const key = rawKey.trim();
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      pairs.push(`${encodeQuery(key)}=${encodeQuery(queryValue(item))}`);
    }
  }
  return pairs.join('&');
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean | bigint);
}

function encodeQuery(text: string): string {
  return encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

/** A fetch Response as `{ status, data, headers }`: JSON parsed when the body is JSON, else the text. */
export async function readResponse(response: FetchResponse): Promise<HttpResponse> {
  const text = await response.text();
  let data: unknown = text;
  if (text !== '') {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the text as it is (the client's envelope check reports it)
    }
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { status: response.status, data, headers };
}

/** A response header by name, in any case. */
export function headerOf(response: Pick<HttpResponse, 'headers'>, name: string): string | undefined {
  return response.headers[name.toLowerCase()];
}

/** The promise, or a rejection with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('aborted', { cause: reason });
}
