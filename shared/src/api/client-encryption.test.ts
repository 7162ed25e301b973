/** @jest-environment node */
// WebCrypto's subtle API exists in Node, not in jsdom: the client's E-flag path is tested here.
import { ApiError } from './api-error';
import { callApi, forgetServerKey } from './client';
import { type EncryptedPayload, endpoint, type ServerPublicKey } from './contract';
import { base64ToBytes, bytesToBase64, RSA_OAEP_256 } from './crypto';
import { getHumanVerification } from './human-verification';
import { fakeServer, ok, type FakeReply, type RecordedRequest } from './test-adapter';

const subtle = globalThis.crypto.subtle;

const login = endpoint<{ username: string; password: string }, { token: string }>({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
});

interface TestKey {
  publicKey: ServerPublicKey;
  privateKey: CryptoKey;
}

async function makeKey(kid: string): Promise<TestKey> {
  const pair = await subtle.generateKey(
    { ...RSA_OAEP_256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return { publicKey: { kid, algorithm: 'RSA-OAEP-256', spki }, privateKey: pair.privateKey };
}

async function open(config: RecordedRequest, key: TestKey): Promise<unknown> {
  const body = JSON.parse(String(config.data)) as EncryptedPayload;
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, key.privateKey, base64ToBytes(body.key));
  const aesKey = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const aad = new TextEncoder().encode(`${String(config.method).toUpperCase()} ${String(config.url)}`);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: base64ToBytes(body.iv), additionalData: aad }, aesKey, base64ToBytes(body.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

const unknownKey: FakeReply = { status: 400, data: { success: false, message: 'Unknown key', value: { encryptionError: 'unknownKey' } } };

describe('callApi with encrypted endpoints (E flag)', () => {
  let keyA: TestKey;
  let keyB: TestKey;
  beforeAll(async () => {
    [keyA, keyB] = await Promise.all([makeKey('key-a'), makeKey('key-b')]);
  });
  beforeEach(() => forgetServerKey());

  it('fetches the server key once and sends the payload encrypted, never in clear', async () => {
    const received: unknown[] = [];
    const sent = fakeServer(async (config) => {
      if (config.url === '/wps/system/publicKey') return ok(keyA.publicKey);
      received.push(await open(config, keyA));
      return ok({ token: 't' });
    });

    await expect(callApi(login, { username: 'ann', password: 'secret12' })).resolves.toEqual({ token: 't' });
    await callApi(login, { username: 'bob', password: 'other123' });

    expect(sent.map((config) => config.url)).toEqual(['/wps/system/publicKey', '/wps/session/login', '/wps/session/login']);
    expect(received).toEqual([
      { username: 'ann', password: 'secret12' },
      { username: 'bob', password: 'other123' },
    ]);
    expect(String(sent[1]?.data)).not.toContain('secret12');
    expect(Object.keys(JSON.parse(String(sent[1]?.data)) as object).sort()).toEqual(['data', 'iv', 'key', 'kid']);
  });

  it('fetches the key again and retries once when the server no longer knows it', async () => {
    let serverKey = keyA;
    const sent = fakeServer(async (config) => {
      if (config.url === '/wps/system/publicKey') return ok(serverKey.publicKey);
      const body = JSON.parse(String(config.data)) as EncryptedPayload;
      if (body.kid !== serverKey.publicKey.kid) return unknownKey;
      return ok(await open(config, serverKey));
    });
    await callApi(login, { username: 'ann', password: 'secret12' });

    serverKey = keyB; // rotated
    await expect(callApi(login, { username: 'ann', password: 'again123' })).resolves.toEqual({ username: 'ann', password: 'again123' });
    expect(sent.map((config) => config.url)).toEqual([
      '/wps/system/publicKey',
      '/wps/session/login',
      '/wps/session/login',
      '/wps/system/publicKey',
      '/wps/session/login',
    ]);
  });

  it("does not loop: a second key-id refusal is the caller's error", async () => {
    const sent = fakeServer((config) => (config.url === '/wps/system/publicKey' ? ok(keyA.publicKey) : unknownKey));
    const error = await callApi(login, { username: 'ann', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'badRequest', value: { encryptionError: 'unknownKey' } });
    expect(sent.filter((config) => config.url === '/wps/session/login')).toHaveLength(2);
  });

  it('reports a key that cannot be fetched as that failure, and tries again on the next call', async () => {
    let up = false;
    fakeServer((config) => {
      if (config.url === '/wps/system/publicKey') return up ? ok(keyA.publicKey) : { status: 503, data: { success: false, message: 'down', value: null } };
      return ok({ token: 't' });
    });
    await expect(callApi(login, { username: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'server', status: 503 });
    up = true;
    await expect(callApi(login, { username: 'a', password: 'b' })).resolves.toEqual({ token: 't' });
  });
});

describe('getHumanVerification', () => {
  it('fetches a challenge and answers it with `<challenge>.<counter>`', async () => {
    const challenge = { challenge: 'bm9uY2U.6.1900000000.c2ln', nonce: 'bm9uY2U', difficulty: 6, expiresAt: '2030-01-01T00:00:00.000Z' };
    const sent = fakeServer(() => ok(challenge));
    const result = await getHumanVerification();
    expect(sent[0]?.url).toBe('/wps/verification/challenge');
    expect(result.verifyProvider).toBe('pow');
    const counter = String(result.verifyToken).split('.').pop() ?? '';
    const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(`${challenge.nonce}${counter}`)));
    expect(digest[0]).toBeLessThan(4); // 6 leading zero bits
  });
});
