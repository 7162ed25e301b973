/**
 * The platform's pluggable schemes, each behind one small interface and registered by name; the platform
 * profile (config.json `platform`) picks one by name. An operator adds theirs with `registerPayloadScheme`
 * or `registerHumanVerification` (e.g. in a federation runtime plugin) without touching the apps.
 */
import type { CallOptions } from '../client';
import type { Endpoint, HumanVerification } from '../contract';

/** The call an encrypted payload is made for (path as sent, after the profile's path overrides). */
export interface EncryptionTarget {
  method: Endpoint<unknown, unknown>['method'];
  path: string;
}

/** Payload encryption of E-flagged calls. */
export interface PayloadEncryptionScheme {
  /** The body to send instead of `payload`. */
  encryptPayload(target: EncryptionTarget, payload: unknown): Promise<unknown>;
  /** The platform refused the key this scheme used (rotated): drop cached keys; the call is retried once. */
  forget(): void;
}

/** Human verification for login, registration and SMS: fields spread into the request. */
export interface HumanVerificationProvider {
  humanVerification(options: CallOptions): Promise<HumanVerification & Record<string, unknown>>;
}

/** What a scheme may use from the client without importing it (no cycle). */
export interface SchemeContext {
  /** Calls a contract endpoint through the client (with the profile applied). */
  call<Req, Res>(endpoint: Endpoint<Req, Res>, payload: Req, options?: CallOptions): Promise<Res>;
}

type Factory<T> = (context: SchemeContext) => T;

const payloadSchemes = new Map<string, Factory<PayloadEncryptionScheme>>();
const verificationProviders = new Map<string, Factory<HumanVerificationProvider>>();
const payloadInstances = new Map<string, PayloadEncryptionScheme>();
const verificationInstances = new Map<string, HumanVerificationProvider>();

export function registerPayloadScheme(name: string, factory: Factory<PayloadEncryptionScheme>): void {
  payloadSchemes.set(name, factory);
  payloadInstances.delete(name);
}

export function registerHumanVerification(name: string, factory: Factory<HumanVerificationProvider>): void {
  verificationProviders.set(name, factory);
  verificationInstances.delete(name);
}

export function payloadSchemeNames(): string[] {
  return [...payloadSchemes.keys()];
}

export function humanVerificationNames(): string[] {
  return [...verificationProviders.keys()];
}

function instance<T>(kind: string, name: string, factories: Map<string, Factory<T>>, instances: Map<string, T>, context: SchemeContext): T {
  const made = instances.get(name);
  if (made) return made;
  const factory = factories.get(name);
  // A profile naming a scheme nobody registered must fail loudly, never send the payload in clear.
  if (!factory) throw new Error(`[suite] no ${kind} named "${name}" is registered (platform profile)`);
  const created = factory(context);
  instances.set(name, created);
  return created;
}

export function payloadScheme(name: string, context: SchemeContext): PayloadEncryptionScheme {
  return instance('payload-encryption scheme', name, payloadSchemes, payloadInstances, context);
}

export function humanVerificationProvider(name: string, context: SchemeContext): HumanVerificationProvider {
  return instance('human-verification provider', name, verificationProviders, verificationInstances, context);
}

/** Every made scheme forgets its keys (forgetServerKey). */
export function forgetPayloadKeys(): void {
  for (const scheme of payloadInstances.values()) scheme.forget();
}
