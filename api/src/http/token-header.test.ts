// One API serves both platform profiles (docs/platform-profile.md): what the spec-strict client sends — the
// token in a `token` header, no countryDialingCode, the captcha as the image bound by its cookie — works
// as well as the default's Authorization: Bearer.
import type { FastifyInstance } from 'fastify';
import type { CaptchaImage, LoginResult, MemberInfo } from '@suite/shared/contract';
import { callEncrypted, freshCaptcha, humanCheck, lastSmsCode, loginToken, loginWith, startAccountsApp } from '../testing/accounts-kit';
import { envelope } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('the spec-strict client on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startAccountsApp(kind, {}, { corsOrigins: ['http://site.example'] }));
  });
  afterAll(() => close());

  it('takes the token as a bare `token` header on T routes, like Authorization: Bearer; logout ends it', async () => {
    const token = await loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: '10.7.0.1' });
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } });
    expect(info.statusCode).toBe(200);
    expect(envelope<MemberInfo>(info).value).toMatchObject({ account: 'demo_player' });
    expect(info.headers['cache-control']).toMatch(/no-store/);
    const balance = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { token } });
    expect(balance.statusCode).toBe(200);
    const out = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { token } });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, value: null });
  });

  it('refuses a malformed or unknown `token` header with the 401 envelope, never a 5xx', async () => {
    for (const token of ['', 'short', 'A'.repeat(43), 'x y', 'A'.repeat(600)]) {
      const response = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } });
      expect({ token, status: response.statusCode }).toEqual({ token, status: 401 });
    }
  });

  it('lets a browser on the site send the `token` header across origins (CORS preflight)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/wps/member/info',
      headers: { origin: 'http://site.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'token' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('token');
  });

  it('answers the captcha as the image alone and takes the answer by its cookie (no captchaId)', async () => {
    const ip = '10.7.0.2';
    for (let attempt = 0; attempt < 3; attempt += 1) await loginWith(app, { username: 'demo_agent', password: 'wrong-one' }, { remoteAddress: ip });
    const { image, cookie, captcha } = await freshCaptcha(app, ip);
    expect(typeof (image as CaptchaImage)).toBe('string');
    const ok = await loginWith(app, { username: 'demo_agent', password: 'Agent2026pass', captcha }, { remoteAddress: ip, headers: { cookie } });
    expect(envelope<LoginResult>(ok)).toMatchObject({ success: true, value: { account: 'demo_agent' } });
  });

  it('resets a password by phone without countryDialingCode, then the login call works with the new password', async () => {
    const ip = '10.7.0.3';
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: { mobileNum: '9170000001', countryDialingCode: '63', ...(await humanCheck(app, ip)) },
    });
    expect(envelope(sent).success).toBe(true);
    const verificationCode = await lastSmsCode(app, '+639170000001');
    const reset = await callEncrypted(app, 'POST', '/wps/member/password/verification', { newPassword: 'Strict2026new', mobileNum: '9170000001', verificationCode }, { remoteAddress: ip });
    expect(envelope(reset).success).toBe(true);
    const token = await loginToken(app, 'demo_player', 'Strict2026new', { remoteAddress: ip });
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } })).statusCode).toBe(200);
  });
});
