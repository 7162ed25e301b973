/**
 * The suite's one axios instance, `apiHttp`. Every API call goes through it: `callApi` builds each
 * request from a contract endpoint; the rare app that needs raw axios imports `apiHttp` from
 * @suite/shared (never axios itself), and its calls get the same interceptors. In the order they run:
 *
 * requests
 *  1. base URL and timeout from the runtime config, read per request (the host sets them after
 *     config.json);
 *  2. the session token, in the header and scheme of the platform profile (default
 *     `Authorization: Bearer <token>`); the token sent is kept on the request for the 401 rule;
 *  3. `Accept-Language`: i18n's current language;
 *  4. an answer the page asked for before the app ran (host/public/boot-early.js), adopted once for the
 *     same GET (early-answers.ts);
 *  5. payload encryption of E-flagged bodies (`apiCall.encrypted`) with the profile's scheme
 *     (payload-encryption.ts behind the default one);
 *
 * answers
 *  6. status and envelope to `ApiError`, transport failures too (timeout, abort, network): callers
 *     only ever see ApiError. A 401 ends the session (unauthorized.ts).
 *
 * Every status reaches the adapter's caller (`validateStatus: null`); step 6 decides, as the client did.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig, isAxiosError, isCancel } from 'axios';
import { tokenHeader } from '../config/platform-profile';
import { getRuntimeConfig } from '../config/runtime-config';
import { currentLanguage } from '../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { ApiError, type ApiErrorDetails, isApiError } from './api-error';
import { type Envelope, type HttpMethod, IDEMPOTENCY_HEADER } from './contract';
import { adoptEarlyAnswer } from './early-answers';
import type { PayloadEncryptionScheme } from './platform/schemes';
import { handleUnauthorized } from './unauthorized';

/** What apiHttp's interceptors need to know of one API call beyond axios's own options (callApi sets it). */
export interface ApiCallInfo {
  /** E flag: the body goes out through the platform profile's payload-encryption scheme. */
  encrypted?: boolean;
  /** T flag: a 401 means "log in again" even when the request carried no token. */
  auth?: boolean;
  /** Set by the token interceptor: the session token the request carried (null: none). */
  sentToken?: string | null;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The suite's part of an API request: see ApiCallInfo. */
    apiCall?: ApiCallInfo;
  }
}

const ACCEPT_LANGUAGE = 'Accept-Language';

/** A query field that is an object (not a Date) goes as JSON, not as axios's `a[b]=1`. */
const isJsonObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !(value instanceof Date);

export const apiHttp = axios.create({
  // Every status resolves at the adapter: the envelope interceptor (6) maps it.
  validateStatus: null,
  // Request interceptors run in the order they are added (axios's default is the reverse).
  transitional: { legacyInterceptorReqResOrdering: false },
  // Arrays as repeated keys (`a=1&a=2`), undefined and null left out, Dates as ISO strings, objects as
  // JSON; axios's encoding (space as `+`, `:` `$` `,` kept).
  paramsSerializer: {
    indexes: null,
    visitor(value, key, path, helpers) {
      if (!path && !Array.isArray(value) && isJsonObject(value)) {
        this.append(String(key), JSON.stringify(value));
        return false;
      }
      if (!path && Array.isArray(value) && value.some(isJsonObject)) {
        for (const item of value as unknown[]) {
          if (item !== undefined && item !== null) this.append(String(key), isJsonObject(item) ? JSON.stringify(item) : helpers.convertValue(item));
        }
        return false;
      }
      return helpers.defaultVisitor.call(this, value, key, path, helpers);
    },
  },
});

// 1. Base URL and timeout, from the runtime config at each request.
apiHttp.interceptors.request.use((config) => {
  const { apiBaseUrl, apiTimeoutMs } = getRuntimeConfig();
  config.baseURL ??= apiBaseUrl;
  if (!config.timeout) config.timeout = apiTimeoutMs;
  return config;
});

// 2. The session token, as the platform profile sends it.
apiHttp.interceptors.request.use((config) => {
  const token = getSessionToken();
  config.apiCall = { ...config.apiCall, sentToken: token };
  if (token) {
    const [name, value] = tokenHeader(getRuntimeConfig().platform, token);
    config.headers.set(name, value);
  }
  return config;
});

// 3. The language on screen.
apiHttp.interceptors.request.use((config) => {
  config.headers.set(ACCEPT_LANGUAGE, currentLanguage());
  return config;
});

// 4. The page's early answer to this GET, if it asked the same API in the same language.
apiHttp.interceptors.request.use((config) => adoptEarlyAnswer(config, String(config.headers.get(ACCEPT_LANGUAGE) ?? '')));

