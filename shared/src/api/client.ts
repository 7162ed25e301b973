import type { AxiosProgressEvent } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { isApiError } from './api-error';
import { captcha, type EncryptionErrorCode, type Endpoint, type Envelope, IDEMPOTENCY_HEADER, login } from './contract';
import { apiHttp, headerOf, setPayloadEncryption } from './http-client';
import './platform/builtin-schemes';
import { resolvePath } from './platform/named-paths';
import { forgetPayloadKeys, payloadScheme, type PayloadEncryptionScheme, type SchemeContext } from './platform/schemes';

// Apps call `callApi` (or `useApi`) with a contract endpoint; it sends through the suite's one axios
// instance, `apiHttp` (http-client.ts), whose interceptors add base URL, token, language, encryption
// and map every failure to ApiError.

/** How far the upload of a request's body is: bytes sent, of `total` (and `progress`, 0 to 1) when known. */
export type UploadProgress = Pick<AxiosProgressEvent, 'loaded' | 'total' | 'progress'>;

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For `idempotent` endpoints: the key of this user action. Pass the same key when retrying the
   * same action (a timeout, a lost answer) so it is done at most once; one is made when left out.
   */
  idempotencyKey?: string;
  /** Called as the request's body uploads (a form sending images): to show a progress bar. */
  onUploadProgress?: (progress: UploadProgress) => void;
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
  // One key for both attempts below: a retry of the same call must not move money twice.
  if (endpoint.idempotent) options = { ...options, idempotencyKey: options?.idempotencyKey ?? newIdempotencyKey() };
  try {
    return await send<Res>(endpoint, payload, options);
  } catch (error) {
    // The server no longer knows the key we encrypted for (rotated, or another database): fetch it again, retry once.
    if (!endpoint.encrypted || encryptionError(error) !== 'unknownKey') throw error;
    currentPayloadScheme().forget();
    return send<Res>(endpoint, payload, options);
  }
}

/** What the profile's schemes may use of the client. */
export const schemeContext: SchemeContext = {
  call: (endpoint, payload, options) => (callApi as (e: unknown, p: unknown, o?: CallOptions) => Promise<never>)(endpoint, payload, options),
};

/** E flag: bodies of encrypted endpoints go out through the profile's payload scheme (default ours, RSA-OAEP + AES-GCM). */
export function currentPayloadScheme(): PayloadEncryptionScheme {
  return payloadScheme(getRuntimeConfig().platform.payloadEncryption, schemeContext);
}

// apiHttp's encryption interceptor uses it (it cannot import this module: the schemes call callApi).
setPayloadEncryption(currentPayloadScheme);

/** Forgets the cached server key (the next encrypted call fetches it again). */
export function forgetServerKey(): void {
  forgetPayloadKeys();
}

/** Captcha binding by header (profile `captchaBinding.kind: 'header'`): the value the captcha answer carried. */
let captchaBindingValue: string | null = null;

async function send<Res>(endpoint: Endpoint<unknown, unknown>, payload: unknown, options?: CallOptions): Promise<Res> {
  const { platform } = getRuntimeConfig();
  const binding = platform.captchaBinding;
  const body = platform.requestExtensions ? payload : withoutExtensions(endpoint, payload);
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const headers: Record<string, string> = {};
  if (options?.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  if (binding.kind === 'header' && endpoint === login && captchaBindingValue) headers[binding.header] = captchaBindingValue;
  // Base URL, timeout, token, language and the E flag's encryption are apiHttp's interceptors; a failure
  // (status, envelope, timeout, abort, network) comes out of it as ApiError.
  const response = await apiHttp.request<Envelope<unknown> | ''>({
    method: endpoint.method,
    // The paths the spec gives only by name come from the profile when it names them.
    url: resolvePath(endpoint, platform.paths),
    params: inQuery && body !== null ? body : undefined,
    // An encrypted body is the scheme's (JSON); a form endpoint's goes as application/x-www-form-urlencoded.
    data: inQuery || body === undefined ? undefined : endpoint.form && !endpoint.encrypted ? toForm(body) : body,
    headers,
    signal: options?.signal,
    onUploadProgress: options?.onUploadProgress,
    withCredentials: endpoint.credentials === true,
    apiCall: { auth: endpoint.auth, encrypted: endpoint.encrypted && !inQuery },
  });
  if (binding.kind === 'header' && endpoint === captcha) {
    const bound = headerOf(response, binding.header);
    if (bound) captchaBindingValue = bound;
  }
  if (response.status === 204) return undefined as Res;
  const { value } = response.data as Envelope<unknown>;
  return (endpoint.normalise ? endpoint.normalise(value) : value) as Res;
}

/** The payload without the endpoint's fields beyond the spec's list (profile `requestExtensions: false`). */
function withoutExtensions(endpoint: Endpoint<unknown, unknown>, payload: unknown): unknown {
  const extensions = endpoint.extensionFields;
  if (!extensions?.length || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([field]) => !extensions.includes(field)));
}

/** The platform's refusal of the key an encrypted body was made for (HTTP 400, `value.encryptionError`). */
function encryptionError(error: unknown): EncryptionErrorCode | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const { value } = error;
  return typeof value === 'object' && value !== null ? (value as { encryptionError?: EncryptionErrorCode }).encryptionError : undefined;
}

/** Form encoding (axios sends URLSearchParams as application/x-www-form-urlencoded). */
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
