import { once } from 'node:events';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseKind } from '../db/database';
import { bearer, loginToken, loginWith, testAccountsConfig } from '../testing/accounts-kit';
import { TEST_ADMIN_TOKEN } from '../testing/test-app';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-databases';
import { fail } from './envelope';
import { installErrorHandling } from './error-handling';
import { amountPaths, DB_ID_PATTERN, findNulByte, installInputGuards, parseDbId } from './input-guards';
import { AMOUNT_SCHEMA } from './money-input';

/** A 4xx envelope: `{ success: false, message, value }`. */
function expectRefusal(response: LightMyRequestResponse, status: number, message?: RegExp): void {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  const body = response.json() as { success: unknown; message: unknown; value: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
}

describe('input guard helpers', () => {
  it('finds a NUL byte in any string or key, at any depth, without recursion', () => {
    expect(findNulByte({ a: 'x', b: ['y', { c: 'z' }] })).toBeNull();
    expect(findNulByte('a\u0000')).toBe('');
    expect(findNulByte({ a: ['ok', { b: 'no\u0000' }] })).toBe('a.1.b');
    expect(findNulByte({ ['k\u0000']: 1 })).toBe('k\\0');
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 50_000; level++) deep = [deep];
    expect(findNulByte(deep)).toMatch(/^0(\.0)*$/);
  });

  it('knows the ids an int4 column can hold', () => {
    const pattern = new RegExp(DB_ID_PATTERN);
    for (const ok of ['1', '9', '10', '999999999', '1000000000', '2000000000', '2147483647', '2147483639', '2147483599']) {
      expect([ok, pattern.test(ok)]).toEqual([ok, true]);
      expect(parseDbId(ok)).toBe(Number(ok));
    }
    for (const bad of ['0', '01', '-1', '2147483648', '2147483650', '2147490000', '2200000000', '3000000000', '9999999999', '10000000000', '1.5', '']) {
      expect([bad, pattern.test(bad)]).toEqual([bad, false]);
      expect(parseDbId(bad)).toBeNull();
    }
  });

  it('finds the amount fields of a body schema', () => {
    const schema = {
      type: 'object',
      properties: {
        amount: AMOUNT_SCHEMA,
        note: { type: 'string' },
        stakePerNumber: { type: 'string', maxLength: 15 },
        lines: { type: 'array', items: { type: 'object', properties: { turnover: { type: 'string' }, id: { type: 'integer' } } } },
      },
    };
    expect(amountPaths(schema)).toEqual([['amount'], ['stakePerNumber'], ['lines', '*', 'turnover']]);
  });
});

