import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BindCodeSent, Envelope, MemberInfo, OtherSessionsEnded, RecentLogins, SecurityStatus } from '@suite/shared/contract';
import { bearer, createClock, lastSmsCode, loginToken, outbox, startAccountsApp, type TestClock } from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { SESSION_CACHE_MS } from '../session/sessions';
import { deviceName } from './device';

const STATUS = '/wps/member/security';
const LOGINS = '/wps/member/security/logins';
const LOGOUT_OTHERS = '/wps/member/security/logoutOthers';
const SEND = '/wps/member/security/bind/code';
const VERIFY = '/wps/member/security/bind/verify';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('deviceName', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome · Windows'],
    [SAFARI_IPHONE, 'Safari · iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge · Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Linux'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet · Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari · macOS'],
    ['curl/8.5.0', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });
});

describe.each(TEST_DATABASE_KINDS)('security centre on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  let token: string;
  let agentToken: string;
  const statuses: number[] = [];

  beforeAll(async () => {
    clock = createClock(Date.parse('2026-11-20T10:00:00.000Z'));
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
    token = await loginToken(app, 'demo_player', 'Demo2026pass', { headers: { 'user-agent': CHROME_WINDOWS } });
    agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
    // Migrating and seeding a fresh database is slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    // Nothing of this ever answers 5xx.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await close?.();
  }, 60_000);

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  const get = (url: string, as: string | null = token, headers: Record<string, string> = {}) =>
    call({ method: 'GET', url, headers: { ...(as ? bearer(as) : {}), ...headers } });
  const post = (url: string, payload: unknown, as: string | null = token, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: { ...(as ? bearer(as) : {}), ...headers } });
  const value = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode).toBe(200);
    const body = envelope<T>(response);
    expect(body.success).toBe(true);
    return body.value;
  };
  const refusalOf = (response: LightMyRequestResponse): Envelope<{ code: string }> => {
    expect(response.statusCode).toBe(200);
    const body = envelope<{ code: string }>(response);
    expect(body.success).toBe(false);
    return body;
  };
  const lastMailCode = async (recipient: string): Promise<string> => {
    const [mail] = await outbox(app, { channel: 'mail', recipient, limit: '1' });
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error(`no mail code for ${recipient}`);
    return code;
  };
  /** Past every per-minute limit of sending codes. */
  const nextMinute = () => clock.advance(61_000);

  it('answers 401 without a session on every route, before reading the input', async () => {
    for (const response of [
      await get(STATUS, null),
      await get(LOGINS, null),
      await post(LOGOUT_OTHERS, undefined, null),
      await post(SEND, { channel: 'email', email: 'x@mail.example' }, null),
      await post(VERIFY, { channel: 'email', target: 'x@mail.example', code: '123456' }, null),
      await post(SEND, { nonsense: true }, null),
      await get(STATUS, 'A'.repeat(43)),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toMatchObject({ success: false, value: null });
    }
    expect(envelope((await get(LOGINS, null, { 'accept-language': 'en' }))).message).toBe('Sorry, you are not logged in yet, please log in.');
  });

  it('shows the seeded contacts masked and not verified, and no payment password', async () => {
    expect(value<SecurityStatus>(await get(STATUS))).toEqual({
      hasPaymentPassword: false,
      mobile: { masked: '+63 ******0001', verified: false },
      email: { masked: 'd***@mail.example', verified: false },
      birthDate: null,
    });
  });

  it("lists the caller's sessions only, newest first, the current one marked, with IP and device", async () => {
    clock.advance(1_000);
    const phone = await loginToken(app, 'demo_player', 'Demo2026pass', { headers: { 'user-agent': SAFARI_IPHONE }, remoteAddress: '10.1.2.3' });
    const { sessions } = value<RecentLogins>(await get(LOGINS, phone));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toEqual({
      createdAt: clock.now().toISOString(),
      lastSeenAt: clock.now().toISOString(),
      ip: '10.1.2.3',
      device: 'Safari · iOS',
      current: true,
      active: true,
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => session.device === 'Chrome · Windows')).toMatchObject({ current: false, active: true, ip: '127.0.0.1' });
    const times = sessions.map((session) => session.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // The agent sees only the agent's own login: never the player's sessions.
    const agent = value<RecentLogins>(await get(LOGINS, agentToken)).sessions;
    expect(agent).toHaveLength(1);
    expect(agent[0]).toMatchObject({ current: true, device: null });
  });

  it('keeps the list to the last 20 sessions', async () => {
    for (let index = 0; index < 21; index += 1) {
      await test.db.query(
        `INSERT INTO member_session (token_hash, member_id, created_at, last_seen_at, expires_at, ip, user_agent)
         SELECT 'old-' || $1::text, id, $2, $2, $2, '10.9.9.9', 'curl/8' FROM member WHERE account = 'demo_player'`,
        [index, new Date(Date.parse('2026-01-01T00:00:00.000Z') + index * 1000)],
      );
    }
    const { sessions } = value<RecentLogins>(await get(LOGINS));
    expect(sessions).toHaveLength(20);
    expect(sessions.filter((session) => session.ip === '10.9.9.9').every((session) => !session.active && !session.current)).toBe(true);
    await test.db.query(`DELETE FROM member_session WHERE token_hash LIKE 'old-%'`);
  });

  it('logs out the other sessions at once: their next call is a 401, the caller stays in, other members are untouched', async () => {
    const other = await loginToken(app, 'demo_player', 'Demo2026pass', { headers: { 'user-agent': SAFARI_IPHONE } });
    // Used just before, so the session check trusts it from memory.
    expect(value<MemberInfo>(await get('/wps/member/info', other)).account).toBe('demo_player');

    const ended = value<OtherSessionsEnded>(await post(LOGOUT_OTHERS, undefined, token));
    expect(ended.revoked).toBeGreaterThanOrEqual(1);
    expect((await get('/wps/member/info', other)).statusCode).toBe(401);
    expect((await get(LOGINS, other)).statusCode).toBe(401);
    expect(value<MemberInfo>(await get('/wps/member/info', token)).account).toBe('demo_player');
    expect(value<MemberInfo>(await get('/wps/member/info', agentToken)).account).toBe('demo_agent');

    // And it stays out once the in-memory window has passed (the database says revoked).
    clock.advance(SESSION_CACHE_MS + 2_000);
    expect((await get('/wps/member/info', other)).statusCode).toBe(401);

    const { sessions } = value<RecentLogins>(await get(LOGINS));
    expect(sessions.filter((session) => session.active).map((session) => session.current)).toEqual([true]);
    // Nothing left to end.
    expect(value<OtherSessionsEnded>(await post(LOGOUT_OTHERS, undefined, token))).toEqual({ revoked: 0 });
    expect(value<MemberInfo>(await get('/wps/member/info', agentToken)).account).toBe('demo_agent');
  });

  it('refuses bad input with a 400 envelope', async () => {
    for (const payload of [
      {},
      { channel: 'fax', email: 'a@mail.example' },
      { channel: 'email' },
      { channel: 'email', email: 'not-an-email' },
      { channel: 'email', email: `${'a'.repeat(250)}@mail.example` },
      { channel: 'email', email: 'a\u0000b@mail.example' },
      { channel: 'email', email: ' a@mail.example' },
      { channel: 'email', email: 'a@mail.example', countryDialingCode: '+63' },
      { channel: 'mobile', countryDialingCode: '+63' },
      { channel: 'mobile', countryDialingCode: '63a', mobileNum: '9171234567' },
      { channel: 'mobile', countryDialingCode: '+63', mobileNum: '12' },
      { channel: 'mobile', countryDialingCode: '+63', mobileNum: '9'.repeat(40) },
      { channel: 'mobile', countryDialingCode: '+63', mobileNum: '917\u00001234567' },
    ]) {
      const response = await post(SEND, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(envelope(response).success).toBe(false);
    }
    for (const payload of [
      {},
      { channel: 'email', target: 'a@mail.example' },
      { channel: 'email', target: 'a@mail.example', code: '12345' },
      { channel: 'email', target: 'a@mail.example', code: '1234567' },
      { channel: 'email', target: 'a@mail.example', code: 'abcdef' },
      { channel: 'mobile', target: '9171234567', code: '123456' },
      { channel: 'email', target: 'a\u0000@mail.example', code: '123456' },
      { channel: 'email', target: 'a@mail.example', code: '123456', extra: 1 },
    ]) {
      const response = await post(VERIFY, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
    }
  });

  it('binds a new mobile number with the SMS code; member info then shows it masked', async () => {
    nextMinute();
    const sent = value<BindCodeSent>(await post(SEND, { channel: 'mobile', countryDialingCode: '+63', mobileNum: '0917 555-1234' }));
    expect(sent).toEqual({ target: '+639175551234', expiredMinutes: 5 });
    const code = await lastSmsCode(app, '+639175551234');

    const wrong = refusalOf(await post(VERIFY, { channel: 'mobile', target: sent.target, code: code === '000000' ? '111111' : '000000' }, token, { 'accept-language': 'en' }));
    expect(wrong).toMatchObject({ value: { code: 'codeWrong' }, message: 'The code is wrong or has expired; ask for a new one if needed' });

    const status = value<SecurityStatus>(await post(VERIFY, { channel: 'mobile', target: sent.target, code }));
    expect(status.mobile).toEqual({ masked: '+63 ******1234', verified: true });
    const info = value<MemberInfo>(await get('/wps/member/info'));
    expect(info).toMatchObject({ countryDialingCode: '+63', mobileNum: '******1234' });

    // Spent: the same code again is refused.
    expect(refusalOf(await post(VERIFY, { channel: 'mobile', target: sent.target, code })).value.code).toBe('codeWrong');
    // Already verified: no new code for it.
    nextMinute();
    expect(refusalOf(await post(SEND, { channel: 'mobile', countryDialingCode: '+63', mobileNum: '9175551234' })).value.code).toBe('alreadyBound');
  });

  it("refuses another member's number or e-mail, in the request's language", async () => {
    nextMinute();
    const taken = refusalOf(await post(SEND, { channel: 'mobile', countryDialingCode: '+63', mobileNum: '9170000003' }, token, { 'accept-language': 'en' }));
    expect(taken).toMatchObject({ value: { code: 'targetTaken', channel: 'mobile' }, message: 'This mobile number is already bound to another account' });
    const mail = refusalOf(await post(SEND, { channel: 'email', email: 'DEMO.AGENT@mail.example' }));
    expect(mail).toMatchObject({ value: { code: 'targetTaken', channel: 'email' }, message: 'Este correo electrónico ya está vinculado a otra cuenta' });
    expect(await outbox(app, { channel: 'mail', recipient: 'demo.agent@mail.example' })).toEqual([]);
  });

  it('binds an e-mail with the mailed code; codes are per member: another member cannot use it', async () => {
    nextMinute();
    const sent = value<BindCodeSent>(await post(SEND, { channel: 'email', email: 'Ana.New@Mail.Example' }));
    expect(sent).toEqual({ target: 'ana.new@mail.example', expiredMinutes: 5 });
    const code = await lastMailCode('Ana.New@Mail.Example');

    // The agent answers with the player's code and target: nothing to match, nothing bound.
    expect(refusalOf(await post(VERIFY, { channel: 'email', target: sent.target, code }, agentToken)).value.code).toBe('codeWrong');
    expect(value<SecurityStatus>(await get(STATUS, agentToken)).email).toEqual({ masked: 'd***@mail.example', verified: false });

    const status = value<SecurityStatus>(await post(VERIFY, { channel: 'email', target: 'ANA.NEW@mail.example', code }));
    expect(status.email).toEqual({ masked: 'A***@Mail.Example', verified: true });
    expect(value<MemberInfo>(await get('/wps/member/info')).email).toBe('A***@Mail.Example');

    // Now the agent cannot bind it either.
    nextMinute();
    expect(refusalOf(await post(SEND, { channel: 'email', email: 'ana.new@mail.example' }, agentToken)).value.code).toBe('targetTaken');
  });

  it('spends a code after 5 wrong answers, and limits sending per member and per target', async () => {
    nextMinute();
    const sent = value<BindCodeSent>(await post(SEND, { channel: 'email', email: 'tries@mail.example' }));
    const code = await lastMailCode('tries@mail.example');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(refusalOf(await post(VERIFY, { channel: 'email', target: sent.target, code: wrong })).value.code).toBe('codeWrong');
    }
    expect(refusalOf(await post(VERIFY, { channel: 'email', target: sent.target, code })).value.code).toBe('codeWrong');

    // A second code within the minute: 429 with Retry-After, nothing sent.
    const again = await post(SEND, { channel: 'email', email: 'tries@mail.example' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox(app, { channel: 'mail', recipient: 'tries@mail.example' })).toHaveLength(1);

    // Later a new code works, and it replaces the old one.
    nextMinute();
    value<BindCodeSent>(await post(SEND, { channel: 'email', email: 'tries@mail.example' }));
    const fresh = await lastMailCode('tries@mail.example');
    expect(value<SecurityStatus>(await post(VERIFY, { channel: 'email', target: sent.target, code: fresh })).email).toEqual({
      masked: 't***@mail.example',
      verified: true,
    });
  });

  it('counts every attempt per member, refused ones too: probing who holds a number stops at 3 a minute', async () => {
    nextMinute();
    for (const mobileNum of ['9175551234', '9170000002', '9170000004']) {
      expect(refusalOf(await post(SEND, { channel: 'mobile', countryDialingCode: '+63', mobileNum }, agentToken)).value.code).toBe('targetTaken');
    }
    const fourth = await post(SEND, { channel: 'mobile', countryDialingCode: '+63', mobileNum: '9170000009' }, agentToken);
    expect(fourth.statusCode).toBe(429);
    expect(await outbox(app, { channel: 'sms', recipient: '+639170000009' })).toEqual([]);
  });

  it('expires a code after 5 minutes', async () => {
    nextMinute();
    const sent = value<BindCodeSent>(await post(SEND, { channel: 'mobile', countryDialingCode: '63', mobileNum: '9175550000' }));
    const code = await lastSmsCode(app, sent.target);
    clock.advance(5 * 60_000 + 1_000);
    expect(refusalOf(await post(VERIFY, { channel: 'mobile', target: sent.target, code })).value.code).toBe('codeWrong');
    expect(value<SecurityStatus>(await get(STATUS)).mobile).toEqual({ masked: '+63 ******1234', verified: true });
  });
});
