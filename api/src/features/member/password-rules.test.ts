/**
 * The password rule on every route that sets one (issue 11): the floor of spec 1 §5 with letters
 * of any script and spaces, the operator's setting on top, and the 10,000 most common passwords
 * refused with a translated message tied to the field.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@suite/shared/contract';
import { REGISTER_FIELDS_SEED } from '../../seed/system-seed';
import { bearer, callEncrypted, loginToken, loginWith, registrationForm, startAccountsApp } from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { updateRegisterField } from '../site-settings/site-settings-repository';

const REGISTER = '/wps/member/register';
const CHANGE = '/wps/member/password';
const BY_PHONE = '/wps/member/password/verification';
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

const COMMON_ES = (label: string) => `${label}: es una de las contraseñas más usadas, elija otra`;
const COMMON_EN = (label: string) => `${label}: this is one of the most common passwords, choose another one`;

describe.each(TEST_DATABASE_KINDS)('password rules on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  // A migrated PGlite takes a while on a busy machine.
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
  }, 120_000);
  afterAll(() => close?.());

  let ipCounter = 0;
  const register = async (username: string, password: string, headers: Record<string, string> = {}) => {
    const remoteAddress = `10.11.0.${(ipCounter += 1)}`;
    const body = await registrationForm(app, remoteAddress, { username, password, confirmPassword: password });
    return callEncrypted(app, 'PUT', REGISTER, body, { remoteAddress, headers });
  };

  describe('registration', () => {
    it('refuses a common password under the password field, in Spanish and in English', async () => {
      const es = await register('common_es', 'Password123');
      expect(es.statusCode).toBe(200);
      expect(es.json()).toEqual({ success: false, message: COMMON_ES('Contraseña'), value: { field: 'password', key: 'validation.password_common', params: {} } });
      const en = await register('common_en', '  QWERTY123 ', EN);
      expect(en.json()).toEqual({ success: false, message: COMMON_EN('Password'), value: { field: 'password', key: 'validation.password_common', params: {} } });
      const { rows } = await test.db.query(`SELECT 1 FROM member WHERE account IN ('common_es', 'common_en')`);
      expect(rows).toHaveLength(0);
    });

    it('accepts letters of any script and spaces, and the member logs in with them', async () => {
      const passphrase = 'contraseña segura 2026';
      expect(envelope<LoginResult>(await register('unicode_es', passphrase)).success).toBe(true);
      expect(envelope<LoginResult>(await register('unicode_ru', 'пароль надёжный 7')).success).toBe(true);
      expect(await loginToken(app, 'unicode_es', passphrase, { remoteAddress: '10.11.1.1' })).toEqual(expect.any(String));
      // The same text decomposed (n + combining tilde) is the same password.
      expect(await loginToken(app, 'unicode_es', 'contrasen\u0303a segura 2026', { remoteAddress: '10.11.1.1' })).toEqual(expect.any(String));
    });

    it("applies an operator's stricter setting on top of the floor", async () => {
      // ASCII letters, digits and spaces only, 12 to 40 characters.
      const stricter = { ...REGISTER_FIELDS_SEED.password, acceptedPattern: '^[A-Za-z0-9 ]+$', minLength: 12, maxLength: 40 };
      await updateRegisterField(test.db, 'password', stricter);
      try {
        const short = await register('strict_one', 'Quiet2026x');
        expect(short.json()).toMatchObject({ success: false, value: { field: 'password', key: 'validation.pattern.password.range', params: { min: 12, max: 40 } } });
        const accented = await register('strict_two', 'contraseña segura 2026');
        expect(accented.json()).toMatchObject({ success: false, value: { field: 'password', key: 'validation.pattern.password.range' } });
        // The setting alone would take it; the floor still asks for a number.
        expect((await register('strict_three', 'quiet river runs')).json()).toMatchObject({ success: false, value: { key: 'validation.password' } });
        expect(envelope(await register('strict_ok', 'Quiet river 2026')).success).toBe(true);
      } finally {
        await updateRegisterField(test.db, 'password', REGISTER_FIELDS_SEED.password);
      }
    });
  });

  describe('change (T, E)', () => {
    it('refuses a common new password under newPassword, in Spanish and in English, and keeps the old one', async () => {
      const token = await loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: '10.11.2.1' });
      const body = { oldPassword: 'Demo2026pass', newPassword: 'trustno1', confirmNewPassword: 'trustno1' };
      const es = await callEncrypted(app, 'POST', CHANGE, body, { headers: bearer(token) });
      expect(es.json()).toEqual({ success: false, message: COMMON_ES('Nueva contraseña'), value: { field: 'newPassword', key: 'validation.password_common', params: {} } });
      const en = await callEncrypted(app, 'POST', CHANGE, { ...body, newPassword: 'Password1', confirmNewPassword: 'Password1' }, { headers: { ...bearer(token), ...EN } });
      expect(en.json()).toMatchObject({ success: false, message: COMMON_EN('New password'), value: { field: 'newPassword', key: 'validation.password_common' } });
      expect(envelope(await loginWith(app, { username: 'demo_player', password: 'trustno1' }, { remoteAddress: '10.11.2.2' })).success).toBe(false);

      const ok = await callEncrypted(app, 'POST', CHANGE, { ...body, newPassword: 'mi clave 2026 ñ', confirmNewPassword: 'mi clave 2026 ñ' }, { headers: bearer(token) });
      expect(ok.json()).toEqual({ success: true, message: 'ok', value: null });
      expect(await loginToken(app, 'demo_player', 'mi clave 2026 ñ', { remoteAddress: '10.11.2.3' })).toEqual(expect.any(String));
    });
  });

  describe('reset by phone (E)', () => {
    it('refuses a common new password under newPassword before the SMS code is even checked, in Spanish and in English', async () => {
      const ip = '10.11.3.1';
      // No code was sent: the password is refused first, so a real code would not be spent by it.
      const body = { newPassword: 'iloveyou1', mobileNum: '9170000004', countryDialingCode: '+63', verificationCode: '000000' };
      const es = await callEncrypted(app, 'POST', BY_PHONE, body, { remoteAddress: ip });
      expect(es.json()).toEqual({ success: false, message: COMMON_ES('Nueva contraseña'), value: { field: 'newPassword', key: 'validation.password_common', params: {} } });
      const en = await callEncrypted(app, 'POST', BY_PHONE, { ...body, newPassword: 'ZAQ12WSX' }, { remoteAddress: ip, headers: EN });
      expect(en.json()).toMatchObject({ success: false, message: COMMON_EN('New password'), value: { field: 'newPassword', key: 'validation.password_common' } });
      // A passphrase passes the rule and gets as far as the code.
      const passphrase = await callEncrypted(app, 'POST', BY_PHONE, { ...body, newPassword: 'Río claro 2026' }, { remoteAddress: ip });
      expect(passphrase.json()).toMatchObject({ success: false, value: { field: 'verificationCode', key: 'smsCodeWrong' } });
    });
  });
});
