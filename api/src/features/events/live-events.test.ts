/**
 * GET /wps/member/events on a listening app (a real socket, node's fetch reading the stream as the
 * browser does), on PGlite and, with DATABASE_URL, on PostgreSQL: auth, what a deposit, a transfer
 * and an operator's message send and to whom, one stream per session, logout, expiry, the replay of a
 * reconnect, the per-process limit and the close. The relay between processes: worker-relay.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Balance, DepositOrder, LiveEvent } from '@suite/shared/contract';
import { buildApp } from '../../app';
import { bearer, createClock, loginToken, memberIdOf, startAccountsApp, testAccountsConfig, type TestClock } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { pruneEvents } from './event-store';
import { openTestStream, settle, type TestStream } from './testing/sse-client';
import { invalidateOperatorData } from '../../cache/operator-data';
import { MERCHANT_WALLET_DATA } from '../game-wallet/wallet-repository';

const HEARTBEAT_MS = 150;
const IDLE_MS = 60 * 60_000;
const LIVE = { maxStreams: 50, heartbeatMs: HEARTBEAT_MS, replayMs: 300_000 };

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe.each(TEST_DATABASE_KINDS)('live account events on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let stop: () => Promise<void>;
  let base: string;
  let clock: TestClock;
  let player: string;
  let other: string;
  const streams: TestStream[] = [];

  const open = async (options: Parameters<typeof openTestStream>[1] = {}, at = base): Promise<TestStream> => {
    const stream = await openTestStream(at, options);
    streams.push(stream);
    return stream;
  };
  const balanceOf = async (token: string): Promise<Balance> =>
    envelope<Balance>(await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).value;
  const unreadOf = async (token: string): Promise<number> =>
    envelope<{ unreadMessage: number }>(await app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: bearer(token) })).value.unreadMessage;

  /** A deposit order of the member, paid by the operator (as scripts/cashier does). */
  async function approvedDeposit(token: string, amount = '500.00'): Promise<void> {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: { channelId: 'bank-bdo', amount },
    });
    const order = envelope<DepositOrder>(created).value;
    expect(order.orderId).toBeTruthy();
    const settled = await app.inject({ method: 'POST', url: `/admin/cashier/deposits/${order.orderId}/settle`, headers: TEST_ADMIN_HEADERS, payload: { status: 'paid' } });
    expect(envelope<DepositOrder>(settled).value.status).toBe('credited');
  }

  async function operatorMessage(account: string, title = 'Hola'): Promise<void> {
    const sent = await app.inject({ method: 'POST', url: '/admin/members/messages', headers: TEST_ADMIN_HEADERS, payload: { account, title, content: 'Un mensaje del operador' } });
    expect(sent.statusCode).toBe(200);
  }

  beforeAll(async () => {
    clock = createClock();
    const started = await startAccountsApp(kind, { now: clock.now, sessionIdleMs: IDLE_MS }, { liveEvents: LIVE });
    app = started.app;
    test = started.test;
    stop = started.close;
    base = await listenOn(app);
    player = await loginToken(app, 'demo_player', 'Demo2026pass');
    other = await loginToken(app, 'demo_agent', 'Agent2026pass');
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    // Streams still open must not keep the app from closing. The test's own fetch connections (kept
    // alive by node's client) would hold the server for fastify's keepAliveTimeout (72 s): cut them.
    app.server.closeAllConnections();
    await stop();
  });

  it('answers 401 (an envelope, no stream) without a session, and never reads a token from the URL', async () => {
    const none = await open();
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, message: expect.stringMatching(/sesión/), value: null });
    const wrong = await open({ token: 'x'.repeat(43) });
    expect(wrong.status).toBe(401);
    const inUrl = await open({ path: `/wps/member/events?token=${player}` });
    expect(inUrl.status).toBe(401);
    const both = await open({ token: player, path: `/wps/member/events?token=${player}` });
    expect(both.status).toBe(400);
  });

  it('refuses a session held to a password change (403, as the balance call) and answers HEAD with 404', async () => {
    const weak = await loginToken(app, 'demo_weak', '123456');
    const held = await open({ token: weak });
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ success: false, value: { code: 'passwordChangeRequired' } });
    const head = await fetch(`${base}/wps/member/events`, { method: 'HEAD', headers: bearer(player) });
    expect(head.status).toBe(404);
  });

  it('streams text/event-stream, uncached, with the retry interval first and a ping each heartbeat; the token header works too', async () => {
    const stream = await open({ headers: { token: player, origin: 'http://localhost:3000' } });
    expect(stream.status).toBe(200);
    // The hooks' headers reach the hijacked answer: CORS for the suite's origins, the rate limit's.
    expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(stream.headers.get('x-ratelimit-limit')).toBeTruthy();
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    await settle(HEARTBEAT_MS * 3);
    expect(stream.retry).toBe(3000);
    expect(stream.comments).toContain('ping');
    expect(stream.events).toEqual([]);
  });

  it("tells the member's stream the new balance within 2 s of a deposit approved, and tells another member nothing", async () => {
    const mine = await open({ token: player });
    const theirs = await open({ token: other });
    await approvedDeposit(player, '500.00');
    const event = await mine.next((e) => e.kind === 'balance', 2_000);
    expect(event.sumBalance).toBe((await balanceOf(player)).sumBalance);
    expect(event.id).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    await settle();
    expect(theirs.events).toEqual([]);
  });

  it('sends a balance event for a transfer between wallets (the total stays) and a messages event with the unread count', async () => {
    await test.db.query(`UPDATE site_setting SET value = '{"isSingle": false}'::jsonb WHERE key = 'merchantWallet'`);
    invalidateOperatorData(test.db, MERCHANT_WALLET_DATA);
    await approvedDeposit(player, '200.00');
    const mine = await open({ token: player });
    const theirs = await open({ token: other });
    const transfer = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: bearer(player),
      payload: { fromWallet: 'MAIN', toWallet: 'SPX', amount: '25.00', idempotencyKey: randomUUID() },
    });
    expect(envelope<Balance>(transfer).success).toBe(true);
    const balance = await mine.next((e) => e.kind === 'balance');
    const now = await balanceOf(player);
    expect(now.wallets.find((wallet) => wallet.wallet === 'SPX')?.balance).toBe('25.00');
    expect(balance.sumBalance).toBe(now.sumBalance);

    await operatorMessage('demo_player');
    const message = await mine.next((e) => e.kind === 'messages');
    expect(message.unreadMessage).toBe(await unreadOf(player));
    expect(message.unreadMessage).toBeGreaterThan(0);
    await settle();
    expect(theirs.events).toEqual([]);
  });

  it('sends one event per change: a transaction that moved money and wrote a message has one id for both', async () => {
    const mine = await open({ token: player });
    await approvedDeposit(player, '100.00');
    const balance = await mine.next((e) => e.kind === 'balance');
    const sameChange = mine.events.filter((e) => e.id === balance.id).map((e) => e.kind);
    // The credit notice goes to the inbox in the approval's transaction.
    expect(sameChange).toEqual(['balance', 'messages']);
  });

  it('keeps one stream per session: a second one ends the first (reason replaced); other sessions keep theirs', async () => {
    const first = await open({ token: player });
    const theirs = await open({ token: other });
    const second = await open({ token: player });
    const ended = await first.next((e) => e.kind === 'end');
    expect(ended.reason).toBe('replaced');
    await first.closed;
    await operatorMessage('demo_player');
    expect((await second.next((e) => e.kind === 'messages')).unreadMessage).toBe(await unreadOf(player));
    await settle();
    expect(theirs.events).toEqual([]);
    expect(first.events.filter((e) => e.kind === 'messages')).toEqual([]);
  });

  it('ends the stream at logout (reason logout), and the session can open no other', async () => {
    const token = await loginToken(app, 'demo_player', 'Demo2026pass');
    const stream = await open({ token });
    const theirs = await open({ token: other });
    const out = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await stream.next((e) => e.kind === 'end')).reason).toBe('logout');
    await stream.closed;
    expect((await open({ token })).status).toBe(401);
    await settle();
    expect(theirs.events).toEqual([]);
  });

  it('ends the stream when the session expires, and the stream does not keep it alive', async () => {
    const token = await loginToken(app, 'demo_player', 'Demo2026pass');
    const stream = await open({ token });
    await settle(HEARTBEAT_MS * 3);
    expect(stream.events).toEqual([]);
    clock.advance(IDLE_MS + 1_000);
    try {
      expect((await stream.next((e) => e.kind === 'end', 2_000)).reason).toBe('expired');
      await stream.closed;
    } finally {
      clock.advance(-(IDLE_MS + 1_000));
    }
    // The other sessions were used meanwhile (in this test's time), so they live on.
  });

  it("replays only the missed events after a reconnect's Last-Event-ID, each kind once at its newest", async () => {
    const first = await open({ token: player });
    await approvedDeposit(player, '110.00');
    const seen = await first.next((e) => e.kind === 'balance');
    first.close();
    // Missed while away: two deposits (balance twice, messages twice) and an operator message.
    await approvedDeposit(player, '111.00');
    await approvedDeposit(player, '112.00');
    await operatorMessage('demo_player', 'Mientras tanto');
    const again = await open({ token: player, lastEventId: seen.id });
    const balance = await again.next((e) => e.kind === 'balance');
    const messages = await again.next((e) => e.kind === 'messages');
    expect(balance.sumBalance).toBe((await balanceOf(player)).sumBalance);
    expect(messages.unreadMessage).toBe(await unreadOf(player));
    expect(BigInt(balance.id)).toBeGreaterThan(BigInt(seen.id));
    await settle();
    expect(again.events.map((e) => e.kind)).toEqual(['balance', 'messages']);
    // Ids never go back: the newest one is last.
    const ids = again.events.map((e) => BigInt(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    again.close();

    // Nothing missed since the newest id: nothing replayed; live events still come.
    const newest = again.events.at(-1) as LiveEvent;
    const current = await open({ token: player, lastEventId: newest.id });
    await settle();
    expect(current.events).toEqual([]);
    await operatorMessage('demo_player');
    expect((await current.next()).kind).toBe('messages');
  });

  it('tells a reconnect whose events were pruned that everything may have changed', async () => {
    const first = await open({ token: player });
    await operatorMessage('demo_player');
    const seen = await first.next((e) => e.kind === 'messages');
    first.close();
    await approvedDeposit(player, '113.00');
    await operatorMessage('demo_player');
    // Past the replay window: the prune takes everything so far.
    expect(await pruneEvents(test.db, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    const again = await open({ token: player, lastEventId: seen.id });
    // The replay is written after the headers: wait for its last kind (a busy machine is slow), then for strays.
    await again.next((e) => e.kind === 'bets', 10_000);
    await settle();
    expect(again.events.map((e) => e.kind)).toEqual(['balance', 'messages', 'rewards', 'withdrawal', 'bets']);
    expect(again.events[0]?.sumBalance).toBe((await balanceOf(player)).sumBalance);
    expect(again.events[1]?.unreadMessage).toBe(await unreadOf(player));
    expect(BigInt(again.events[0]?.id as string)).toBeGreaterThan(BigInt(seen.id));
    // An id nothing was pruned after gets no such list.
    const latest = await open({ token: player, lastEventId: again.events[0]?.id as string });
    await settle();
    expect(latest.events).toEqual([]);
  });

  it('refuses a stream past the per-process limit with a 429 envelope and Retry-After, but lets a session replace its own', async () => {
    const small = await buildApp({ db: test.db, config: { adminToken: TEST_ADMIN_TOKEN, accounts: testAccountsConfig({ now: clock.now }), liveEvents: { ...LIVE, maxStreams: 1 } } });
    try {
      const at = await listenOn(small);
      const held = await open({ token: player }, at);
      expect(held.status).toBe(200);
      const refused = await open({ token: other, headers: { 'accept-language': 'en' } }, at);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(refused.body).toEqual({ success: false, message: 'Too many open connections, please try again in a few seconds', value: null });
      const replacing = await open({ token: player }, at);
      expect(replacing.status).toBe(200);
      expect((await held.next((e) => e.kind === 'end')).reason).toBe('replaced');
    } finally {
      await small.close();
    }
  });

  it('closes its streams when the app closes, without an end event (the client reconnects elsewhere)', async () => {
    const extra = await buildApp({ db: test.db, config: { adminToken: TEST_ADMIN_TOKEN, accounts: testAccountsConfig({ now: clock.now }), liveEvents: LIVE } });
    const at = await listenOn(extra);
    const stream = await open({ token: player }, at);
    expect(stream.status).toBe(200);
    await extra.close();
    await stream.closed;
    expect(stream.events).toEqual([]);
  });

  it('keeps the member id in each event to the member: an event row of another member never reaches this stream', async () => {
    const mine = await open({ token: player });
    const agentId = await memberIdOf(test, 'demo_agent');
    await test.db.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [agentId, 'Solo para el agente', '...']);
    // Whatever else someone sends on the channel is ignored, and the stream goes on.
    for (const junk of ['garbage', '{"id":"1"}', '{"id":"x","m":"1","k":["balance"],"at":"now"}', 'null']) {
      await test.db.query('SELECT pg_notify(member_events_channel(), $1)', [junk]);
    }
    await settle();
    expect(mine.events).toEqual([]);
    await operatorMessage('demo_player');
    expect((await mine.next()).kind).toBe('messages');
  });
});