/** The payload scheme of E-flagged bodies, given by client.ts (its schemes call back into callApi). */
let payloadScheme: (() => PayloadEncryptionScheme) | null = null;

/** Internal (client.ts): where interceptor 5 finds the platform profile's payload scheme. */
export function setPayloadEncryption(scheme: () => PayloadEncryptionScheme): void {
  payloadScheme = scheme;
}

// 5. Payload encryption (the E flag): the body is replaced by what the scheme makes of it, never sent in clear.
apiHttp.interceptors.request.use(async (config) => {
  if (!config.apiCall?.encrypted || config.method === 'get' || config.method === 'delete') return config;
  try {
    if (!payloadScheme) throw new Error('[suite] no payload encryption is set up');
    const target = { method: String(config.method).toUpperCase() as HttpMethod, path: config.url ?? '' };
    config.data = await payloadScheme().encryptPayload(target, config.data);
  } catch (error) {
    // The key fetch's own ApiError (network, timeout ...) as it is; anything else (no WebCrypto, no scheme) as unknown.
    throw isApiError(error) ? error : new ApiError('unknown', { cause: error });
  }
  return config;
});

// 6. Status and envelope to ApiError; transport failures too.
apiHttp.interceptors.response.use(checkAnswer, (error: unknown) => {
  if (isAxiosError(error) && error.response) return checkAnswer(error.response);
  throw toApiError(error);
});

/** A response header by name, in any case. */
export function headerOf(response: Pick<AxiosResponse, 'headers'>, name: string): string | undefined {
  const value = AxiosHeaders.from(response.headers as AxiosHeaders).get(name);
  return value === undefined || value === null || value === false ? undefined : String(value);
}

function asEnvelope(data: unknown): Envelope<unknown> | null {
  if (typeof data !== 'object' || data === null || typeof (data as { success?: unknown }).success !== 'boolean') return null;
  return data as Envelope<unknown>;
}

/** The answer when it is a successful envelope (or a 204); otherwise the ApiError it means. */
function checkAnswer(response: AxiosResponse): AxiosResponse {
  const { status } = response;
  const config: Partial<InternalAxiosRequestConfig> = response.config ?? {};
  const envelope = asEnvelope(response.data);
  const details: ApiErrorDetails = {
    status,
    serverMessage: typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : undefined,
    value: envelope?.value,
  };
  if (status === 401) {
    // Only a dead session means "log in again"; a visitor's refused call on an open endpoint is just an error.
    // A call that left before a logout (or another login) answers 401 for a session already gone: no redirect.
    const sentToken = config.apiCall?.sentToken ?? null;
    const sessionEnded = sentToken !== null && getSessionToken() !== sentToken;
    if (!sessionEnded && (sentToken !== null || config.apiCall?.auth)) handleUnauthorized();
    throw new ApiError('unauthorized', details);
  }
  if (status === 429) throw new ApiError('rateLimited', { ...details, retryAfterSeconds: retryAfter(response) });
  if (status === 400 || status === 422) throw new ApiError('badRequest', details);
  // 409 to a request carrying an idempotency key: the same action is still being done.
  if (status === 409 && AxiosHeaders.from(config.headers).has(IDEMPOTENCY_HEADER)) throw new ApiError('inFlight', details);
  if (status >= 400) throw new ApiError('server', details);
  if (status === 204) return response;
  if (status < 200 || status >= 300 || envelope === null) throw new ApiError('unknown', { status });
  if (!envelope.success) throw new ApiError('server', details);
  return response;
}

/** Mistakes in a request's options, not a failure to reach the server. */
const OPTION_ERRORS: readonly string[] = [AxiosError.ERR_BAD_OPTION, AxiosError.ERR_BAD_OPTION_VALUE, AxiosError.ERR_INVALID_URL, AxiosError.ERR_NOT_SUPPORT];

/** A failure without an answer: timeout, the caller's abort (unknown), or the server not reached (network). */
function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) return new ApiError('unknown', { cause: error });
  if (isAxiosError(error)) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return new ApiError('timeout', { cause: error });
    if (!OPTION_ERRORS.includes(error.code ?? '')) return new ApiError('network', { cause: error });
  }
  return new ApiError('unknown', { cause: error });
}

/** Retry-After in seconds or as an HTTP date; @fastify/rate-limit also sends x-ratelimit-reset (seconds). */
function retryAfter(response: AxiosResponse): number | undefined {
  const raw = headerOf(response, 'retry-after') ?? headerOf(response, 'x-ratelimit-reset');
  if (raw === undefined || raw === '') return undefined;
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text));
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
