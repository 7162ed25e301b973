import type { FastifyInstance } from 'fastify';
import type { LoginResult, MemberInfo } from '@suite/shared/contract';
import {
  bearer,
  callEncrypted,
  humanCheck,
  lastSmsCode,
  loginWith,
  setSwitch,
  registrationForm,
  startAccountsApp,
} from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

const REGISTER = '/wps/member/register';
const REGISTER_MOBILE = '/wps/member/register/mobile';

describe.each(TEST_DATABASE_KINDS)('registration on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
  });
  afterAll(() => close());

  let ipCounter = 0;
  /** A complete, valid username registration (captcha and proof of work solved) from a fresh IP. */
  const form = async (fields: Record<string, unknown> = {}, remoteAddress = `10.4.0.${(ipCounter += 1)}`) => ({
    remoteAddress,
    body: await registrationForm(app, remoteAddress, {
      username: 'new_player',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      payeeName: 'ANA GARCIA',
      email: 'ana@mail.example',
      ...fields,
    }),
  });
  const send = async (url: string, fields: Record<string, unknown> = {}, remoteAddress?: string) => {
    const { body, remoteAddress: ip } = await form(fields, remoteAddress);
    return callEncrypted(app, 'PUT', url, body, { remoteAddress: ip });
  };

  it('registers by username and answers logged in, with an empty wallet', async () => {
    const response = await send(REGISTER, { username: 'ana_2026', affiliateCode: 'agent01', referralCode: undefined });
    const result = envelope<LoginResult>(response);
    expect(result.success).toBe(true);
    expect(result.value).toMatchObject({ account: 'ana_2026', isAgent: 0, firstTimeLogin: true, passwordExpired: false });
    const info = envelope<MemberInfo>(await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(result.value.token) })).value;
    expect(info).toMatchObject({ account: 'ana_2026', toUpline: true, email: 'a***@mail.example', passwordExpiresAt: expect.any(String) });
    const balance = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(result.value.token) });
    expect(envelope<{ sumBalance: string }>(balance).value.sumBalance).toBe('0.00');
    // The new password works for a login; the registration was the first session.
    const login = envelope<LoginResult>(await loginWith(app, { username: 'ana_2026', password: 'Secret123' }, { remoteAddress: '10.4.9.1' }));
    expect(login.value.firstTimeLogin).toBe(false);
    const { rows } = await test.db.query<{ upline_id: string; payee_name: string; password_hash: string }>(
      `SELECT upline_id, payee_name, password_hash FROM member WHERE account = 'ana_2026'`,
    );
    expect(rows[0]).toMatchObject({ payee_name: 'ANA GARCIA', password_hash: expect.stringMatching(/^\$scrypt\$ln=\d+,r=8,p=1\$/) });
    expect(rows[0]?.upline_id).toEqual(expect.any(String));
  });

  it('refuses a taken username, whatever its case', async () => {
    const response = await send(REGISTER, { username: 'Demo_Player' });
    expect(response.json()).toEqual({
      success: false,
      message: 'Este nombre de usuario ya está en uso',
      value: { field: 'username', key: 'accountTaken', params: {} },
    });
  });

  it('checks every field against the registration settings, naming the field', async () => {
    const cases: [Record<string, unknown>, object, string][] = [
      [{ username: '1abc' }, { field: 'username', key: 'validation.pattern.username.range', params: { min: 2, max: 15 } }, 'Nombre de usuario: el formato no es válido'],
      [{ username: undefined }, { field: 'username', key: 'validation.required' }, 'Nombre de usuario: campo obligatorio'],
      [{ password: 'abcdefg', confirmPassword: 'abcdefg' }, { field: 'password', key: 'validation.password' }, 'Contraseña: el formato no es válido'],
      [{ confirmPassword: 'Secret124' }, { field: 'confirmPassword', key: 'validation.inconsistent_twice' }, 'Las dos contraseñas no coinciden'],
      [{ payeeName: 'Ana García' }, { field: 'payeeName', key: 'validation.pattern.fullName.range' }, 'Nombre completo: el formato no es válido'],
      [{ email: 'not-an-email' }, { field: 'email', key: 'validation.pattern.email.range' }, 'Correo electrónico: el formato no es válido'],
    ];
    for (const [fields, value, message] of cases) {
      const response = await send(REGISTER, fields);
      expect(response.json()).toEqual({ success: false, message, value: expect.objectContaining(value) });
    }
  });

  it('needs the captcha while its setting requires it, right and unused', async () => {
    const missing = await send(REGISTER, { username: 'cap_user', captcha: undefined, captchaId: undefined });
    expect(missing.json()).toMatchObject({ success: false, value: { field: 'captcha', key: 'validation.required' } });
    const wrong = await send(REGISTER, { username: 'cap_user', captcha: 'QQQQQ' });
    expect(wrong.json()).toMatchObject({ success: false, message: 'El código de la imagen no es correcto o ha caducado', value: { field: 'captcha' } });
  });

  it('needs the proof of work', async () => {
    const response = await send(REGISTER, { username: 'pow_user', verifyProvider: undefined, verifyToken: undefined });
    expect(response.json()).toEqual({ success: false, message: 'Complete primero la verificación', value: null });
  });

  it('checks the affiliate code (invitation_code_error) and ignores an unknown referral code', async () => {
    const bad = await send(REGISTER, { username: 'aff_user', affiliateCode: 'NOPE99' });
    expect(bad.json()).toEqual({
      success: false,
      message: 'El código de invitación no es válido',
      value: { field: 'affiliateCode', key: 'invitation_code_error', params: {} },
    });
    const { rows } = await test.db.query<{ referral_code: string }>(`SELECT referral_code FROM member WHERE account = 'demo_player'`);
    const referred = await send(REGISTER, { username: 'ref_user', referralCode: rows[0]?.referral_code.toLowerCase() });
    expect(envelope(referred).success).toBe(true);
    const stale = await send(REGISTER, { username: 'ref_user2', referralCode: 'ZZZZZZZZ' });
    expect(envelope(stale).success).toBe(true);
    const { rows: links } = await test.db.query<{ account: string; referred_by: string | null }>(
      `SELECT account, referred_by FROM member WHERE account IN ('ref_user', 'ref_user2') ORDER BY account`,
    );
    expect(links.map((row) => row.referred_by !== null)).toEqual([true, false]);
  });

  it('registers by mobile with the SMS code, deriving the account from the number', async () => {
    const ip = '10.4.1.1';
    const sms = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: ip,
      payload: { mobileNo: '9175550101', countryDialingCode: '+63', ...(await humanCheck(app, ip)) },
    });
    expect(envelope(sms).success).toBe(true);
    const code = await lastSmsCode(app, '+639175550101');
    const fields = { username: undefined, mobileNum: '09175550101', countryDialingCode: '+63', payeeName: undefined, email: undefined };

    const wrongCode = await send(REGISTER_MOBILE, { ...fields, verificationCode: code === '000000' ? '111111' : '000000' }, ip);
    expect(wrongCode.json()).toMatchObject({ success: false, message: 'El código SMS no es correcto o ha caducado', value: { field: 'verificationCode' } });
    const result = envelope<LoginResult>(await send(REGISTER_MOBILE, { ...fields, verificationCode: code }, ip));
    expect(result.value).toMatchObject({ account: 'm639175550101', firstTimeLogin: true });
    const again = await send(REGISTER_MOBILE, { ...fields, verificationCode: code }, ip);
    expect(again.json()).toMatchObject({ success: false, message: 'Este número de móvil ya está registrado', value: { field: 'mobileNum', key: 'mobileTaken' } });
  });

  it('takes +63 917 000 0001 as a phone shows it, and refuses a bad number with the SMS login’s key and numbers (issue 26 #14)', async () => {
    await setSwitch(app, 'REGMOBVERF3', false);
    try {
      const mobileOnly = { username: undefined, payeeName: undefined, email: undefined, countryDialingCode: '+63' };
      const shown = envelope<LoginResult>(await send(REGISTER_MOBILE, { ...mobileOnly, mobileNum: '+63 917 000 0011' }));
      expect(shown).toMatchObject({ success: true, value: { account: 'm639170000011' } });
      const { rows } = await test.db.query<{ mobile_num: string }>(`SELECT mobile_num FROM member WHERE account = 'm639170000011'`);
      expect(rows[0]?.mobile_num).toBe('9170000011');
      expect(envelope<LoginResult>(await send(REGISTER_MOBILE, { ...mobileOnly, mobileNum: '0917-000-0012' })).success).toBe(true);

      const cases: [string, object, string][] = [
        ['917 000', { key: 'validation.mobile', params: { min: 7, max: 15 } }, 'Número de móvil: el formato no es válido'],
        ['1234567890123456', { key: 'validation.mobile', params: { min: 7, max: 15 } }, 'Número de móvil: el formato no es válido'],
        ['+34 612 345 678', { key: 'validation.mobile_country', params: { code: '+63' } }, 'Número de móvil: el formato no es válido'],
      ];
      for (const [mobileNum, failure, message] of cases) {
        expect((await send(REGISTER_MOBILE, { ...mobileOnly, mobileNum })).json()).toEqual({ success: false, message, value: { field: 'mobileNum', ...failure } });
      }
    } finally {
      await setSwitch(app, 'REGMOBVERF3', true);
    }
  });

  it('asks a mobile registration for a password only with MOBILENUMPASSREG3, and an SMS code only with REGMOBVERF3', async () => {
    await setSwitch(app, 'MOBILENUMPASSREG3', false);
    await setSwitch(app, 'REGMOBVERF3', false);
    try {
      const response = await send(REGISTER_MOBILE, {
        username: 'mobile_only',
        password: undefined,
        confirmPassword: undefined,
        mobileNum: '9175550202',
        countryDialingCode: '63',
      });
      expect(envelope<LoginResult>(response).value.account).toBe('mobile_only');
      const taken = await send(REGISTER_MOBILE, { username: 'mobile_two', password: undefined, confirmPassword: undefined, mobileNum: '9175550202', countryDialingCode: '+63' });
      expect(taken.json()).toMatchObject({ success: false, message: 'Este número de móvil ya está registrado', value: { field: 'mobileNum' } });
      const noMobile = await send(REGISTER_MOBILE, { username: 'mobile_three', password: undefined, confirmPassword: undefined });
      expect(noMobile.json()).toMatchObject({ success: false, value: { field: 'mobileNum', key: 'validation.required' } });
    } finally {
      await setSwitch(app, 'MOBILENUMPASSREG3', true);
      await setSwitch(app, 'REGMOBVERF3', true);
    }
  });

  it('refuses a kind of registration whose switch is off', async () => {
    await setSwitch(app, 'USERNAMEREG3', false);
    try {
      expect((await send(REGISTER, { username: 'off_user' })).json()).toEqual({
        success: false,
        message: 'Este tipo de registro no está disponible',
        value: null,
      });
    } finally {
      await setSwitch(app, 'USERNAMEREG3', true);
    }
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ login: false }, 'Invalid body: login must be equal to constant'],
      [{ registerMethod: 'APP' }, 'Invalid body: registerMethod must be one of WEB'],
      [{ nickname: 'x' }, 'Invalid body: nickname is not allowed'],
      [{ registerUrl: undefined }, 'Invalid body: registerUrl is required'],
    ];
    for (const [fields, message] of cases) {
      const response = await send(REGISTER, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, value: null });
    }
  });

  it('opens at most 10 accounts per IP and hour (429)', async () => {
    const ip = '10.4.2.1';
    for (let count = 0; count < 10; count += 1) {
      expect(envelope(await send(REGISTER, { username: `bulk_${count}` }, ip)).success).toBe(true);
    }
    const limited = await send(REGISTER, { username: 'bulk_10' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts exactly 10 of 20 parallel registrations from one IP; a refused one gives its place back (issue 11)', async () => {
    const ip = '10.4.3.1';
    // Refused for another reason (a taken name): they are not counted against the 10.
    for (let count = 0; count < 2; count += 1) {
      expect(envelope(await send(REGISTER, { username: 'demo_player' }, ip)).success).toBe(false);
    }
    const forms = [];
    for (let count = 0; count < 20; count += 1) forms.push(await form({ username: `burst_${count}` }, ip));
    const responses = await Promise.all(forms.map(({ body }) => callEncrypted(app, 'PUT', REGISTER, body, { remoteAddress: ip })));
    const accepted = responses.filter((response) => response.statusCode === 200 && envelope(response).success);
    expect(accepted).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(10);
    const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member WHERE account LIKE 'burst\\_%'`);
    expect(rows[0]?.n).toBe(10);
  });
});
