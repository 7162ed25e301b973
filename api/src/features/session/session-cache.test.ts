import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { deliverForTest } from '../../cache/bus';
import { bearer, createClock, loginToken, testAccountsConfig, type TestClock } from '../../testing/accounts-kit';
import { countingDatabase, type CountingDatabase } from '../../testing/counting-database';
import { TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { hashToken, SESSION_CACHE_MS, touchEveryMs } from './sessions';

const IDLE_MS = 60_000;

describe.each(TEST_DATABASE_KINDS)('the session cache on %s', (kind) => {
  let test: TestDatabase;
  let counting: CountingDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  beforeAll(async () => {
    test = await openPreparedTestDatabase(kind);
    counting = countingDatabase(test.db);
    clock = createClock();
    app = await buildApp({
      db: counting.db,
      config: { adminToken: TEST_ADMIN_TOKEN, accounts: testAccountsConfig({ now: clock.now, sessionIdleMs: IDLE_MS }) },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const balance = async (token: string) => (await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).statusCode;
  const sessionStatements = () => counting.statements.filter((sql) => sql.includes('member_session'));
  let ip = 0;
  const login = () => loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: `10.14.0.${(ip += 1)}` });

  it('checks a session in use from memory and writes its idle deadline at most once per interval', async () => {
    const token = await login();
    expect(await balance(token)).toBe(200);
    counting.reset();
    for (let call = 0; call < 20; call += 1) expect(await balance(token)).toBe(200);
    // Twenty balances: twenty balance queries, no session read or write.
    expect(sessionStatements()).toEqual([]);
    expect(counting.statements).toHaveLength(20);

    // Past the write-back interval (5 s for a 1-minute idle limit) one call renews the deadline, once.
    clock.advance(touchEveryMs(IDLE_MS));
    counting.reset();
    for (let call = 0; call < 5; call += 1) expect(await balance(token)).toBe(200);
    expect(sessionStatements().filter((sql) => sql.startsWith('UPDATE'))).toHaveLength(1);
    const { rows } = await test.db.query<{ at: Date }>('SELECT last_seen_at AS at FROM member_session WHERE token_hash = $1', [hashToken(token)]);
    expect(rows[0]?.at.getTime()).toBe(clock.now().getTime());
  });

  it('refuses a session at once after its logout', async () => {
    const token = await login();
    expect(await balance(token)).toBe(200);
    const logout = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(await balance(token)).toBe(401);
  });

  it('refuses a session another process revoked at once when told, and within SESSION_CACHE_MS when not', async () => {
    const told = await login();
    const untold = await login();
    expect([await balance(told), await balance(untold)]).toEqual([200, 200]);
    await test.db.query('UPDATE member_session SET revoked_at = $2 WHERE token_hash = ANY($1::text[])', [
      [hashToken(told), hashToken(untold)],
      clock.now(),
    ]);
    deliverForTest({ kind: 'forget-sessions', tokenHashes: [hashToken(told)] });
    expect(await balance(told)).toBe(401);
    // Not told (a process on another machine): still served from memory, then refused.
    expect(await balance(untold)).toBe(200);
    clock.advance(SESSION_CACHE_MS);
    expect(await balance(untold)).toBe(401);
  });

  it('drops every other session of a member another process logged out', async () => {
    const kept = await login();
    const other = await login();
    expect([await balance(kept), await balance(other)]).toEqual([200, 200]);
    const { rows } = await test.db.query<{ member_id: string }>('SELECT member_id FROM member_session WHERE token_hash = $1', [hashToken(kept)]);
    const memberId = rows[0]!.member_id;
    await test.db.query('UPDATE member_session SET revoked_at = $3 WHERE member_id = $1 AND token_hash <> $2 AND revoked_at IS NULL', [
      memberId,
      hashToken(kept),
      clock.now(),
    ]);
    deliverForTest({ kind: 'forget-member-sessions', memberId, keep: hashToken(kept) });
    expect([await balance(kept), await balance(other)]).toEqual([200, 401]);
  });
});
