/**
 * The relay between API processes (SUITE_API_WORKERS=N on PostgreSQL): two apps on one database
 * schema, each with its own pool and LISTEN connection, as two workers have. A change committed
 * through one reaches a stream held by the other, a logout through one ends the other's stream, and a
 * newer stream of the session in one replaces the older in the other. PostgreSQL only (PGlite is one
 * process): skipped without DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Balance, DepositOrder } from '@suite/shared/contract';
import { buildApp } from '../../app';
import { bearer, loginToken, startAccountsApp, testAccountsConfig } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';
import { openTestStream, settle, type TestStream } from './testing/sse-client';

const LIVE = { maxStreams: 50, heartbeatMs: 200, replayMs: 300_000 };

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

(process.env.DATABASE_URL ? describe : describe.skip)('live events relayed between two API processes on one PostgreSQL schema', () => {
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let test: TestDatabase;
  let stop: () => Promise<void>;
  let baseA: string;
  let baseB: string;
  let player: string;
  let other: string;
  const streams: TestStream[] = [];
  const open = async (base: string, token: string): Promise<TestStream> => {
    const stream = await openTestStream(base, { token });
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    const started = await startAccountsApp('postgres', {}, { liveEvents: LIVE });
    appA = started.app;
    test = started.test;
    stop = started.close;
    if (!test.openSecond) throw new Error('PostgreSQL test databases open a second connection pool');
    // The second "worker": its own pool and its own LISTEN connection on the same schema.
    appB = await buildApp({ db: await test.openSecond(), config: { adminToken: TEST_ADMIN_TOKEN, accounts: testAccountsConfig(), liveEvents: LIVE } });
    baseA = await listenOn(appA);
    baseB = await listenOn(appB);
    player = await loginToken(appA, 'demo_player', 'Demo2026pass');
    other = await loginToken(appA, 'demo_agent', 'Agent2026pass');
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    // The test's own keep-alive fetch connections would hold each server for fastify's keepAliveTimeout
    // (72 s): cut them right before each close.
    appB.server.closeAllConnections();
    await appB.close();
    appA.server.closeAllConnections();
    await stop();
  });

  it('delivers a deposit approved through one process to the stream held by the other, within 2 s, to that member only', async () => {
    const onB = await open(baseB, player);
    const otherOnB = await open(baseB, other);
    // Another session of the other member (one session holds one stream, wherever it is).
    const otherOnA = await open(baseA, await loginToken(appA, 'demo_agent', 'Agent2026pass'));
    const order = envelope<DepositOrder>(
      await appA.inject({ method: 'POST', url: '/wps/cashier/deposit', headers: { ...bearer(player), 'idempotency-key': randomUUID() }, payload: { channelId: 'bank-bdo', amount: '300.00' } }),
    ).value;
    const started = Date.now();
    await appA.inject({ method: 'POST', url: `/admin/cashier/deposits/${order.orderId}/settle`, headers: TEST_ADMIN_HEADERS, payload: { status: 'paid' } });
    const event = await onB.next((e) => e.kind === 'balance', 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    const balance = envelope<Balance>(await appA.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(player) })).value;
    expect(event.sumBalance).toBe(balance.sumBalance);
    await settle();
    expect(otherOnB.events).toEqual([]);
    expect(otherOnA.events).toEqual([]);
  });

  it('ends the stream held by the other process at a logout (reason logout)', async () => {
    const token = await loginToken(appA, 'demo_player', 'Demo2026pass');
    const onB = await open(baseB, token);
    expect((await appA.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await onB.next((e) => e.kind === 'end')).reason).toBe('logout');
    await onB.closed;
  });

  it('keeps one stream per session across processes: a newer one in A ends the older one in B (reason replaced)', async () => {
    const onB = await open(baseB, player);
    const onA = await open(baseA, player);
    expect((await onB.next((e) => e.kind === 'end')).reason).toBe('replaced');
    await onB.closed;
    await appB.inject({ method: 'POST', url: '/admin/members/messages', headers: TEST_ADMIN_HEADERS, payload: { account: 'demo_player', title: 'Hola', content: 'Desde B' } });
    expect((await onA.next((e) => e.kind === 'messages')).unreadMessage).toBeGreaterThan(0);
  });
});
