/**
 * Answers to calls the host's page started before the app's code ran (host/public/boot-early.js puts
 * them on `window.__suiteEarly`): the client adopts one instead of asking again, once, and only when it
 * was asked of the same API in the same language. The answer then goes through the client's usual
 * checks (status, envelope, normalisation), exactly as if the client's transport had fetched it.
 */
import { type HttpResponse, readResponse, untilAborted } from './http-transport';

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

/** The parts of a response the client reads (the transport's answer). */
export type EarlyResponse = HttpResponse;

/**
 * The early answer to this call, taken (a second identical call asks the server), or null when there is
 * none for it: not started early, another API base or language, or the early request failed (then the
 * promise resolves to null and the client asks the server itself). An abort of `signal` rejects.
 */
export function takeEarlyAnswer(
  call: { method: string; path: string; params?: object },
  context: { apiBaseUrl: string; language: string; signal?: AbortSignal },
): Promise<EarlyResponse | null> | null {
  const boot = earlyBoot();
  if (!boot || boot.apiBaseUrl !== context.apiBaseUrl || boot.language !== context.language) return null;
  const key = earlyCallKey(call.method, call.path, call.params);
  const pending = boot.calls[key];
  if (!pending) return null;
  delete boot.calls[key];
  return untilAborted(
    pending.then(readResponse, () => null),
    context.signal,
  );
}
