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
