import { getRuntimeConfig } from '../config/runtime-config';
import { currentLanguage } from '../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { ApiError, type ApiErrorDetails, isApiError } from './api-error';
import { tokenHeader } from '../config/platform-profile';
import { captcha, type EncryptionErrorCode, type Endpoint, type Envelope, IDEMPOTENCY_HEADER, login } from './contract';
import './platform/builtin-schemes';
import { resolvePath } from './platform/named-paths';
import { forgetPayloadKeys, payloadScheme, type PayloadEncryptionScheme, type SchemeContext } from './platform/schemes';
import { handleUnauthorized } from './unauthorized';
import { takeEarlyAnswer } from './early-answers';
import { browserFetch, type FetchLike, headerOf, type HttpRequest, type HttpResponse, sendHttp } from './http-transport';

// The suite's one HTTP client is `callApi` on a small fetch transport (http-transport.ts); apps call
// `callApi` (or `useApi`) with a contract endpoint.
let fetchImpl: FetchLike = browserFetch;

/** Internal, for test fakes (test-adapter.ts): the fetch the client sends through; none = the browser's. */
export function setApiFetch(fetch: FetchLike | null): void {
  fetchImpl = fetch ?? browserFetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For `idempotent` endpoints: the key of this user action. Pass the same key when retrying the
   * same action (a timeout, a lost answer) so it is done at most once; one is made when left out.
   */
  idempotencyKey?: string;
}

/** A fresh idempotency key (a UUID): one per user action that moves money. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The payload may be left out only when the endpoint takes none. */
export type CallArgs<Req> = undefined extends Req ? [payload?: Req, options?: CallOptions] : [payload: Req, options?: CallOptions];

/**
 * Calls one contract endpoint and returns the envelope's `value`.
 * Throws only `ApiError`; a 401 also ends the session and sends the user to /login.
 */
export async function callApi<Req, Res>(endpoint: Endpoint<Req, Res>, ...[payload, options]: CallArgs<Req>): Promise<Res> {
  const sentToken = getSessionToken();
  // One key for both attempts below: a retry of the same call must not move money twice.
  if (endpoint.idempotent) options = { ...options, idempotencyKey: options?.idempotencyKey ?? newIdempotencyKey() };
  let response = await send(endpoint, payload, options);
  // The server no longer knows the key we encrypted for (rotated, or another database): fetch it again, retry once.
  if (endpoint.encrypted && encryptionError(response) === 'unknownKey') {
    currentPayloadScheme().forget();
    response = await send(endpoint, payload, options);
  }
  return settle<Res>(endpoint, response, sentToken);
}

/** What the profile's schemes may use of the client. */
export const schemeContext: SchemeContext = {
  call: (endpoint, payload, options) => (callApi as (e: unknown, p: unknown, o?: CallOptions) => Promise<never>)(endpoint, payload, options),
};

/** E flag: bodies of encrypted endpoints go out through the profile's payload scheme (default ours, RSA-OAEP + AES-GCM). */
export function currentPayloadScheme(): PayloadEncryptionScheme {
  return payloadScheme(getRuntimeConfig().platform.payloadEncryption, schemeContext);
}

/** Forgets the cached server key (the next encrypted call fetches it again). */
export function forgetServerKey(): void {
  forgetPayloadKeys();
}

/** Captcha binding by header (profile `captchaBinding.kind: 'header'`): the value the captcha answer carried. */
let captchaBindingValue: string | null = null;

