/**
 * The E flag's payload encryption (see EncryptedPayload in the contract): the JSON payload is
 * encrypted with AES-256-GCM under a fresh random key, bound to the call by its additional data,
 * and that key is wrapped with the server's RSA-OAEP (SHA-256) public key.
 */
import type { EncryptedPayload, HttpMethod, ServerPublicKey } from '../contract';
import { base64ToBytes, bytesToBase64 } from './base64';
import { randomBytes, subtleCrypto, type WebCryptoKey } from './web-crypto';

export const RSA_OAEP_256 = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const AES_KEY_BITS = 256;
export const GCM_IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;

/** A server key ready to wrap with. */
export interface WrappingKey {
  kid: string;
  key: WebCryptoKey;
}

/** Additional data of the AES-GCM encryption: a payload made for one call is refused by any other. */
export function payloadAad(method: HttpMethod, path: string): string {
  return `${method} ${path}`;
}

export async function importServerKey(serverKey: ServerPublicKey): Promise<WrappingKey> {
  if (serverKey.algorithm !== 'RSA-OAEP-256') throw new Error(`unsupported key algorithm ${String(serverKey.algorithm)}`);
  const key = await subtleCrypto().importKey('spki', base64ToBytes(serverKey.spki), RSA_OAEP_256, false, ['encrypt']);
  return { kid: serverKey.kid, key };
}

export async function encryptPayload(wrappingKey: WrappingKey, payload: unknown, aad: string): Promise<EncryptedPayload> {
  const subtle = subtleCrypto();
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, ['encrypt']);
  const iv = randomBytes(GCM_IV_BYTES);
  const plaintext = new TextEncoder().encode(JSON.stringify(payload ?? {}));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(aad), tagLength: GCM_TAG_BYTES * 8 },
    aesKey,
    plaintext,
  );
  const rawKey = await subtle.exportKey('raw', aesKey);
  const wrapped = await subtle.encrypt({ name: RSA_OAEP_256.name }, wrappingKey.key, rawKey);
  return {
    kid: wrappingKey.kid,
    key: bytesToBase64(new Uint8Array(wrapped)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(data)),
  };
}
