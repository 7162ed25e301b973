import type { FastifyInstance } from 'fastify';
import type { Balance, MemberInfo, PublicState } from '@suite/shared/contract';
import { bearer, loginToken, setSwitch, startAccountsApp } from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('member calls on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    player = await loginToken(app, 'demo_player', 'Demo2026pass');
    agent = await loginToken(app, 'demo_agent', 'Agent2026pass');
  });
  afterAll(() => close());

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('GET /wps/member/info: the member with club label, labels and masked contact details', async () => {
    const info = envelope<MemberInfo>(await get('/wps/member/info', player)).value;
    expect(info).toEqual({
      id: expect.stringMatching(/^\d+$/),
      account: 'demo_player',
      nickname: 'demo_player',
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'VIP2', rankLevel: 2, labelColor: '#d4a017' },
      memberLabel: ['NEW'],
      countryDialingCode: '+63',
      mobileNum: '******0001',
      email: 'd***@mail.example',
      language: 'es',
      referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      createdAt: expect.any(String),
      passwordChangedAt: expect.any(String),
      passwordExpiresAt: null,
    });
    expect(envelope<MemberInfo>(await get('/wps/member/info', agent)).value).toMatchObject({ type: 1, toUpline: false });
  });

  it('GET icon and avatar (null until set: the client shows its fallback)', async () => {
    expect(envelope(await get('/wps/member/info/icon', player)).value).toEqual({ iconUrl: null });
    expect(envelope(await get('/wps/relay/MCSFE_getPlayerAvatar', player)).value).toEqual({ avatarUrl: null });
  });

  it('GET /wps/v2/wallets/balance: NUMERIC strings with two decimals and the currency symbol P', async () => {
    const value = envelope<Balance>(await get('/wps/v2/wallets/balance', agent)).value;
    expect(value).toEqual({ sumBalance: '5000.00', currencySymbol: 'P', wallets: [{ wallet: 'MAIN', balance: '5000.00' }] });
  });

  it('GET /wps/relay/CSP_unreadCount counts unread messages', async () => {
    expect(envelope(await get('/wps/relay/CSP_unreadCount', player)).value).toEqual({ unreadMessage: 2 });
    expect(envelope(await get('/wps/relay/CSP_unreadCount', agent)).value).toEqual({ unreadMessage: 0 });
  });

  it('GET /wps/member/publicState: everything the header needs in one call', async () => {
    const state = envelope<PublicState>(await get('/wps/member/publicState', agent)).value;
    expect(state).toMatchObject({
      balance: '5000.00',
      currencySymbol: 'P',
      unreadMessage: 0,
      hasVip: true,
      vipRankLevel: 5,
      availablePromo: { REFERRAL: { enabled: true } },
      rewardCount: 0,
      missionCount: 0,
    });
    expect(state.availablePromoCount).toBeGreaterThanOrEqual(0);
    expect(state.customerService.map((link) => link.csType).sort()).toEqual([1, 2, 3]);
    await setSwitch(app, 'REFERRAL', false);
    try {
      expect(envelope<PublicState>(await get('/wps/member/publicState', agent)).value.availablePromo).toEqual({ REFERRAL: { enabled: false } });
    } finally {
      await setSwitch(app, 'REFERRAL', true);
    }
  });

  it('every member call needs a session (401 envelope)', async () => {
    for (const url of ['/wps/member/info', '/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar', '/wps/v2/wallets/balance', '/wps/relay/CSP_unreadCount', '/wps/member/publicState']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, value: null });
    }
  });

  it('PUT /wps/member/language keeps the member language', async () => {
    const put = (language: string) => app.inject({ method: 'PUT', url: '/wps/member/language', payload: { language }, headers: bearer(player) });
    expect((await put('en')).json()).toEqual({ success: true, message: 'ok', value: null });
    expect(envelope<MemberInfo>(await get('/wps/member/info', player)).value.language).toBe('en');
    const bad = await put('fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid body: language must be one of es, en' });
    await put('es');
  });

  it('PUT /wps/feedback stores feedback from visitors and members, 5 an hour per IP', async () => {
    const send = (payload: object, headers = {}) => app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers, remoteAddress: '10.6.0.1' });
    expect((await send({ category: 'game', content: '  Más juegos de pesca  ' })).json()).toEqual({ success: true, message: 'ok', value: null });
    expect(envelope(await send({ category: 'suggestion', content: 'Great site, thanks', contact: 'me@mail.example' }, bearer(player))).success).toBe(true);
    const { rows } = await test.db.query<{ member_id: string | null; content: string }>('SELECT member_id, content FROM feedback ORDER BY id');
    expect(rows[0]).toEqual({ member_id: null, content: 'Más juegos de pesca' });
    expect(rows[1]?.member_id).toEqual(expect.any(String));
    expect((await send({ category: 'site' })).statusCode).toBe(400);
    expect((await send({ category: 'site', content: '' })).statusCode).toBe(400);
    for (let count = 2; count < 5; count += 1) expect((await send({ category: 'other', content: 'Otro comentario' })).statusCode).toBe(200);
    const limited = await send({ category: 'other', content: 'Otro comentario' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('GET /wps/agent/affiliate answers success for an agent code (any case) and failure otherwise', async () => {
    const check = (query: string) => app.inject({ method: 'GET', url: `/wps/agent/affiliate?${query}`, remoteAddress: '10.6.0.2' });
    expect((await check('code=agent01&domain=www.suite.example')).json()).toEqual({ success: true, message: 'ok', value: null });
    expect((await check('code=NOPE&domain=www.suite.example')).json()).toEqual({
      success: false,
      message: 'El código de invitación no es válido',
      value: { field: 'affiliateCode', key: 'invitation_code_error', params: {} },
    });
    // A code bound to one domain.
    await test.db.query(`UPDATE affiliate_link SET domain = 'partner.suite.example' WHERE code = 'AGENT01'`);
    try {
      expect(envelope(await check('code=AGENT01&domain=www.suite.example')).success).toBe(false);
      expect(envelope(await check('code=AGENT01&domain=partner.suite.example')).success).toBe(true);
    } finally {
      await test.db.query(`UPDATE affiliate_link SET domain = NULL WHERE code = 'AGENT01'`);
    }
    expect((await check('domain=x')).statusCode).toBe(400);
  });
});
