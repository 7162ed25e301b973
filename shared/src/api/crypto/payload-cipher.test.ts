/** @jest-environment node */
import type { EncryptedPayload, ServerPublicKey } from '../contract';
import { base64ToBytes, bytesToBase64 } from './base64';
import { encryptPayload, GCM_TAG_BYTES, importServerKey, payloadAad, RSA_OAEP_256 } from './payload-cipher';

const subtle = globalThis.crypto.subtle;

async function serverKeyPair(): Promise<{ publicKey: ServerPublicKey; privateKey: CryptoKey }> {
  const pair = await subtle.generateKey(
    { ...RSA_OAEP_256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return { publicKey: { kid: 'k1', algorithm: 'RSA-OAEP-256', spki }, privateKey: pair.privateKey };
}

/** What the server does: unwrap the AES key, then decrypt and authenticate with the call's additional data. */
async function decrypt(body: EncryptedPayload, privateKey: CryptoKey, aad: string): Promise<unknown> {
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(body.key));
  const aesKey = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(body.iv), additionalData: new TextEncoder().encode(aad) },
    aesKey,
    base64ToBytes(body.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('E-flag payload encryption', () => {
  let server: Awaited<ReturnType<typeof serverKeyPair>>;
  beforeAll(async () => {
    server = await serverKeyPair();
  });

  it('produces { kid, key, iv, data } that only the server key opens, giving back the payload', async () => {
    const payload = { username: 'ann', password: 'señal-123', type: 'username' };
    const aad = payloadAad('POST', '/wps/session/login');
    const body = await encryptPayload(await importServerKey(server.publicKey), payload, aad);

    expect(Object.keys(body).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    expect(body.kid).toBe('k1');
    expect(base64ToBytes(body.iv)).toHaveLength(12);
    expect(base64ToBytes(body.key)).toHaveLength(256);
    expect(JSON.stringify(body)).not.toContain('ann');
    expect(base64ToBytes(body.data).length).toBe(new TextEncoder().encode(JSON.stringify(payload)).length + GCM_TAG_BYTES);
    await expect(decrypt(body, server.privateKey, aad)).resolves.toEqual(payload);
  });

  it('uses a fresh key and IV every time', async () => {
    const key = await importServerKey(server.publicKey);
    const first = await encryptPayload(key, { a: 1 }, 'POST /x');
    const second = await encryptPayload(key, { a: 1 }, 'POST /x');
    expect(second.iv).not.toBe(first.iv);
    expect(second.key).not.toBe(first.key);
    expect(second.data).not.toBe(first.data);
  });

  it('binds the payload to its call: another path cannot decrypt it', async () => {
    const body = await encryptPayload(await importServerKey(server.publicKey), { a: 1 }, payloadAad('PUT', '/wps/member/register'));
    await expect(decrypt(body, server.privateKey, payloadAad('POST', '/wps/session/login'))).rejects.toThrow();
  });

  it('refuses a key of another algorithm', async () => {
    await expect(importServerKey({ ...server.publicKey, algorithm: 'RSA1_5' as 'RSA-OAEP-256' })).rejects.toThrow(/unsupported/);
  });

  it('round-trips binary through base64 for every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
