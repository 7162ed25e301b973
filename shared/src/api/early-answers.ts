/**
 * Answers to calls the host's page started before the app's code ran (host/public/boot-early.js puts
 * them on `window.__suiteEarly`): the client adopts one instead of asking again, once, and only when it
 * was asked of the same API in the same language. It is adopted in apiHttp's request interceptors
 * (http-client.ts) as that one request's axios adapter, so the answer goes through the same response
 * interceptors and checks (status, envelope, normalisation) as if axios had fetched it.
 */
import { CanceledError, getAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_HEADER } from './contract';

/** What boot-early.js leaves on the window. */
export interface EarlyBoot {
  /** Responses by call key (earlyCallKey). */
  calls: Record<string, Promise<Response> | undefined>;
  /** The API base the calls were sent to ('' = this origin), once config.json was read. */
  apiBaseUrl: string | null;
  /** The Accept-Language they carried. */
  language: string | null;
  /** config.json and the default remotes.json, requested at once. */
  config?: Promise<Response>;
  remotes?: Promise<Response>;
}

declare global {
  interface Window {
    __suiteEarly?: EarlyBoot;
  }
}

/** The early boot's requests, when the page started them. */
export function earlyBoot(): EarlyBoot | undefined {
  return typeof window === 'undefined' ? undefined : window.__suiteEarly;
}

/** A call's key: method, path and the query's fields sorted by name (boot-early.js builds the same). */
export function earlyCallKey(method: string, path: string, params?: object): string {
  const query = new URLSearchParams();
  const entries = Object.entries(params ?? {}).filter(([, value]) => value !== undefined && value !== null);
  for (const [name, value] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) query.append(name, String(value));
  const text = query.toString();
  return `${method} ${path}${text ? `?${text}` : ''}`;
}

/** An early answer as axios's adapters give one: the body's text (axios parses JSON), headers by lower-case name. */
export interface EarlyResponse {
  status: number;
  data: string;
  headers: Record<string, string>;
}

/** The parts of a fetch Response read here (boot-early.js's answers are fetch Responses). */
type EarlyFetchResponse = Pick<Response, 'status' | 'text'> & { headers: { forEach(visit: (value: string, name: string) => void): void } };

async function readEarly(response: EarlyFetchResponse): Promise<EarlyResponse> {
  const data = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { status: response.status, data, headers };
}

/**
 * The early answer to this call, taken (a second identical call asks the server), or null when there is
 * none for it: not started early, another API base or language, or the early request failed (then the
 * promise resolves to null and the client asks the server itself).
 */
export function takeEarlyAnswer(
  call: { method: string; path: string; params?: object },
  context: { apiBaseUrl: string; language: string },
): Promise<EarlyResponse | null> | null {
  const boot = earlyBoot();
  if (!boot || boot.apiBaseUrl !== context.apiBaseUrl || boot.language !== context.language) return null;
  const key = earlyCallKey(call.method, call.path, call.params);
  const pending = boot.calls[key];
  if (!pending) return null;
  delete boot.calls[key];
  return pending.then(readEarly, () => null);
}

type AxiosAdapterFn = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

/**
 * apiHttp's request interceptor 4: a GET (with no idempotency key) the page already asked for gets an
 * adapter of its own for this one request, answering from the early response; when that request
 * failed, the usual adapter asks the server. The caller's abort cancels the wait (axios's CanceledError).
 */
export function adoptEarlyAnswer(config: InternalAxiosRequestConfig, language: string): InternalAxiosRequestConfig {
  if (config.method !== 'get' || config.headers.has(IDEMPOTENCY_HEADER)) return config;
  const early = takeEarlyAnswer({ method: 'GET', path: config.url ?? '', params: config.params as object | undefined }, { apiBaseUrl: config.baseURL ?? '', language });
  if (!early) return config;
  const usual = config.adapter;
  const adapter: AxiosAdapterFn = (sent) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const signal = sent.signal as AbortSignal | undefined;
      const cancel = () => reject(new CanceledError(undefined, sent));
      if (signal?.aborted) return cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      early
        .then((answer) => {
          if (answer) return { ...answer, statusText: '', config: sent, request: null };
          if (signal?.aborted) throw new CanceledError(undefined, sent);
          return getAdapter(usual, sent)(sent);
        })
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', cancel));
    });
  config.adapter = adapter;
  return config;
}
