// Test helper: answers the API client's requests in memory, as the axios adapter of the one instance
// (`apiHttp.defaults.adapter`), recording what was sent; no network. It behaves as the browser's
// adapter does: the caller's abort cancels, `timeout` fails the request, every status resolves (the
// response interceptor maps it), the body is text that axios parses.
import { type AxiosAdapter, AxiosError, AxiosHeaders, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import type { HttpMethod } from './contract';
import { apiHttp } from './http-client';
import type { UploadProgress } from './client';

export interface FakeReply {
  status?: number;
  /** A string is sent as is; anything else as JSON; undefined = an empty body. */
  data?: unknown;
  headers?: Record<string, string>;
}

/** The headers sent, by the name the client gave them, and `get(name)` in any case. */
export type SentHeaders = Record<string, string> & { get(name: string): string | undefined };

/** A request as the fake server saw it (after apiHttp's request interceptors and axios's body encoding). */
export interface RecordedRequest {
  method: HttpMethod;
  /** The base URL the interceptor set ('' = this origin). */
  baseURL: string;
  /** The path (or an absolute URL). */
  url: string;
  params?: object;
  /** The body as sent (JSON or form text), or undefined when there is none. */
  data?: string;
  headers: SentHeaders;
  timeout: number;
  signal?: AbortSignal;
  withCredentials: boolean;
  /** The URL requested: base + path + query, as axios builds it. */
  href: string;
  /** Reports upload progress to the caller, as the browser's adapter would (a no-op when none is asked). */
  uploadProgress(progress: UploadProgress): void;
  /** The axios config as the adapter received it. */
  config: InternalAxiosRequestConfig;
}

type Responder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const sent = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>;
  const headers = { ...sent } as SentHeaders;
  Object.defineProperty(headers, 'get', {
    enumerable: false,
    value: (name: string) => Object.entries(sent).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
  });
  return {
    method: String(config.method).toUpperCase() as HttpMethod,
    baseURL: config.baseURL ?? '',
    url: config.url ?? '',
    params: config.params as object | undefined,
    data: config.data as string | undefined,
    headers,
    timeout: config.timeout ?? 0,
    signal: config.signal as AbortSignal | undefined,
    withCredentials: config.withCredentials === true,
    href: apiHttp.getUri(config),
    uploadProgress: (progress) => config.onUploadProgress?.({ bytes: progress.loaded, lengthComputable: progress.total !== undefined, upload: true, ...progress }),
    config,
  };
}

function response(reply: FakeReply, config: InternalAxiosRequestConfig): AxiosResponse {
  const body = reply.data === undefined ? '' : typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
  return { status: reply.status ?? 200, statusText: '', data: body, headers: AxiosHeaders.from(reply.headers ?? {}), config, request: {} };
}

export function fakeServer(respond: Responder): RecordedRequest[] {
  const sent: RecordedRequest[] = [];
  const adapter: AxiosAdapter = (config) => {
    const recorded = record(config);
    sent.push(recorded);
    return new Promise<AxiosResponse>((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        settle();
      };
      function onAbort() {
        finish(() => reject(new CanceledError(undefined, config)));
      }
      if (config.timeout) {
        timer = setTimeout(
          () => finish(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config))),
          config.timeout,
        );
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => respond(recorded))
        .then(
          (reply) => finish(() => resolve(response(reply, config))),
          (error: unknown) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
        );
    });
  };
  apiHttp.defaults.adapter = adapter;
  return sent;
}

/** A server that never answers: the client's timeout (config.apiTimeoutMs) fails the request. */
export function silentServer(): RecordedRequest[] {
  return fakeServer(() => new Promise<FakeReply>(() => undefined));
}

/** The browser's adapter reports a dropped connection (offline, DNS, CORS) as ERR_NETWORK, with no response. */
export function unreachableServer(): RecordedRequest[] {
  return fakeServer(() => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)));
}

export const ok = (value: unknown): FakeReply => ({ data: { success: true, message: '', value } });