async function send(endpoint: Endpoint<unknown, unknown>, payload: unknown, options?: CallOptions): Promise<HttpResponse> {
  const { platform } = getRuntimeConfig();
  const binding = platform.captchaBinding;
  // The paths the spec gives only by name come from the profile when it names them.
  const target = { ...endpoint, path: resolvePath(endpoint, platform.paths) };
  const body = await requestBody(target, platform.requestExtensions ? payload : withoutExtensions(endpoint, payload));
  // Asked already by the page before the app ran (host/public/boot-early.js): that answer, once.
  const early =
    target.method === 'GET' && !options?.idempotencyKey
      ? takeEarlyAnswer(
          { method: target.method, path: target.path, params: body.params },
          { apiBaseUrl: getRuntimeConfig().apiBaseUrl, language: currentLanguage(), signal: options?.signal },
        )
      : null;
  if (early) {
    const answer = await early.catch((error: unknown) => {
      throw new ApiError('unknown', { cause: error });
    });
    if (answer) return answer;
  }
  // Read per request: the host sets the runtime config after fetching config.json, and the session and
  // language change while the page lives.
  const { apiBaseUrl, apiTimeoutMs } = getRuntimeConfig();
  const headers: Record<string, string> = {};
  const token = getSessionToken();
  if (token) {
    // How the token is sent is the platform profile's (default `Authorization: Bearer <token>`).
    const [name, value] = tokenHeader(getRuntimeConfig().platform, token);
    headers[name] = value;
  }
  headers['Accept-Language'] = currentLanguage();
  if (options?.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  if (binding.kind === 'header' && endpoint === login && captchaBindingValue) headers[binding.header] = captchaBindingValue;
  // Every HTTP status comes back; only transport failures throw (ApiError timeout, network, unknown).
  const response = await sendHttp(
    {
      method: target.method,
      baseURL: apiBaseUrl,
      url: target.path,
      headers,
      timeout: apiTimeoutMs,
      signal: options?.signal,
      withCredentials: endpoint.credentials === true,
      ...body,
    },
    fetchImpl,
  );
  if (binding.kind === 'header' && endpoint === captcha) {
    const bound = headerOf(response, binding.header);
    if (bound) captchaBindingValue = bound;
  }
  return response;
}

/** The payload without the endpoint's fields beyond the spec's list (profile `requestExtensions: false`). */
function withoutExtensions(endpoint: Endpoint<unknown, unknown>, payload: unknown): unknown {
  const extensions = endpoint.extensionFields;
  if (!extensions?.length || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([field]) => !extensions.includes(field)));
}

async function requestBody(endpoint: Endpoint<unknown, unknown>, payload: unknown): Promise<Pick<HttpRequest, 'params' | 'data'>> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return payload === undefined || payload === null ? {} : { params: payload as object };
  if (endpoint.encrypted) return { data: await encryptedBody(endpoint, payload) };
  if (payload === undefined) return {};
  return { data: endpoint.form ? toForm(payload) : payload };
}

async function encryptedBody(endpoint: Endpoint<unknown, unknown>, payload: unknown): Promise<unknown> {
  try {
    return await currentPayloadScheme().encryptPayload({ method: endpoint.method, path: endpoint.path }, payload);
  } catch (error) {
    // The key fetch's own ApiError (network, timeout ...) as it is; anything else (no WebCrypto) as unknown.
    throw isApiError(error) ? error : new ApiError('unknown', { cause: error });
  }
}

function encryptionError(response: HttpResponse): EncryptionErrorCode | undefined {
  if (response.status !== 400) return undefined;
  const value = asEnvelope(response.data)?.value;
  return typeof value === 'object' && value !== null ? (value as { encryptionError?: EncryptionErrorCode }).encryptionError : undefined;
}

/** Form encoding (the transport sends URLSearchParams as application/x-www-form-urlencoded). */
function toForm(payload: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (typeof payload !== 'object' || payload === null) return form;
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) form.append(key, String(item));
    }
  }
  return form;
}

function asEnvelope(data: unknown): Envelope<unknown> | null {
  if (typeof data !== 'object' || data === null || typeof (data as { success?: unknown }).success !== 'boolean') {
    return null;
  }
  return data as Envelope<unknown>;
}

function settle<Res>(endpoint: Endpoint<unknown, unknown>, response: HttpResponse, sentToken: string | null): Res {
  const { status } = response;
  const envelope = asEnvelope(response.data);
  const details: ApiErrorDetails = {
    status,
    serverMessage: typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : undefined,
    value: envelope?.value,
  };
  if (status === 401) {
    // Only a dead session means "log in again"; a visitor's refused call on an open endpoint is just an error.
    // A call that left before a logout (or another login) answers 401 for a session already gone: no redirect.
    const sessionEnded = sentToken !== null && getSessionToken() !== sentToken;
    if (!sessionEnded && (sentToken !== null || endpoint.auth)) handleUnauthorized();
    throw new ApiError('unauthorized', details);
  }
  if (status === 429) throw new ApiError('rateLimited', { ...details, retryAfterSeconds: retryAfter(response) });
  if (status === 400 || status === 422) throw new ApiError('badRequest', details);
  if (status === 409 && endpoint.idempotent) throw new ApiError('inFlight', details);
  if (status >= 400) throw new ApiError('server', details);
  if (status === 204) return undefined as Res;
  if (status < 200 || status >= 300 || envelope === null) throw new ApiError('unknown', { status });
  if (!envelope.success) throw new ApiError('server', details);
  return (endpoint.normalise ? endpoint.normalise(envelope.value) : envelope.value) as Res;
}

/** Retry-After in seconds or as an HTTP date; @fastify/rate-limit also sends x-ratelimit-reset (seconds). */
function retryAfter(response: HttpResponse): number | undefined {
  const raw = headerOf(response, 'retry-after') ?? headerOf(response, 'x-ratelimit-reset');
  if (raw === undefined || raw === '') return undefined;
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text));
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
