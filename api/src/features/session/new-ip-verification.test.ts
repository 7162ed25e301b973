import type { FastifyInstance } from 'fastify';
import type { LoginResult, MemberInfo, NewIpSendResult, NewIpVerificationRequired } from '@suite/shared/contract';
import { loadAccountsConfig } from '../accounts/accounts-config';
import {
  bearer,
  callEncrypted,
  createClock,
  humanCheck,
  lastSmsCode,
  loginWith,
  outbox,
  startAccountsApp,
  type TestClock,
} from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

const SEND = '/wps/session/login/verify/send';
const VERIFY = '/wps/session/login/verify';

describe('the new-IP switch', () => {
  it('is on by default and SUITE_NEW_IP_VERIFICATION=off turns it off', () => {
    expect(loadAccountsConfig({}).newIpVerification).toBe(true);
    expect(loadAccountsConfig({ SUITE_NEW_IP_VERIFICATION: 'off' }).newIpVerification).toBe(false);
    expect(loadAccountsConfig({ SUITE_NEW_IP_VERIFICATION: '0' }).newIpVerification).toBe(false);
  });
});

describe.each(TEST_DATABASE_KINDS)('new-IP verification on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  beforeAll(async () => {
    clock = createClock();
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now, newIpVerification: true }));
  }, 120_000);
  afterAll(() => close());

  const login = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    loginWith(app, { username, password }, { remoteAddress: ip, headers });
  const send = (payload: object, ip: string) => app.inject({ method: 'POST', url: SEND, payload, remoteAddress: ip });
  const verify = (payload: object, ip: string) => app.inject({ method: 'POST', url: VERIFY, payload, remoteAddress: ip });
  const info = (token: string) => app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

  /** Logs in once from `home` (recording it), then from `ip`: the challenge. */
  async function challengeFor(username: string, password: string, home: string, ip: string): Promise<NewIpVerificationRequired> {
    expect(envelope<LoginResult>(await login(username, password, home)).success).toBe(true);
    const refused = envelope<NewIpVerificationRequired>(await login(username, password, ip));
    expect(refused.success).toBe(false);
    return refused.value;
  }

  it('asks a known member logging in from a new IP for a code, with masked targets, and starts no session', async () => {
    const first = await login('demo_player', 'Demo2026pass', '10.9.0.1');
    expect(envelope<LoginResult>(first).success).toBe(true);
    // The same IP again: no question.
    expect(envelope<LoginResult>(await login('demo_player', 'Demo2026pass', '10.9.0.1')).success).toBe(true);

    const sessionsBefore = await test.db.query('SELECT 1 FROM member_session');
    const response = await login('demo_player', 'Demo2026pass', '10.9.0.2');
    expect(response.statusCode).toBe(200);
    const body = envelope<NewIpVerificationRequired>(response);
    expect(body).toMatchObject({
      success: false,
      message: 'Está iniciando sesión desde una dirección IP nueva. Para proteger su cuenta, verifíquela con un código.',
      value: {
        code: 'newIpVerification',
        captcha: false,
        channels: [
          { channel: 'mobile', target: '+63 ******0001' },
          { channel: 'email', target: 'd***@mail.example' },
        ],
      },
    });
    expect(body.value.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('9170000001');
    expect((await test.db.query('SELECT 1 FROM member_session')).rows).toHaveLength(sessionsBefore.rows.length);
    // Only the id's hash is stored.
    expect(JSON.stringify((await test.db.query('SELECT * FROM login_ip_challenge')).rows)).not.toContain(body.value.challengeId);

    const english = await login('demo_player', 'Demo2026pass', '10.9.0.2', { 'accept-language': 'en' });
    expect(envelope(english).message).toBe('You are logging in from a new IP address. To protect your account, please verify it with a code.');
  });

  it('sends an SMS code; the right code answers the LoginResult, records the IP and is single use', async () => {
    const { challengeId } = await challengeFor('demo_agent', 'Agent2026pass', '10.9.1.1', '10.9.1.2');
    const sent = await send({ challengeId, channel: 'mobile' }, '10.9.1.2');
    expect(envelope<NewIpSendResult>(sent)).toEqual({ success: true, message: 'ok', value: { expiredMinutes: 10, resendInSeconds: 60 } });
    const code = await lastSmsCode(app, '+639170000003');

    const verified = envelope<LoginResult>(await verify({ challengeId, code }, '10.9.1.2'));
    expect(verified.success).toBe(true);
    expect(verified.value).toMatchObject({ account: 'demo_agent', isAgent: 1, firstTimeLogin: false, passwordExpired: false, wallet: 'MAIN' });
    expect(envelope<MemberInfo>(await info(verified.value.token)).value.account).toBe('demo_agent');

    const again = envelope(await verify({ challengeId, code }, '10.9.1.2'));
    expect(again).toMatchObject({ success: false, value: { code: 'newIpChallengeInvalid' } });
    // The IP is known now: the next login from it needs nothing.
    expect(envelope<LoginResult>(await login('demo_agent', 'Agent2026pass', '10.9.1.2')).success).toBe(true);
    const { rows } = await test.db.query<{ ip: string }>(
      `SELECT k.ip FROM member_known_ip k JOIN member m ON m.id = k.member_id WHERE m.account = 'demo_agent' ORDER BY k.ip`,
    );
    expect(rows.map((row) => row.ip)).toEqual(['10.9.1.1', '10.9.1.2']);
  });

  it('sends by e-mail too, limits resends, and keeps the temporary-password flag', async () => {
    const { challengeId, channels } = await challengeFor('demo_expired', 'Expired2026pass', '10.9.2.1', '10.9.2.2');
    expect(channels.map((item) => item.channel)).toEqual(['mobile', 'email']);
    expect(envelope(await send({ challengeId, channel: 'email' }, '10.9.2.2')).success).toBe(true);
    const tooSoon = await send({ challengeId, channel: 'email' }, '10.9.2.2');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();

    const [mail] = await outbox(app, { channel: 'mail', recipient: 'demo.expired@mail.example', limit: '1' });
    expect(mail?.subject).toBe('Código de verificación de inicio de sesión');
    expect(mail?.body).toContain('10.9.2.2');
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] as string;
    const verified = envelope<LoginResult>(await verify({ challengeId, code: ` ${code} ` }, '10.9.2.2'));
    expect(verified.value).toMatchObject({ account: 'demo_expired', passwordExpired: true, passwordChangeRequired: true });
  });

  it('burns a challenge after 5 wrong codes, and needs a code sent first', async () => {
    const { challengeId } = await challengeFor('demo_weak', '123456', '10.9.3.1', '10.9.3.2');
    const ip = '10.9.3.2';
    expect(envelope(await verify({ challengeId, code: '000000' }, ip))).toMatchObject({
      success: false,
      message: 'Primero solicite el código de verificación.',
    });
    await send({ challengeId, channel: 'mobile' }, ip);
    const right = await lastSmsCode(app, '+639170000002');
    const wrong = right === '999999' ? '999998' : '999999';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(envelope<{ attemptsLeft?: number }>(await verify({ challengeId, code: wrong }, ip)));
    expect(answers.slice(0, 4).map((answer) => answer.value.attemptsLeft)).toEqual([4, 3, 2, 1]);
    expect(answers[0]?.message).toBe('El código no es correcto. Le quedan 4 intentos.');
    expect(answers[4]).toMatchObject({ success: false, message: 'Demasiados códigos incorrectos. Vuelva a iniciar sesión.', value: { code: 'newIpChallengeInvalid' } });
    expect(envelope(await verify({ challengeId, code: right }, ip))).toMatchObject({ success: false, value: { code: 'newIpChallengeInvalid' } });
  });

  it('keeps the forced change of a weak password through the challenge (issue 26 #12)', async () => {
    const { challengeId } = await challengeFor('demo_weak', '123456', '10.9.3.1', '10.9.6.2');
    await send({ challengeId, channel: 'mobile' }, '10.9.6.2');
    const verified = envelope<LoginResult>(await verify({ challengeId, code: await lastSmsCode(app, '+639170000002') }, '10.9.6.2'));
    expect(verified.value).toMatchObject({ account: 'demo_weak', passwordChangeRequired: true });
    const refused = await info(verified.value.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ value: { code: 'passwordChangeRequired', reason: 'weak' } });
  });

  it('binds a challenge to its IP and its 10 minutes, and a code to its challenge', async () => {
    const first = await challengeFor('demo_player', 'Demo2026pass', '10.9.0.1', '10.9.4.1');
    await send({ challengeId: first.challengeId, channel: 'mobile' }, '10.9.4.1');
    const code = await lastSmsCode(app, '+639170000001');
    // Another IP cannot use it (nor ask for codes).
    expect(envelope(await verify({ challengeId: first.challengeId, code }, '10.9.4.9'))).toMatchObject({ value: { code: 'newIpChallengeInvalid' } });
    expect(envelope(await send({ challengeId: first.challengeId, channel: 'email' }, '10.9.4.9'))).toMatchObject({
      value: { code: 'newIpChallengeInvalid' },
    });
    // Another challenge (another member's) does not take this code.
    const other = envelope<NewIpVerificationRequired>(await login('demo_agent', 'Agent2026pass', '10.9.4.1')).value;
    await send({ challengeId: other.challengeId, channel: 'email' }, '10.9.4.1');
    expect(envelope(await verify({ challengeId: other.challengeId, code }, '10.9.4.1')).success).toBe(false);

    clock.advance(10 * 60_000 + 1);
    expect(envelope(await verify({ challengeId: first.challengeId, code }, '10.9.4.1'))).toMatchObject({
      success: false,
      message: 'La verificación ha caducado o ya no es válida. Vuelva a iniciar sesión.',
    });
  });

  it('lets a member without a bound mobile or e-mail, the first login and SMS logins through', async () => {
    await test.db.query(`UPDATE member SET mobile_num = NULL, country_dialing_code = NULL, email = NULL WHERE account = 'demo_weak'`);
    expect(envelope<LoginResult>(await login('demo_weak', '123456', '10.9.5.1')).success).toBe(true);

    // demo_expired has known IPs; an SMS login from a new one needs no extra step (the code proves the phone).
    const ip = '10.9.5.2';
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: { mobileNum: '9170000004', countryDialingCode: '+63', ...(await humanCheck(app, ip)) },
    });
    const code = await lastSmsCode(app, '+639170000004');
    const sms = await callEncrypted(app, 'POST', '/wps/session/login', { type: 'sms', username: '9170000004', password: code, countryDialingCode: '63' }, { remoteAddress: ip });
    // Never held to a password change (spec 1 §4: not SMS logins), expired as the password is.
    expect(envelope<LoginResult>(sms).value).toMatchObject({ account: 'demo_expired', passwordChangeRequired: false });
    // ... and that IP is known afterwards.
    expect(envelope<LoginResult>(await login('demo_expired', 'Expired2026pass', ip)).success).toBe(true);
  });

  it('refuses bad bodies with a 400 envelope', async () => {
    const id = 'a'.repeat(43);
    const cases: [string, object][] = [
      [SEND, { challengeId: 'short', channel: 'mobile' }],
      [SEND, { challengeId: id, channel: 'fax' }],
      [SEND, { challengeId: id, channel: 'mobile', extra: 1 }],
      [VERIFY, { challengeId: id }],
      [VERIFY, { challengeId: id, code: '12a456' }],
      [VERIFY, { challengeId: id, code: '1\u00002345' }],
      [VERIFY, { challengeId: `${id}\u0000`, code: '123456' }],
      [VERIFY, { challengeId: id, code: '1'.repeat(17) }],
    ];
    for (const [url, payload] of cases) {
      const response = await app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.6.1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, value: null });
    }
    // A well-formed id that was never issued: a refusal, not an error.
    expect(envelope(await verify({ challengeId: id, code: '123456' }, '10.9.6.1'))).toMatchObject({ success: false, value: { code: 'newIpChallengeInvalid' } });
  });
});
