/**
 * Issue 26 #12: a login with a weak, expired or temporary password opens a session held to a password
 * change. Until it changes the password, every T route of the contract but the change, logout and
 * the session state answers 403 passwordChangeRequired (ES and EN); the change frees the session.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as contract from '@suite/shared/contract';
import type { LoginResult, SessionState } from '@suite/shared/contract';
import {
  bearer,
  callEncrypted,
  createClock,
  humanCheck,
  lastSmsCode,
  loginWith,
  outbox,
  setSwitch,
  startAccountsApp,
  type TestClock,
} from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { memberRouteKeys } from '../../http/no-store';
import { isWeakPassword } from './login-result';
import { OPEN_DURING_PASSWORD_CHANGE } from './password-change-gate';

const CHANGE = '/wps/member/password';
const STATE = '/wps/session/state';
const REFUSED_ES = { success: false, message: 'Cambie su contraseña antes de continuar' };

describe('weak passwords', () => {
  it('are the weak default, the common ones and those below the password floor', () => {
    expect(['123456', 'trustno1', 'Passw0rd', 'abcdefgh', 'abc12'].filter(isWeakPassword)).toEqual(['123456', 'trustno1', 'Passw0rd', 'abcdefgh', 'abc12']);
    expect(['Demo2026pass', 'Better2026x', 'contraseña segura 1'].filter(isWeakPassword)).toEqual([]);
  });
});

describe.each(TEST_DATABASE_KINDS)('the forced password change on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock: TestClock;
  beforeAll(async () => {
    clock = createClock();
    ({ app, close } = await startAccountsApp(kind, { now: clock.now }));
  }, 120_000);
  afterAll(() => close());

  let ip = 0;
  const nextIp = () => `10.26.12.${(ip += 1)}`;
  const login = async (username: string, password: string): Promise<LoginResult> => {
    const body = envelope<LoginResult>(await loginWith(app, { username, password }, { remoteAddress: nextIp() }));
    if (!body.success) throw new Error(`login of ${username}: ${body.message}`);
    return body.value;
  };
  const get = (url: string, token: string, language = 'es') => app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } });
  const state = async (token: string) => envelope<SessionState>(await get(STATE, token)).value;
  const change = (token: string, oldPassword: string, newPassword: string) =>
    callEncrypted(app, 'POST', CHANGE, { oldPassword, newPassword, confirmNewPassword: newPassword }, { headers: bearer(token) });

  it('holds a login with the weak default: every other T call is refused until the change, which frees the session', async () => {
    const weak = await login('demo_weak', '123456');
    expect(weak).toMatchObject({ account: 'demo_weak', passwordChangeRequired: true, passwordExpired: false });
    expect(await state(weak.token)).toEqual({ passwordChangeRequired: true, reason: 'weak' });

    const info = await get('/wps/member/info', weak.token);
    expect(info.statusCode).toBe(403);
    expect(info.json()).toEqual({ ...REFUSED_ES, value: { code: 'passwordChangeRequired', reason: 'weak' } });
    expect((await get('/wps/v2/wallets/balance', weak.token, 'en')).json()).toEqual({
      success: false,
      message: 'Change your password before you continue',
      value: { code: 'passwordChangeRequired', reason: 'weak' },
    });
    // A login code would open a session free of the change: refused too.
    expect((await app.inject({ method: 'POST', url: '/wps/session/login/code/new', headers: bearer(weak.token) })).statusCode).toBe(403);

    // The change itself is open; the same password again is refused as before.
    expect(envelope(await change(weak.token, '123456', '123456')).success).toBe(false);
    expect(await state(weak.token)).toEqual({ passwordChangeRequired: true, reason: 'weak' });
    expect(envelope(await change(weak.token, '123456', 'Better2026x'))).toEqual({ success: true, message: 'ok', value: null });
    expect(await state(weak.token)).toEqual({ passwordChangeRequired: false, reason: null });
    expect((await get('/wps/member/info', weak.token)).statusCode).toBe(200);
    expect((await get('/wps/v2/wallets/balance', weak.token)).statusCode).toBe(200);
    // The new password logs in free.
    const free = await login('demo_weak', 'Better2026x');
    expect(free.passwordChangeRequired).toBe(false);
    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(free.token) });
  });

  it('refuses every T route of the contract but the change, logout and the session state', async () => {
    const strong = await login('demo_player', 'Demo2026pass');
    expect(strong.passwordChangeRequired).toBe(false);
    expect(await state(strong.token)).toEqual({ passwordChangeRequired: false, reason: null });
    const held = await login('demo_expired', 'Expired2026pass');
    expect(held).toMatchObject({ passwordChangeRequired: true, passwordExpired: true });

    const served = [...memberRouteKeys()].filter((key) => {
      const [method, url] = key.split(' ') as [InjectOptions['method'], string];
      return app.hasRoute({ method: method as 'GET', url });
    });
    expect(served.length).toBeGreaterThan(40);
    const answered: Record<string, number> = {};
    for (const key of served) {
      if (key === 'DELETE /wps/session/logout') continue;
      const [method, url] = key.split(' ') as [InjectOptions['method'], string];
      const response = await app.inject({ method, url, headers: bearer(held.token), ...(method === 'GET' ? {} : { payload: {} }) });
      answered[key] = response.statusCode;
      if (!OPEN_DURING_PASSWORD_CHANGE.has(key)) expect({ key, body: response.json() }).toEqual({ key, body: { ...REFUSED_ES, value: { code: 'passwordChangeRequired', reason: 'expired' } } });
    }
    // The open ones reach their route: the state answers, the change reads its (here empty) body.
    expect(answered['GET /wps/session/state']).toBe(200);
    expect(answered['POST /wps/member/password']).toBe(400);
    expect(Object.values(answered).filter((status) => status === 403)).toHaveLength(served.length - OPEN_DURING_PASSWORD_CHANGE.size);
    // Public routes stay public for the held session (the page behind the popup still shows).
    expect((await app.inject({ method: 'GET', url: contract.gameMenus.path, query: { language: 'es' }, headers: bearer(held.token) })).statusCode).toBe(200);

    // Logout works, and ends the session.
    const logout = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(held.token) });
    expect(logout.json()).toEqual({ success: true, message: 'ok', value: null });
    expect((await get(STATE, held.token)).statusCode).toBe(401);
  });

  it('holds an expired password only while the expiry switch is on, and never an SMS login', async () => {
    await setSwitch(app, 'PASSWORDEXPIRY', false);
    try {
      const off = await login('demo_expired', 'Expired2026pass');
      expect(off).toMatchObject({ passwordExpired: false, passwordChangeRequired: false });
      expect((await get('/wps/member/info', off.token)).statusCode).toBe(200);
    } finally {
      await setSwitch(app, 'PASSWORDEXPIRY', true);
    }
    await setSwitch(app, 'MOBILEVERCODELOGIN3', true);
    const smsIp = nextIp();
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: smsIp,
      payload: { mobileNum: '9170000004', countryDialingCode: '+63', ...(await humanCheck(app, smsIp)) },
    });
    const code = await lastSmsCode(app, '+639170000004');
    const sms = envelope<LoginResult>(
      await callEncrypted(app, 'POST', '/wps/session/login', { type: 'sms', username: '9170000004', password: code, countryDialingCode: '63' }, { remoteAddress: smsIp }),
    );
    expect(sms.value).toMatchObject({ account: 'demo_expired', passwordExpired: true, passwordChangeRequired: false });
    expect((await get('/wps/member/info', sms.value.token)).statusCode).toBe(200);
  });

  it('holds a login with the mailed temporary password (expired) until the change', async () => {
    await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'demo_player', email: 'demo.player@mail.example' }).toString(),
    });
    let temporary: string | undefined;
    for (let attempt = 0; attempt < 50 && !temporary; attempt += 1) {
      const [mail] = await outbox(app, { channel: 'mail', recipient: 'demo.player@mail.example', limit: '1' });
      temporary = /(?:temporal es|temporary password is) ([a-z0-9]{10})/.exec(mail?.body ?? '')?.[1];
      if (!temporary) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(temporary).toBeDefined();
    const held = await login('demo_player', temporary as string);
    expect(held).toMatchObject({ passwordExpired: true, passwordChangeRequired: true });
    expect((await get('/wps/member/info', held.token)).json()).toMatchObject({ value: { code: 'passwordChangeRequired', reason: 'expired' } });
    expect(envelope(await change(held.token, temporary as string, 'Demo2026pass2'))).toMatchObject({ success: true });
    expect((await get('/wps/member/info', held.token)).statusCode).toBe(200);
  });
});
