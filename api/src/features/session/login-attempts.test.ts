/**
 * Issue 11: login attempts counted atomically before the password check (real parallel requests),
 * the lockout per account AND source with the owner's ways in, and the sliding idle timeout.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoginResult } from '@suite/shared/contract';
import {
  bearer,
  callEncrypted,
  createClock,
  encryptFor,
  humanCheck,
  loginToken,
  loginWith,
  solvedCaptcha,
  startAccountsApp,
  type TestClock,
} from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { ACCOUNT_LOCK_AFTER } from './login-guard';

const LOGIN = '/wps/session/login';
const WRONG = 'Message: Usuario o contraseña incorrectos';
const CAPTCHA = 'Message: Introduzca el código de la imagen';

/** What a login answered, in one word, for counting. */
function outcome(response: Awaited<ReturnType<FastifyInstance['inject']>>): string {
  if (response.statusCode === 429) return '429';
  const body = response.json() as { success: boolean; message: string };
  return body.success ? 'ok' : `Message: ${body.message}`;
}

const count = (outcomes: string[], what: string): number => outcomes.filter((item) => item === what).length;

describe.each(TEST_DATABASE_KINDS)('login attempts, lockout and idle timeout on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  beforeAll(async () => {
    clock = createClock();
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now, sessionIdleMs: 60_000, sessionMaxMs: 10 * 60_000 }));
  }, 120_000);
  afterAll(() => close());

  /** Username logins, each with its own proof of work, encrypted first and then sent all at once. */
  const parallelLogins = async (passwords: string[], username: string, ip: string): Promise<string[]> => {
    const bodies: unknown[] = [];
    for (const password of passwords) {
      bodies.push(await encryptFor(app, 'POST', LOGIN, { type: 'username', username, password, ...(await humanCheck(app, ip)) }));
    }
    const responses = await Promise.all(
      bodies.map((payload) => app.inject({ method: 'POST', url: LOGIN, payload: payload as InjectOptions['payload'], remoteAddress: ip })),
    );
    return responses.map(outcome);
  };

  /** The newest SMS code to this number, read from the development outbox table. */
  const smsCode = async (recipient: string): Promise<string> => {
    const { rows } = await test.db.query<{ body: string }>(
      `SELECT body FROM dev_outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC LIMIT 1`,
      [recipient],
    );
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no SMS code for ${recipient}`);
    return code;
  };

  const info = (token: string) => app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

  it('checks at most 3 of 30 parallel wrong passwords without the captcha, asks it of the 4th to 10th, refuses the 11th on', async () => {
    const outcomes = await parallelLogins(Array(30).fill('Wrong2026x'), 'demo_weak', '10.8.0.1');
    expect(count(outcomes, WRONG)).toBe(3);
    expect(count(outcomes, CAPTCHA)).toBe(7);
    expect(count(outcomes, '429')).toBe(20);
    // Every attempt was counted, none twice: 3 checked + 7 refused for the captcha, for the pair.
    const { rows } = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rate_limit_event WHERE bucket = 'login-fail:pair:10.8.0.1 demo_weak' AND NOT pending`,
    );
    expect(rows[0]?.n).toBe(10);
  });

  it('does not let the right password among 30 parallel guesses in without the captcha once 3 were counted', async () => {
    const ip = '10.8.1.1';
    const passwords = [...Array(29).fill('Wrong2026x'), 'Agent2026pass'];
    const outcomes = await parallelLogins(passwords, 'demo_agent', ip);
    expect(count(outcomes, WRONG)).toBeLessThanOrEqual(3);
    // The right one is checked only if it was among the first three counted: then it logged in
    // (it takes no one's place: a success does not count), else it was asked for the captcha or refused.
    const checked = count(outcomes, WRONG) + count(outcomes, 'ok');
    expect(checked).toBeLessThanOrEqual(count(outcomes, 'ok') === 1 ? 4 : 3);
    expect(count(outcomes, '429')).toBeGreaterThanOrEqual(19);
    expect(count(outcomes, WRONG) + count(outcomes, CAPTCHA) + count(outcomes, 'ok') + count(outcomes, '429')).toBe(30);
    // The source is now locked for this account: even the right password with a captcha waits.
    const after = await loginWith(app, { username: 'demo_agent', password: 'Agent2026pass', ...(await solvedCaptcha(app, ip)) }, { remoteAddress: ip });
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('locks the attacking source only: the owner logs in from another IP, and by SMS code from the locked one', async () => {
    const attacker = '10.8.2.1';
    const outcomes = await parallelLogins(Array(12).fill('Wrong2026x'), 'demo_player', attacker);
    expect(count(outcomes, '429')).toBe(2);
    const locked = await loginWith(app, { username: 'demo_player', password: 'Demo2026pass', ...(await solvedCaptcha(app, attacker)) }, { remoteAddress: attacker });
    expect(locked.statusCode).toBe(429);

    // The owner's own IP: no lockout and, 10 failures being below the account-wide threshold, no captcha.
    const owner = envelope<LoginResult>(await loginWith(app, { username: 'demo_player', password: 'Demo2026pass' }, { remoteAddress: '10.8.2.2' }));
    expect(owner).toMatchObject({ success: true, value: { account: 'demo_player' } });

    // An SMS code login is not blocked by the password lockout, even from the locked IP (whose
    // 10 failures ask it for the captcha, as any login from there).
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: attacker,
      payload: { mobileNum: '9170000001', countryDialingCode: '+63', ...(await humanCheck(app, attacker)) },
    });
    expect(envelope(sent).success).toBe(true);
    const code = await smsCode('+639170000001');
    const sms = { type: 'sms', username: '9170000001', password: code, countryDialingCode: '63', ...(await solvedCaptcha(app, attacker)) };
    const bySms = await callEncrypted(app, 'POST', LOGIN, sms, { remoteAddress: attacker });
    expect(envelope<LoginResult>(bySms)).toMatchObject({ success: true, value: { account: 'demo_player' } });
  });

  it('asks every source for the captcha after 20 failures of an account, and locks only unknown IPs after 50', async () => {
    const ip = (index: number) => `10.8.3.${index}`;
    // 20 failures of demo_expired from 20 IPs (one each: no source reaches its own captcha).
    for (let index = 1; index <= 20; index += 1) {
      expect(outcome(await loginWith(app, { username: 'demo_expired', password: 'Wrong2026x' }, { remoteAddress: ip(index) }))).toBe(WRONG);
    }
    expect(outcome(await loginWith(app, { username: 'demo_expired', password: 'Expired2026pass' }, { remoteAddress: ip(21) }))).toBe(CAPTCHA);
    const withCaptcha = await loginWith(app, { username: 'demo_expired', password: 'Expired2026pass', ...(await solvedCaptcha(app, ip(21))) }, { remoteAddress: ip(21) });
    expect(envelope(withCaptcha).success).toBe(true);

    // Up to the account-wide lock (the further failures written directly, as a botnet would add them).
    const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limit_event WHERE bucket = 'login-fail:account:demo_expired'`);
    const missing = ACCOUNT_LOCK_AFTER - (rows[0]?.n ?? 0);
    await test.db.query(`INSERT INTO rate_limit_event (bucket, at) SELECT 'login-fail:account:demo_expired', $1 FROM generate_series(1, $2::int)`, [clock.now(), missing]);
    const unknownIp = await loginWith(app, { username: 'demo_expired', password: 'Expired2026pass', ...(await solvedCaptcha(app, '10.8.4.1')) }, { remoteAddress: '10.8.4.1' });
    expect(unknownIp.statusCode).toBe(429);
    // The owner's known IP (10.8.3.21 started a session above) still gets in, with the captcha.
    const known = await loginWith(app, { username: 'demo_expired', password: 'Expired2026pass', ...(await solvedCaptcha(app, ip(21))) }, { remoteAddress: ip(21) });
    expect(envelope(known).success).toBe(true);
    // So does the reset by SMS code from the unknown IP: it logs the owner in with the new password.
    const unknown = '10.8.4.1';
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: unknown,
      payload: { mobileNum: '9170000004', countryDialingCode: '+63', ...(await humanCheck(app, unknown)) },
    });
    const reset = { newPassword: 'Reset2026pw', mobileNum: '9170000004', countryDialingCode: '+63', verificationCode: await smsCode('+639170000004') };
    const byPhone = await callEncrypted(app, 'POST', '/wps/member/password/verification', reset, { remoteAddress: unknown });
    expect(envelope<LoginResult>(byPhone)).toMatchObject({ success: true, value: { account: 'demo_expired' } });
  });

  it('does not count a login refused for its proof of work, and a success takes no place', async () => {
    const ip = '10.8.5.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const none = await callEncrypted(app, 'POST', LOGIN, { type: 'username', username: 'demo_weak', password: '123456' }, { remoteAddress: ip });
      expect(none.json()).toMatchObject({ success: false, value: { captcha: false } });
    }
    for (let attempt = 0; attempt < 5; attempt += 1) await loginToken(app, 'demo_weak', '123456', { remoteAddress: ip });
    const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limit_event WHERE bucket LIKE 'login-fail:%10.8.5.1%'`);
    expect(rows[0]?.n).toBe(0);
  });

  it('slides the idle deadline: a session used every 15 s outlives a 1-minute idle limit, then ends 1 minute after its last call', async () => {
    const token = await loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: '10.8.6.1' });
    for (let step = 1; step <= 8; step += 1) {
      clock.advance(15_000);
      expect((await info(token)).statusCode).toBe(200);
    }
    const lastSeen = async () =>
      (await test.db.query<{ at: Date }>(`SELECT max(last_seen_at) AS at FROM member_session WHERE ip = '10.8.6.1'`)).rows[0]?.at.getTime();
    // Written at most every 5 s (a twelfth of the idle limit), not on every call.
    const written = await lastSeen();
    clock.advance(2_000);
    expect((await info(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(written);
    clock.advance(60_000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('keeps the absolute limit: a session in constant use ends at sessionMaxMs', async () => {
    const token = await loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: '10.8.7.1' });
    for (let elapsed = 15_000; elapsed < 10 * 60_000; elapsed += 15_000) {
      clock.advance(15_000);
      expect((await info(token)).statusCode).toBe(200);
    }
    clock.advance(15_000);
    expect((await info(token)).statusCode).toBe(401);
  });
});