describe('a route with an amount and no guard of its own', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandling(app);
    installInputGuards(app);
    app.post('/pay', { schema: { body: { type: 'object', properties: { amount: AMOUNT_SCHEMA, items: { type: 'array', items: { type: 'object', properties: { amount: AMOUNT_SCHEMA } } } } } } }, async (request) => ({
      success: true,
      message: 'ok',
      value: request.body,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('refuses numbers, arrays and objects where an amount is due (the schema alone would coerce them)', async () => {
    for (const amount of [1, 1.5, ['1.00'], { value: '1.00' }, true]) {
      const response = await app.inject({ method: 'POST', url: '/pay', payload: { amount } });
      expectRefusal(response, 400, /^Invalid body: amount must be a string with at most two decimals/);
    }
    expectRefusal(await app.inject({ method: 'POST', url: '/pay', payload: { items: [{ amount: '1' }, { amount: 2 }] } }), 400, /items\.1\.amount/);
    expectRefusal(await app.inject({ method: 'POST', url: '/pay', payload: { amount: '1.001' } }), 400);
    const good = await app.inject({ method: 'POST', url: '/pay', payload: { amount: '10.50', items: [{ amount: '0.01' }] } });
    expect(good.json()).toEqual({ success: true, message: 'ok', value: { amount: '10.50', items: [{ amount: '0.01' }] } });
  });
});

describe.each(TEST_DATABASE_KINDS)('bad input on the whole app (%s)', (kind: DatabaseKind) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  const logs: string[] = [];

  beforeAll(async () => {
    test = await openPreparedTestDatabase(kind);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      db: test.db,
      config: { adminToken: TEST_ADMIN_TOKEN, accounts: testAccountsConfig(), rateLimit: { max: 100_000, timeWindowMs: 60_000 } },
      logger: { level: 'error', stream },
    });
    await app.ready();
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });
  beforeEach(() => {
    logs.length = 0;
  });

  const call = (options: InjectOptions) => app.inject({ remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...options });

  it('refuses a NUL byte in the login username (encrypted body) with a 400 envelope', async () => {
    const response = await loginWith(app, { username: 'demo_player\u0000', password: 'Demo2026pass' }, { remoteAddress: '10.8.0.1' });
    expectRefusal(response, 400, /username must not contain a NUL byte/);
    expect(logs).toEqual([]);
  });

  it('refuses a NUL byte in the password e-mail form', async () => {
    const response = await call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo_player%00&email=demo%40example.com',
    });
    expectRefusal(response, 400, /NUL byte/);
    expect(logs).toEqual([]);
  });

  it('refuses a NUL byte in any feedback field, logged in or not', async () => {
    for (const [field, headers] of [
      ['category', {}],
      ['content', bearer(token)],
      ['contact', {}],
    ] as const) {
      const payload = { category: 'Bug', content: 'The page froze', contact: 'me@example.com', [field]: 'bad\u0000value' };
      // The feedback schema's own pattern (no control characters) may answer first: a 400 naming the field either way.
      expectRefusal(await call({ method: 'PUT', url: '/wps/feedback', payload, headers }), 400, new RegExp(`^Invalid body: ${field} `));
    }
    expect(logs).toEqual([]);
  });

  it('refuses a NUL byte in a query or a path parameter before anything else runs', async () => {
    expectRefusal(await call({ method: 'GET', url: '/wps/agent/affiliate?code=AB%00&domain=x' }), 400, /^Invalid query: code must not contain a NUL byte/);
    expectRefusal(await call({ method: 'GET', url: '/lotto/lobby/abc%00def/state?gameCode=X' }), 400, /^Invalid path: token must not contain a NUL byte/);
    expectRefusal(await call({ method: 'GET', url: '/wps/member/messages?x=%00', headers: bearer(token) }), 400, /NUL byte/);
    expect(logs).toEqual([]);
  });

  it('refuses favourite ids past 2^31 - 1 with a 400 envelope', async () => {
    for (const nodeId of ['2147483648', '9999999999']) {
      const add = await call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGame', headers: bearer(token), payload: { nodeId, vendor: 'PG', gameType: 'RNG' } });
      expectRefusal(add, 400, /nodeId/);
      const remove = await call({ method: 'POST', url: '/wps/relay/MCSFE_removeFavoriteGame', headers: bearer(token), payload: { nodeId } });
      expectRefusal(remove, 400, /nodeId/);
    }
    expect(logs).toEqual([]);
  });

  it('answers game icons with ids out of range with a 404 envelope and no error log, every time', async () => {
    for (let round = 0; round < 20; round++) {
      for (const id of ['9999999999', '2147483648', '2147483647']) {
        expectRefusal(await call({ method: 'GET', url: `/wps/static/games/${id}.svg` }), 404, /Image not found/);
      }
    }
    expect(logs).toEqual([]);
    const known = await call({ method: 'GET', url: '/wps/static/games/1.svg' });
    expect(known.statusCode).toBe(200);
  });

  it('refuses amounts sent as numbers or arrays on every money route of the member', async () => {
    const key = () => ({ ...bearer(token), 'idempotency-key': `amount-${Math.random().toString(36).slice(2, 12)}` });
    const routes: Array<{ url: string; body: Record<string, unknown>; field: string }> = [
      { url: '/wps/relay/GCS_walletTransfer', body: { fromWallet: 'MAIN', toWallet: 'PG' }, field: 'amount' },
      { url: '/wps/cashier/deposit', body: { channelId: 'bank-transfer' }, field: 'amount' },
      { url: '/wps/cashier/withdraw', body: { accountId: '1', paymentPassword: 'x' }, field: 'amount' },
      { url: '/wps/cashier/upline/transfer', body: { paymentPassword: 'x' }, field: 'amount' },
      { url: '/lotto/lobby/nosuchtoken/bets', body: { gameCode: 'X', numero: '1', playType: 'x', picks: ['1'] }, field: 'stakePerNumber' },
      { url: '/wps/static/play/nosuchtoken/spin', body: {}, field: 'amount' },
    ];
    for (const route of routes) {
      for (const amount of [1, ['1.00'], { amount: '1.00' }]) {
        const response = await call({ method: 'POST', url: route.url, headers: key(), payload: { ...route.body, [route.field]: amount } });
        expectRefusal(response, 400, new RegExp(`${route.field} must be a string`));
      }
    }
    expect(logs).toEqual([]);
  });

  it('wraps the router\'s own refusals in the envelope: a path parameter too long (414), a malformed path (400)', async () => {
    expectRefusal(await call({ method: 'GET', url: `/lotto/lobby/${'x'.repeat(300)}/state?gameCode=X` }), 414, /URI Too Long/);
    expectRefusal(await call({ method: 'GET', url: '/lotto/lobby/%E0%A4%A/state?gameCode=X' }), 400, /path is not valid/);
    expect(logs).toEqual([]);
  });
});

describe('answers of the HTTP server itself (a real socket)', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    const brokenDb = {
      kind: 'postgres' as const,
      query: () => Promise.reject(new Error('no database in this test')),
      exec: () => Promise.reject(new Error('no database in this test')),
      transaction: () => Promise.reject(new Error('no database in this test')),
      listen: () => Promise.reject(new Error('no database in this test')),
      close: () => Promise.resolve(),
    };
    app = await buildApp({ db: brokenDb, config: { adminToken: null } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  async function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write(request);
    await once(socket, 'close');
    const text = Buffer.concat(chunks).toString('utf8');
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body };
  }

  it('answers header fields too large (431) with an envelope', async () => {
    const answer = await raw(`GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual(fail('Request Header Fields Too Large'));
  });

  it('answers a request line too long with an envelope (Node counts it as the header size: 431)', async () => {
    const answer = await raw(`GET /wps/system/status?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect([414, 431]).toContain(answer.status);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, value: null });
  });

  it('answers a malformed request with a 400 envelope', async () => {
    const answer = await raw('GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(fail('Bad Request: the request could not be read'));
  });

  it('answers a long path parameter over the network with a 414 envelope', async () => {
    const answer = await raw(`GET /lotto/lobby/${'x'.repeat(300)}/state HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual(fail('URI Too Long: a path parameter is too long'));
  });
});
