import type { FastifyInstance } from 'fastify';
import type { EncryptedPayload, LoginResult, ServerPublicKey } from '@suite/shared/contract';
import { base64ToBytes, bytesToBase64, encryptPayload, importServerKey, payloadAad } from '@suite/shared/crypto';
import { buildApp } from '../../app';
import { callEncrypted, encryptFor, humanCheck, startAccountsApp, testAccountsConfig } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

const LOGIN = '/wps/session/login';

describe.each(TEST_DATABASE_KINDS)('E-flag payload encryption on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
  });
  afterAll(() => close());

  const serverKey = async (): Promise<ServerPublicKey> =>
    envelope<ServerPublicKey>(await app.inject({ method: 'GET', url: '/wps/system/publicKey' })).value;
  const post = (payload: unknown, url = LOGIN) => app.inject({ method: 'POST', url, payload: payload as object });

  it('publishes one RSA-OAEP-256 key (3072-bit SPKI) with a key id, kept in the database', async () => {
    const key = await serverKey();
    expect(key.algorithm).toBe('RSA-OAEP-256');
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // SPKI of a 3072-bit key is 422 bytes.
    expect(base64ToBytes(key.spki)).toHaveLength(422);
    expect(await serverKey()).toEqual(key);
    const { rows } = await test.db.query<{ kid: string }>('SELECT kid FROM server_key');
    expect(rows).toEqual([{ kid: key.kid }]);

    // Another app on the same database (a restart, a second process) serves the same key.
    const again = await buildApp({ db: test.db, config: { adminToken: TEST_ADMIN_TOKEN, accounts: testAccountsConfig() } });
    try {
      expect(envelope<ServerPublicKey>(await again.inject({ method: 'GET', url: '/wps/system/publicKey' })).value).toEqual(key);
    } finally {
      await again.close();
    }
  });

  it('decrypts a payload encrypted by the client code, then validates it like a clear body', async () => {
    const ok = await callEncrypted(app, 'POST', LOGIN, { type: 'username', username: 'demo_player', password: 'Demo2026pass', ...(await humanCheck(app)) });
    expect(envelope<LoginResult>(ok).value.account).toBe('demo_player');
    const invalid = await callEncrypted(app, 'POST', LOGIN, { type: 'username', username: 'demo_player' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ success: false, message: 'Invalid body: password is required', value: null });
  });

  it('refuses an E payload sent in clear (400, plainPayload)', async () => {
    for (const body of [{ type: 'username', username: 'demo_player', password: 'Demo2026pass' }, { kid: 'x', key: 'y', iv: 'z' }, []]) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'This call takes an encrypted payload { kid, key, iv, data } (see GET /wps/system/publicKey)',
        value: { encryptionError: 'plainPayload' },
      });
    }
    const changePassword = await app.inject({ method: 'PUT', url: '/wps/member/register', payload: { login: true } });
    expect(changePassword.json()).toMatchObject({ value: { encryptionError: 'plainPayload' } });
  });

  it('asks for the key again when the key id is unknown (400, unknownKey)', async () => {
    const body = (await encryptFor(app, 'POST', LOGIN, { type: 'username', username: 'a', password: 'b' })) as EncryptedPayload;
    const response = await post({ ...body, kid: 'retired-or-other' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ value: { encryptionError: 'unknownKey' } });
  });

  it('refuses a tampered payload, one made for another call, and garbage (400, undecryptable)', async () => {
    const body = (await encryptFor(app, 'POST', LOGIN, { type: 'username', username: 'a', password: 'b' })) as EncryptedPayload;
    const data = base64ToBytes(body.data);
    data[0] = (data[0] ?? 0) ^ 1;
    const forRegister = (await encryptFor(app, 'PUT', '/wps/member/register', { type: 'username', username: 'a', password: 'b' })) as EncryptedPayload;
    const notJson = await encryptPayload(await importServerKey(await serverKey()), undefined, payloadAad('POST', LOGIN));
    const cases: unknown[] = [
      { ...body, data: bytesToBase64(data) },
      forRegister,
      { ...body, iv: bytesToBase64(new Uint8Array(8)) },
      { ...body, key: 'not base64!' },
      { ...body, key: bytesToBase64(new Uint8Array(384)) },
      { ...body, data: '' },
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The encrypted payload cannot be decrypted',
        value: { encryptionError: 'undecryptable' },
      });
    }
    // An empty payload encrypts as {}: decrypted fine, then refused by the schema.
    expect((await post(notJson)).json()).toMatchObject({ message: 'Invalid body: username is required' });
  });

  it('does not encrypt calls without the E flag', async () => {
    const response = await app.inject({ method: 'POST', url: '/wps/session/login/code', payload: { code: 'x' } });
    expect(response.json()).toMatchObject({ success: false, message: 'El código de acceso no es válido o ha caducado' });
  });
});
