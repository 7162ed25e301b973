import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DepositOrder, LoginResult, MemberInfo, ReferralSummary } from '@suite/shared/contract';
import { bearer, callEncrypted, humanCheck, loginToken, setSwitch, solvedCaptcha, startAccountsApp } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { maskAccount } from '../accounts/phone';

const SUMMARY = '/wps/member/referral';

describe('maskAccount', () => {
  it('keeps the first two characters and the last one of longer accounts, only the first of short ones', () => {
    expect(maskAccount('abcdef9')).toBe('ab***9');
    expect(maskAccount('abcd')).toBe('ab***d');
    expect(maskAccount('abc')).toBe('a***');
    expect(maskAccount('ñandú_2')).toBe('ña***2');
  });
});

describe.each(TEST_DATABASE_KINDS)('referral summary on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let player: string;
  let agent: string;
  let playerCode: string;
  const statuses: number[] = [];
  let ipCounter = 0;
  let keyCounter = 0;

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    player = await loginToken(app, 'demo_player', 'Demo2026pass');
    agent = await loginToken(app, 'demo_agent', 'Agent2026pass');
    playerCode = envelope<MemberInfo>(await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(player) })).value.referralCode;
   }, 180_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await close?.();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  const summary = (query = '', token: string | null = player, headers: Record<string, string> = {}) =>
    call({ method: 'GET', url: `${SUMMARY}${query}`, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const summaryOf = async (token: string, query = ''): Promise<ReferralSummary> => {
    const response = await summary(query, token);
    expect(response.statusCode).toBe(200);
    const body = envelope<ReferralSummary>(response);
    expect(body.success).toBe(true);
    return body.value;
  };

  /** Registers through the real form (as /register?referralCode=... sends it) and answers the new session's token. */
  async function register(username: string, referralCode?: string): Promise<string> {
    const remoteAddress = `10.64.1.${(ipCounter += 1)}`;
    const body = {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      payeeName: 'ANA GARCIA',
      email: `${username}@mail.example`,
      login: true,
      registerUrl: `http://localhost:3000/register${referralCode ? `?referralCode=${referralCode}` : ''}`,
      registerMethod: 'WEB',
      domain: 'localhost',
      ...(referralCode ? { referralCode } : {}),
      ...(await solvedCaptcha(app, remoteAddress)),
      ...(await humanCheck(app, remoteAddress)),
    };
    const result = envelope<LoginResult>(await callEncrypted(app, 'PUT', '/wps/member/register', body, { remoteAddress }));
    if (!result.success) throw new Error(`registration of ${username} failed: ${result.message}`);
    return result.value.token;
  }

  /** A deposit the operator then marks paid: credited through the cashier as a real one. */
  async function creditedDeposit(token: string, channelId: string, amount: string): Promise<void> {
    const created = await call({
      method: 'POST',
      url: '/wps/cashier/deposit',
      payload: { channelId, amount },
      headers: { ...bearer(token), 'idempotency-key': `referral-${kind}-${(keyCounter += 1)}` },
    });
    const order = envelope<DepositOrder>(created);
    if (!order.success) throw new Error(`deposit failed: ${order.message}`);
    const settled = await call({
      method: 'POST',
      url: `/admin/cashier/deposits/${order.value.orderId}/settle`,
      payload: { status: 'paid' },
      headers: TEST_ADMIN_HEADERS,
    });
    expect(envelope<DepositOrder>(settled).value.status).toBe('credited');
  }

  it('answers the code, the invite path, the operator rule and no friends yet', async () => {
    const value = await summaryOf(player);
    expect(value).toEqual({
      referralCode: playerCode,
      invitePath: `/register?referralCode=${playerCode}`,
      registeredCount: 0,
      depositedCount: 0,
      qualifiedCount: 0,
      rule: { rewardAmount: '10.00', minFirstDeposit: '100.00' },
      friends: { list: [], totalPages: 0, totalCount: 0 },
    });
  });

  it('counts friends who registered with the code and their first deposits, newest first, masked', async () => {
    const first = await register('friendone', playerCode.toLowerCase());
    const second = await register('friendtwo', playerCode);
    await register('stranger1');
    // A stale or unknown code does not block the registration and counts for nobody.
    await register('stranger2', 'NOPE2345');
    await creditedDeposit(first, 'bank-bdo', '150.00');
    // A second deposit is not the first one: the first stays the one that counts.
    await creditedDeposit(first, 'bank-bdo', '300.00');
    await creditedDeposit(second, 'gcash', '50.00');
    // A pending deposit is no deposit yet.
    await call({
      method: 'POST',
      url: '/wps/cashier/deposit',
      payload: { channelId: 'bank-bdo', amount: '500.00' },
      headers: { ...bearer(second), 'idempotency-key': `referral-${kind}-pending` },
    });

    const value = await summaryOf(player);
    expect(value).toMatchObject({ registeredCount: 2, depositedCount: 2, qualifiedCount: 1 });
    expect(value.friends.totalCount).toBe(2);
    expect(value.friends.list).toEqual([
      { account: 'fr***o', registeredAt: expect.any(String), firstDeposit: true, firstDepositAt: expect.any(String), qualified: false },
      { account: 'fr***e', registeredAt: expect.any(String), firstDeposit: true, firstDepositAt: expect.any(String), qualified: true },
    ]);
    // The rule is paid: one reward waiting in the referrer's reward center, for the qualifying friend only.
    const rewards = envelope<{ list: { source: string; amount: string; state: string; title: string }[] }>(
      await call({ method: 'GET', url: '/wps/member/rewards', headers: bearer(player) }),
    ).value.list.filter((reward) => reward.source === 'referral');
    expect(rewards).toEqual([expect.objectContaining({ source: 'referral', amount: '10.00', state: 'issued', title: 'Recompensa por invitar a un amigo' })]);
    const [newest, oldest] = value.friends.list;
    expect(Date.parse(newest!.registeredAt)).toBeGreaterThanOrEqual(Date.parse(oldest!.registeredAt));
    // Nothing of the friends but the masked account travels.
    expect(JSON.stringify(value)).not.toMatch(/friendone|friendtwo|mail\.example/);

    const page2 = await summaryOf(player, '?pageNo=2&pageSize=1');
    expect(page2.friends).toEqual({ list: [expect.objectContaining({ account: 'fr***e' })], totalPages: 2, totalCount: 2 });
  });

  it('a friend without a deposit shows as registered only', async () => {
    await register('friendthree', playerCode);
    const value = await summaryOf(player);
    expect(value).toMatchObject({ registeredCount: 3, depositedCount: 2, qualifiedCount: 1 });
    expect(value.friends.list[0]).toEqual({ account: 'fr***e', registeredAt: expect.any(String), firstDeposit: false, firstDepositAt: null, qualified: false });
  });

  it("never shows another member's friends", async () => {
    const agentView = await summaryOf(agent);
    expect(agentView).toMatchObject({ registeredCount: 0, depositedCount: 0, friends: { list: [], totalCount: 0 } });
    expect(agentView.referralCode).not.toBe(playerCode);
    const { rows } = await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'friendone'`);
    expect(rows).toHaveLength(1);
    const friendToken = await loginToken(app, 'friendone', 'Secret123', { remoteAddress: '10.64.2.1' });
    expect((await summaryOf(friendToken)).registeredCount).toBe(0);
  });

  it('follows the operator rule as data', async () => {
    await test.db.query(`UPDATE site_setting SET value = '{"rewardAmount": "25.5", "minFirstDeposit": "40.00"}' WHERE key = 'referral'`);
    try {
      const value = await summaryOf(player);
      expect(value.rule).toEqual({ rewardAmount: '25.50', minFirstDeposit: '40.00' });
      expect(value.qualifiedCount).toBe(2);
      // A broken setting falls back to the defaults instead of failing.
      await test.db.query(`UPDATE site_setting SET value = '{"rewardAmount": -3, "minFirstDeposit": "abc"}' WHERE key = 'referral'`);
      expect((await summaryOf(player)).rule).toEqual({ rewardAmount: '10.00', minFirstDeposit: '100.00' });
    } finally {
      await test.db.query(`UPDATE site_setting SET value = '{"rewardAmount": "10.00", "minFirstDeposit": "100.00"}' WHERE key = 'referral'`);
    }
  });

  it('refuses, translated, while the REFERRAL switch is off', async () => {
    await setSwitch(app, 'REFERRAL', false);
    try {
      const es = await summary();
      expect(es.statusCode).toBe(200);
      expect(es.json()).toEqual({ success: false, message: 'La invitación de amigos no está disponible en este momento', value: { code: 'referralDisabled' } });
      const en = await summary('', player, { 'accept-language': 'en' });
      expect(en.json()).toMatchObject({ success: false, message: 'Inviting friends is not available at the moment' });
    } finally {
      await setSwitch(app, 'REFERRAL', true);
    }
    expect(envelope(await summary()).success).toBe(true);
  });

  it('answers 401 without a session and 400 for bad paging', async () => {
    const anonymous = await summary('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    const invalid = await summary('', 'not-a-token');
    expect(invalid.statusCode).toBe(401);
    for (const query of ['?pageSize=0', '?pageSize=51', '?pageNo=0', '?pageNo=abc', '?pageNo=%00', '?memberId=100001', `?pageNo=${'9'.repeat(30)}`]) {
      const response = await summary(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ success: false, value: null });
    }
  });
});
