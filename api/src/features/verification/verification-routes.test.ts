import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CaptchaImage, VerificationChallenge } from '@suite/shared/contract';
import { solveChallenge } from '@suite/shared/crypto';
import {
  callEncrypted,
  createClock,
  freshCaptcha,
  humanCheck,
  lastSmsCode,
  outbox,
  setSwitch,
  startAccountsApp,
  TEST_CAPTCHA_TEXT,
  TEST_POW_DIFFICULTY,
  type TestClock,
} from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { createServerSecrets } from '../crypto/server-secrets';
import { checkCaptcha } from './captcha-store';
import { leadingZeroBits } from './proof-of-work';

describe.each(TEST_DATABASE_KINDS)('verification on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  beforeAll(async () => {
    clock = createClock();
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
  });
  afterAll(() => close());

  const challenge = async (): Promise<VerificationChallenge> =>
    envelope<VerificationChallenge>(await app.inject({ method: 'GET', url: '/wps/verification/challenge' })).value;
  const smsLogin = (payload: object, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload, remoteAddress });

  describe('proof-of-work challenge', () => {
    it('is signed, carries its difficulty and a 5-minute expiry', async () => {
      const value = await challenge();
      const [nonce, difficulty, expires, signature] = value.challenge.split('.');
      expect(nonce).toBe(value.nonce);
      expect(Number(difficulty)).toBe(TEST_POW_DIFFICULTY);
      expect(value.difficulty).toBe(TEST_POW_DIFFICULTY);
      expect(Number(expires) * 1000).toBe(Date.parse(value.expiresAt));
      expect(Date.parse(value.expiresAt) - clock.now().getTime()).toBeGreaterThan(4 * 60_000);
      expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('is accepted once when solved, refused when forged, unsolved, reused or late', async () => {
      const ip = '10.3.0.1';
      const send = (verifyToken: string) =>
        smsLogin({ mobileNum: '9170000009', countryDialingCode: '+63', verifyProvider: 'pow', verifyToken }, ip);
      const refusedMessage = 'La verificación no es válida o ha caducado, inténtelo de nuevo';

      const first = await challenge();
      const counter = await solveChallenge(first);
      const digest = createHash('sha256').update(`${first.nonce}${counter}`).digest();
      expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(TEST_POW_DIFFICULTY);
      // A counter that does not solve it.
      let wrong = counter + 1;
      while (leadingZeroBits(createHash('sha256').update(`${first.nonce}${wrong}`).digest()) >= TEST_POW_DIFFICULTY) wrong += 1;
      expect((await send(`${first.challenge}.${wrong}`)).json()).toMatchObject({ success: false, message: refusedMessage });

      expect(envelope(await send(`${first.challenge}.${counter}`)).success).toBe(true);
      expect((await send(`${first.challenge}.${counter}`)).json()).toMatchObject({ message: refusedMessage });

      const [nonce, , expires, signature] = (await challenge()).challenge.split('.');
      const easier = `${nonce}.0.${expires}.${signature}`;
      expect((await send(`${easier}.0`)).json()).toMatchObject({ message: refusedMessage });

      const late = await challenge();
      const lateCounter = await solveChallenge(late);
      clock.advance(5 * 60_000 + 1000);
      expect((await send(`${late.challenge}.${lateCounter}`)).json()).toMatchObject({ message: refusedMessage });

      const missing = await smsLogin({ mobileNum: '9170000009', countryDialingCode: '+63' }, ip);
      expect(missing.json()).toEqual({ success: false, message: 'Complete primero la verificación', value: null });
      const other = await smsLogin({ mobileNum: '9170000009', countryDialingCode: '+63', verifyProvider: 'recaptcha', verifyToken: 'x' }, ip);
      expect(other.json()).toMatchObject({ message: refusedMessage });
    });
  });

  describe('captcha', () => {
    it('answers value = the image itself (spec 1 §7), an SVG data URL of distorted paths without the answer', async () => {
      const response = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.3.1.1' });
      const value = envelope<CaptchaImage>(response).value;
      expect(typeof value).toBe('string');
      expect(value).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
      expect(response.headers['cache-control']).toBe('no-store');
      const svg = Buffer.from(value.split(',')[1] as string, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="40"/);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(TEST_CAPTCHA_TEXT);
      expect(svg.match(/<path /g)?.length).toBeGreaterThan(30);
    });

    it('checks case-insensitively, once, within 5 minutes', async () => {
      const take = async () => (await freshCaptcha(app, '10.3.1.2')).cookie.split('=')[1] as string;
      // The store with the app's database and secret (made once, kept in server_secret).
      const secrets = createServerSecrets(test.db);
      const first = await take();
      expect(await checkCaptcha(test.db, secrets, first, TEST_CAPTCHA_TEXT.toLowerCase(), clock.now())).toBe(true);
      expect(await checkCaptcha(test.db, secrets, first, TEST_CAPTCHA_TEXT, clock.now())).toBe(false);
      const wrongFirst = await take();
      expect(await checkCaptcha(test.db, secrets, wrongFirst, 'ZZZZZ', clock.now())).toBe(false);
      expect(await checkCaptcha(test.db, secrets, wrongFirst, TEST_CAPTCHA_TEXT, clock.now())).toBe(false);
      const late = await take();
      clock.advance(5 * 60_000 + 1);
      expect(await checkCaptcha(test.db, secrets, late, TEST_CAPTCHA_TEXT, clock.now())).toBe(false);
      expect(await checkCaptcha(test.db, secrets, 'not an id', TEST_CAPTCHA_TEXT, clock.now())).toBe(false);
    });

    it('binds the answer to the browser with an HttpOnly, SameSite=Strict cookie of the captcha life', async () => {
      const response = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.3.1.5' });
      const cookie = response.headers['set-cookie'] as string;
      expect(cookie).toMatch(/^suite_captcha=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict$/);
      // Behind an HTTPS proxy the cookie is Secure too.
      const secure = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['set-cookie']).toMatch(/; Secure$/);
      // A suite origin may read it with credentials (the host's API on another port); others may not.
      const suite = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.3.1.5', headers: { origin: 'http://localhost:3000' } });
      expect(suite.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(suite.headers['access-control-allow-credentials']).toBe('true');
      const stranger = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.3.1.5', headers: { origin: 'https://evil.example' } });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('limits captcha images per IP (60 in 10 minutes)', async () => {
      for (let count = 0; count < 60; count += 1) {
        expect((await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.3.1.3' })).statusCode).toBe(200);
      }
      const limited = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.3.1.3' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.3.1.4' })).statusCode).toBe(200);
    });
  });

  describe('SMS codes', () => {
    it('sends a 6-digit code to a registered number; an unknown number gets the same answer and nothing', async () => {
      const ip = '10.3.2.1';
      const known = await smsLogin({ mobileNum: '917-000-0002', countryDialingCode: '63', ...(await humanCheck(app, ip)) }, ip);
      const unknown = await smsLogin({ mobileNum: '9179999999', countryDialingCode: '+63', ...(await humanCheck(app, ip)) }, ip);
      expect(known.json()).toEqual({ success: true, message: 'ok', value: { expiredMinutes: 5 } });
      expect(unknown.json()).toEqual(known.json());
      expect(await lastSmsCode(app, '+639170000002')).toMatch(/^\d{6}$/);
      expect(await outbox(app, { channel: 'sms', recipient: '+639179999999' })).toEqual([]);
      const [message] = await outbox(app, { channel: 'sms', recipient: '+639170000002' });
      expect(message?.body).toMatch(/^Su código de verificación es \d{6}\. Caduca en 5 minutos\.$/);
      // Only the HMAC of the code is stored.
      const { rows } = await test.db.query<{ code_hash: string }>(`SELECT code_hash FROM sms_code WHERE recipient = '+639170000002'`);
      expect(JSON.stringify(rows)).not.toContain(await lastSmsCode(app, '+639170000002'));
    });

    it('sends at most one code a minute and five an hour per number (429 with Retry-After)', async () => {
      const send = async (ip: string) =>
        smsLogin({ mobileNum: '9170000003', countryDialingCode: '+63', ...(await humanCheck(app, ip)) }, ip);
      expect((await send('10.3.3.1')).statusCode).toBe(200);
      const soon = await send('10.3.3.2');
      expect(soon.statusCode).toBe(429);
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
      for (let count = 1; count < 5; count += 1) {
        clock.advance(61_000);
        expect((await send(`10.3.3.${10 + count}`)).statusCode).toBe(200);
      }
      clock.advance(61_000);
      const hourly = await send('10.3.3.20');
      expect(hourly.statusCode).toBe(429);
      expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60 * 50);
    });

    it('sends at most 10 codes an hour per IP', async () => {
      const ip = '10.3.4.1';
      for (let count = 0; count < 10; count += 1) {
        const response = await smsLogin({ mobileNum: `91711100${10 + count}`, countryDialingCode: '+63', ...(await humanCheck(app, ip)) }, ip);
        expect(response.statusCode).toBe(200);
      }
      const limited = await smsLogin({ mobileNum: '9171110099', countryDialingCode: '+63', ...(await humanCheck(app, ip)) }, ip);
      expect(limited.statusCode).toBe(429);
    });

    it('takes the site default country (PH, +63) when countryDialingCode is left out (the spec does not require it)', async () => {
      const ip = '10.3.5.9';
      const response = await smsLogin({ mobileNum: '9170000004', ...(await humanCheck(app, ip)) }, ip);
      expect(response.json()).toEqual({ success: true, message: 'ok', value: { expiredMinutes: 5 } });
      expect(await lastSmsCode(app, '+639170000004')).toMatch(/^\d{6}$/);
      const tooLong = await smsLogin({ mobileNum: '9170000004', countryDialingCode: '+63000', ...(await humanCheck(app, ip)) }, ip);
      expect(tooLong.statusCode).toBe(400);
    });

    it('refuses a number that is not one, and bad bodies', async () => {
      const ip = '10.3.5.1';
      const bad = await smsLogin({ mobileNum: '12ab', countryDialingCode: '+63', ...(await humanCheck(app, ip)) }, ip);
      expect(bad.json()).toEqual({
        success: false,
        message: 'Número de móvil: el formato no es válido',
        value: { field: 'mobileNum', key: 'validation.mobile', params: { min: 7, max: 15 } },
      });
      const badCode = await smsLogin({ mobileNum: '9170000001', countryDialingCode: '+63a' }, ip);
      expect(badCode.statusCode).toBe(400);
    });

    it('takes a number as a phone shows it (spaces, dashes, +63) and refuses 6 digits or another country code, as registration does (issue 26 #14)', async () => {
      const ip = '10.3.5.2';
      // One SMS a number a minute: an earlier test just sent to this one.
      clock.advance(61_000);
      const shown = await smsLogin({ mobileNum: '+63 917-000 0004', countryDialingCode: '63', ...(await humanCheck(app, ip)) }, ip);
      expect(shown.json()).toEqual({ success: true, message: 'ok', value: { expiredMinutes: 5 } });
      const code = await lastSmsCode(app, '+639170000004');
      // The SMS login itself takes the number the same way.
      const login = await callEncrypted(app, 'POST', '/wps/session/login', { type: 'sms', username: '+63 917 000 0004', password: code, countryDialingCode: '+63' }, { remoteAddress: ip });
      expect(envelope<{ account: string }>(login).value.account).toBe('demo_expired');

      for (const [mobileNum, failure] of [
        ['917 000', { key: 'validation.mobile', params: { min: 7, max: 15 } }],
        ['+34 612 345 678', { key: 'validation.mobile_country', params: { code: '+63' } }],
      ] as const) {
        const refused = await smsLogin({ mobileNum, countryDialingCode: '+63', ...(await humanCheck(app, ip)) }, ip);
        expect(refused.json()).toEqual({ success: false, message: 'Número de móvil: el formato no es válido', value: { field: 'mobileNum', ...failure } });
      }
    });

    it('refuses SMS sends when their switches are off', async () => {
      const ip = '10.3.6.1';
      await setSwitch(app, 'MOBILEVERCODELOGIN3', false);
      await setSwitch(app, 'CHNGPASSVERIF3', false);
      await setSwitch(app, 'REGMOBVERF3', false);
      try {
        const login = await smsLogin({ mobileNum: '9170000001', countryDialingCode: '+63', ...(await humanCheck(app, ip)) }, ip);
        expect(login.json()).toEqual({ success: false, message: 'El envío de SMS no está disponible', value: null });
        const register = await app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          remoteAddress: ip,
          payload: { mobileNo: '9175550000', countryDialingCode: '+63', ...(await humanCheck(app, ip)) },
        });
        expect(register.json()).toMatchObject({ success: false, message: 'El envío de SMS no está disponible' });
      } finally {
        await setSwitch(app, 'MOBILEVERCODELOGIN3', true);
        await setSwitch(app, 'CHNGPASSVERIF3', true);
        await setSwitch(app, 'REGMOBVERF3', true);
      }
    });

    it('sends a registration code to a new number and refuses a registered one', async () => {
      const ip = '10.3.7.1';
      const register = async (mobileNo: string) =>
        app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          remoteAddress: ip,
          payload: { mobileNo, countryDialingCode: '+63', ...(await humanCheck(app, ip)) },
        });
      expect(envelope(await register('9175551234')).value).toEqual({ expiredMinutes: 5 });
      expect(await lastSmsCode(app, '+639175551234')).toMatch(/^\d{6}$/);
      expect((await register('09170000001')).json()).toEqual({
        success: false,
        message: 'Este número de móvil ya está registrado',
        value: { field: 'mobileNum', key: 'mobileTaken', params: {} },
      });
    });
  });
});

describe('SMS in production mode', () => {
  it('is refused (no gateway), and the outbox route does not exist', async () => {
    const { app, close } = await startAccountsApp('pglite', { production: true });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '9170000001', countryDialingCode: '+63', ...(await humanCheck(app)) },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: 'El servicio de SMS no está configurado' });
      const outboxRoute = await app.inject({ method: 'GET', url: '/admin/dev/outbox', headers: TEST_ADMIN_HEADERS });
      expect(outboxRoute.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
