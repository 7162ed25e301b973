/**
 * The server side of the E flag (EncryptedPayload in the contract). Runs as the route's
 * preValidation hook: the decrypted object replaces the body, so the route's JSON schema then
 * validates it like any clear body. A clear payload on an E route is refused (400).
 */
import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EncryptionErrorCode } from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import type { ServerKeys } from './server-keys';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const MESSAGES: Record<EncryptionErrorCode, string> = {
  plainPayload: 'This call takes an encrypted payload { kid, key, iv, data } (see GET /wps/system/publicKey)',
  unknownKey: 'The payload was encrypted for an unknown key: fetch GET /wps/system/publicKey again',
  undecryptable: 'The encrypted payload cannot be decrypted',
};

function refuse(code: EncryptionErrorCode): HttpError {
  return new HttpError(400, MESSAGES[code], { value: { encryptionError: code } });
}

interface Envelope {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

function asEnvelope(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = Object.keys(body).sort();
  if (fields.join(',') !== 'data,iv,key,kid') return null;
  const { kid, key, iv, data } = body as Record<string, unknown>;
  const ok = [kid, key, iv, data].every((value) => typeof value === 'string');
  return ok ? { kid, key, iv, data } as Envelope : null;
}

function decode(text: string): Buffer {
  if (!BASE64.test(text)) throw refuse('undecryptable');
  return Buffer.from(text, 'base64');
}

/** Additional data the client bound the payload to: `<METHOD> <route path>`. */
export function routeAad(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

export async function decryptPayload(keys: ServerKeys, body: unknown, aad: string): Promise<unknown> {
  const envelope = asEnvelope(body);
  if (!envelope) throw refuse('plainPayload');
  const privateKey = await keys.privateKey(envelope.kid);
  if (!privateKey) throw refuse('unknownKey');
  const iv = decode(envelope.iv);
  const data = decode(envelope.data);
  if (iv.length !== IV_BYTES || data.length < TAG_BYTES) throw refuse('undecryptable');
  let plaintext: Buffer;
  try {
    const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, decode(envelope.key));
    if (aesKey.length !== AES_KEY_BYTES) throw new Error('bad key length');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    plaintext = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw refuse('undecryptable');
  }
  try {
    return JSON.parse(plaintext.toString('utf8')) as unknown;
  } catch {
    throw refuse('undecryptable');
  }
}

/** preValidation hook of an E route. */
export function decryptBodyHook(keys: ServerKeys) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    request.body = await decryptPayload(keys, request.body, routeAad(request));
  };
}

/**
 * One encrypted field of a clear body (the free-play random string): an EncryptedPayload's four
 * fields joined by dots, `<kid>.<key>.<iv>.<data>` (none of them contains a dot), decrypted like an
 * E body with the call's additional data. Anything else is a clear value: 400 plainPayload.
 */
export async function decryptDottedField(keys: ServerKeys, text: string, aad: string): Promise<unknown> {
  const parts = text.split('.');
  if (parts.length !== 4) throw refuse('plainPayload');
  const [kid, key, iv, data] = parts as [string, string, string, string];
  return decryptPayload(keys, { kid, key, iv, data }, aad);
}
