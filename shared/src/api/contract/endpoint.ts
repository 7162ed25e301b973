/**
 * The platform contract is typed once, here, and used by both the browser client (shared/src/api)
 * and the reference API (api/). Every call of spec 1 §7 and spec 2 §7 is one `Endpoint` value.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every response of the platform: `{ success, message, value }`. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  value: T;
}

export interface Endpoint<Req, Res> {
  method: HttpMethod;
  path: string;
  /** T flag: needs the login token. */
  auth: boolean;
  /** E flag: payload encrypted. */
  encrypted: boolean;
  /** Sent form-encoded instead of JSON (e.g. password reset by e-mail). */
  form?: boolean;
  /**
   * Moves money: sent with an `Idempotency-Key` header (IETF draft). The server answers 400 without
   * it, 409 while a request with the same key is in flight, 422 when the key was used for another
   * payload, and the first answer again when the same request is repeated after it finished.
   */
  idempotent?: boolean;
  /**
   * Sent with the browser's cookies also when the API is on another origin (withCredentials): the
   * captcha and the calls that answer it (the captcha is bound by an HttpOnly cookie).
   */
  credentials?: boolean;
  /**
   * Request fields of ours beyond the spec's list for this call (each optional in the request type): a
   * platform profile with `requestExtensions: false` (spec-strict) leaves them out of what is sent.
   */
  extensionFields?: readonly string[];
  /**
   * Reads a successful answer's value into the contract's shape, where the platform may name a field
   * two ways (a game's `code` for `gameCode`, spec 2 §3). Applied by the browser client only.
   */
  normalise?(value: Res): Res;
  /** Phantom fields carrying the types; never set at run time. */
  readonly __req?: Req;
  readonly __res?: Res;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

export function endpoint<Req, Res>(spec: Omit<Endpoint<Req, Res>, '__req' | '__res'>): Endpoint<Req, Res> {
  return spec;
}

/** Nothing to send. */
export type NoPayload = Record<string, never> | undefined;

/** The header that carries an idempotency key (IETF draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What a key looks like: 8 to 64 of A-Z a-z 0-9 _ - (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
