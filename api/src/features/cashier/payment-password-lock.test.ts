/**
 * Issue 26, hole 2: the payment password's wrong-attempt lock. 5 failures of a member within 15
 * minutes (withdrawal, transfer to the upline, changing the payment password: one count) lock every
 * payment-password action of that member for 30 minutes, with a translated refusal giving the end,
 * an inbox message, and the operator's view and unlock (audited). Parallel guesses do not slip past.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { checkLedger } from '../../ledger/ledger-check';
import { bearer, createClock, loginToken, startAccountsApp, type TestClock } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { insertMember } from '../accounts/member-repository';
import { PASSWORD_GUARD } from '../security/password-guard';
import { hashPassword } from '../session/password-hash';

const MINUTE = 60_000;
const RIGHT = 'pay123';
type Action = 'withdraw' | 'upline' | 'change';

interface Refusal {
  code?: string;
  until?: string;
  lockedUntil?: string;
}

describe.each(TEST_DATABASE_KINDS)('payment password lock on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  let agentId: string;
  const statuses: number[] = [];
  let serial = 0;
  let keys = 0;

  beforeAll(async () => {
    clock = createClock();
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
    agentId = (await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_agent'`)).rows[0]!.id;
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }

  /** A member of its own with payment password `pay123`, an upline and 1000.00; logged in. */
  async function member(language: 'es' | 'en' = 'es'): Promise<{ id: string; account: string; token: string }> {
    serial += 1;
    const account = `paylock_${kind}_${serial}`;
    const [passwordHash, paymentPasswordHash] = await Promise.all([hashPassword('Lock2026pass'), hashPassword(RIGHT)]);
    const id = await test.db.transaction((tx) =>
      insertMember(tx, {
        account,
        passwordHash,
        paymentPasswordHash,
        uplineId: agentId,
        isAgent: 0,
        language,
        passwordChangedAt: clock.now(),
        passwordExpiresAt: null,
        balance: '1000.00',
      }),
    );
    return { id, account, token: await loginToken(app, account, 'Lock2026pass', { remoteAddress: `10.26.0.${serial}` }) };
  }

  function attempt(token: string, action: Action, password: string, options: { remoteAddress?: string; language?: string } = {}) {
    const headers = { ...bearer(token), 'idempotency-key': `lock-${kind}-${(keys += 1)}`, 'accept-language': options.language ?? 'es' };
    const remoteAddress = options.remoteAddress ?? '10.26.1.1';
    switch (action) {
      case 'withdraw':
        // Account 1 is nobody's: a right password is answered unknownAccount, past the check.
        return call({ method: 'POST', url: '/wps/cashier/withdraw', payload: { accountId: '1', amount: '100.00', paymentPassword: password }, headers, remoteAddress });
      case 'upline':
        return call({ method: 'POST', url: '/wps/cashier/upline/transfer', payload: { amount: '1.00', paymentPassword: password }, headers, remoteAddress });
      case 'change':
        return call({ method: 'POST', url: '/wps/member/paymentPassword', payload: { oldPassword: password, newPassword: 'pay999', confirmPassword: 'pay999' }, headers, remoteAddress });
    }
  }
  const codeOf = (response: LightMyRequestResponse) => (response.json() as { value: Refusal | null }).value?.code;
  const inbox = async (memberId: string) =>
    (await test.db.query<{ title: string; content: string }>('SELECT title, content FROM member_message WHERE member_id = $1 ORDER BY id', [memberId])).rows;

  it('locks every payment-password action for 30 minutes after 5 wrong ones, says until when, and writes to the inbox', async () => {
    const me = await member();
    for (let guess = 1; guess <= 4; guess += 1) {
      expect(codeOf(await attempt(me.token, 'withdraw', `wrong${guess}`))).toBe('paymentPasswordWrong');
    }
    const fifth = await attempt(me.token, 'withdraw', 'wrong5');
    const refusal = (fifth.json() as { value: Refusal }).value;
    expect(refusal.code).toBe('paymentPasswordLocked');
    const lockedUntil = new Date(refusal.lockedUntil as string);
    expect(lockedUntil.getTime()).toBe(clock.now().getTime() + PASSWORD_GUARD.lockMs);
    expect(refusal.until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);

    // The right password is refused now, on every payment-password action, in both languages.
    for (const action of ['withdraw', 'upline', 'change'] as const) {
      const locked = await attempt(me.token, action, RIGHT);
      expect(locked.statusCode).toBe(200);
      expect(locked.json()).toMatchObject({
        success: false,
        message: `Demasiados intentos con una contraseña de pago incorrecta: los retiros, las transferencias y el cambio de la contraseña de pago están bloqueados hasta ${refusal.until}`,
        value: { code: 'paymentPasswordLocked', until: refusal.until, lockedUntil: refusal.lockedUntil },
      });
    }
    const english = await attempt(me.token, 'withdraw', RIGHT, { language: 'en' });
    expect(english.json()).toMatchObject({
      success: false,
      message: `Too many wrong payment passwords: withdrawals, transfers and changing the payment password are locked until ${refusal.until}`,
    });
    // More guesses neither count nor reach scrypt.
    for (let guess = 0; guess < 55; guess += 1) expect(codeOf(await attempt(me.token, 'withdraw', `more${guess}`))).toBe('paymentPasswordLocked');

    const messages = await inbox(me.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: 'Contraseña de pago bloqueada' });
    expect(messages[0]!.content).toContain(refusal.until);
    const unread = await call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: bearer(me.token) });
    expect(envelope<{ unreadMessage: number }>(unread).value.unreadMessage).toBe(1);

    clock.advance(29 * MINUTE);
    expect(codeOf(await attempt(me.token, 'withdraw', RIGHT))).toBe('paymentPasswordLocked');
    clock.advance(2 * MINUTE);
    expect(codeOf(await attempt(me.token, 'withdraw', RIGHT))).toBe('unknownAccount');
  });

  it('counts wrong old passwords when changing the payment password (15 wrong, then the right one)', async () => {
    const me = await member('en');
    const codes: (string | undefined)[] = [];
    for (let guess = 1; guess <= 15; guess += 1) codes.push(codeOf(await attempt(me.token, 'change', `wrong${guess}`)));
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('paymentPasswordWrong'));
    expect(codes.slice(4)).toEqual(Array(11).fill('paymentPasswordLocked'));
    expect(codeOf(await attempt(me.token, 'change', RIGHT))).toBe('paymentPasswordLocked');
    // The inbox speaks the member's language.
    expect((await inbox(me.id))[0]).toMatchObject({ title: 'Payment password locked' });
    const { rows } = await test.db.query<{ hash: string }>('SELECT payment_password_hash AS hash FROM member WHERE id = $1', [me.id]);
    expect(rows[0]!.hash).toBeTruthy();
  });

  it('counts the transfer to the upline, and every action together, per member from any IP', async () => {
    const me = await member();
    const other = await member();
    const sequence: Action[] = ['upline', 'withdraw', 'change', 'upline', 'withdraw'];
    const codes = [];
    for (const [index, action] of sequence.entries()) {
      codes.push(codeOf(await attempt(me.token, action, `wrong${index}`, { remoteAddress: `10.26.2.${index + 1}` })));
    }
    expect(codes).toEqual(['paymentPasswordWrong', 'paymentPasswordWrong', 'paymentPasswordWrong', 'paymentPasswordWrong', 'paymentPasswordLocked']);
    expect(codeOf(await attempt(me.token, 'upline', RIGHT, { remoteAddress: '10.26.2.99' }))).toBe('paymentPasswordLocked');
    // Another member on the same IPs is not locked.
    const transfer = await attempt(other.token, 'upline', RIGHT, { remoteAddress: '10.26.2.1' });
    expect(envelope<{ amount: string }>(transfer).value.amount).toBe('1.00');
  });

  it('forgets the failures at a right password before the limit, and those older than 15 minutes', async () => {
    const me = await member();
    for (let guess = 1; guess <= 4; guess += 1) expect(codeOf(await attempt(me.token, 'withdraw', `wrong${guess}`))).toBe('paymentPasswordWrong');
    expect(codeOf(await attempt(me.token, 'withdraw', RIGHT))).toBe('unknownAccount');
    for (let guess = 1; guess <= 4; guess += 1) expect(codeOf(await attempt(me.token, 'withdraw', `again${guess}`))).toBe('paymentPasswordWrong');
    clock.advance(PASSWORD_GUARD.windowMs + 1_000);
    for (let guess = 1; guess <= 4; guess += 1) expect(codeOf(await attempt(me.token, 'withdraw', `later${guess}`))).toBe('paymentPasswordWrong');
    expect(codeOf(await attempt(me.token, 'withdraw', 'later5'))).toBe('paymentPasswordLocked');
  });

  it('lets no parallel guess slip past the limit: 12 wrong at once, then the right one is refused as locked', async () => {
    const me = await member();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => attempt(me.token, index % 2 === 0 ? 'withdraw' : 'upline', `guess${index}`)));
    for (const answer of answers) {
      // Checked and wrong, locked, or refused at once while other attempts were being checked.
      if (answer.statusCode === 429) {
        expect(answer.json()).toMatchObject({ success: false, value: { code: 'passwordCheckBusy' } });
        expect(answer.headers['retry-after']).toBe('2');
      } else {
        expect(answer.statusCode).toBe(200);
        expect(['paymentPasswordWrong', 'paymentPasswordLocked']).toContain(codeOf(answer));
      }
    }
    // At most 4 were answered "wrong": the 5th failure started the lock, nothing more was checked.
    expect(answers.filter((answer) => codeOf(answer) === 'paymentPasswordWrong').length).toBeLessThanOrEqual(4);
    expect(codeOf(await attempt(me.token, 'withdraw', RIGHT))).toBe('paymentPasswordLocked');
    expect(codeOf(await attempt(me.token, 'upline', RIGHT))).toBe('paymentPasswordLocked');
    expect(await inbox(me.id)).toHaveLength(1);
    const { rows } = await test.db.query<{ pending: number; failures: unknown[] }>(
      `SELECT pending, failures FROM password_guard WHERE member_id = $1 AND kind = 'payment'`,
      [me.id],
    );
    expect(rows[0]).toMatchObject({ pending: 0, failures: [] });
  });

  describe('the operator', () => {
    const admin = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = TEST_ADMIN_HEADERS) =>
      call({ method, url, payload: payload as InjectOptions['payload'], headers });

    it('sees the locks and lifts one (audited), after which the right password works at once', async () => {
      const me = await member();
      for (let guess = 1; guess <= 5; guess += 1) await attempt(me.token, 'withdraw', `wrong${guess}`);
      const listed = envelope<{ account: string; kind: string; lockedUntil: string }[]>(await admin('GET', '/admin/cashier/password-locks')).value;
      expect(listed).toContainEqual(expect.objectContaining({ account: me.account, memberId: me.id, kind: 'payment' }));

      const lifted = await admin('POST', '/admin/cashier/password-locks/unlock', { account: me.account.toUpperCase() });
      expect(envelope(lifted).value).toEqual({ memberId: me.id, account: me.account, unlocked: ['payment'] });
      expect(envelope<{ account: string }[]>(await admin('GET', '/admin/cashier/password-locks')).value.map((lock) => lock.account)).not.toContain(me.account);
      expect(codeOf(await attempt(me.token, 'withdraw', RIGHT))).toBe('unknownAccount');
      // Lifting again finds nothing locked.
      expect(envelope(await admin('POST', '/admin/cashier/password-locks/unlock', { account: me.account, kind: 'payment' })).value).toMatchObject({ unlocked: [] });

      const { rows } = await test.db.query<{ operator: string; status: number; target: { body?: { account?: string } } }>(
        `SELECT operator, status, target FROM admin_audit WHERE route = '/admin/cashier/password-locks/unlock' ORDER BY id`,
      );
      expect(rows[0]).toMatchObject({ operator: 'dev', status: 200, target: { body: { account: me.account.toUpperCase() } } });
      const guard = await test.db.query<{ unlocked_by: string }>(`SELECT unlocked_by FROM password_guard WHERE member_id = $1 AND kind = 'payment'`, [me.id]);
      expect(guard.rows[0]?.unlocked_by).toBe('dev');
    });

    it('answers bad input with a 4xx envelope, never a 5xx, and nothing without an admin account', async () => {
      const unlock = '/admin/cashier/password-locks/unlock';
      expect((await admin('GET', '/admin/cashier/password-locks', undefined, {})).statusCode).toBe(401);
      expect((await admin('POST', unlock, { account: 'demo_player' }, { 'x-operator': 'dev', 'x-admin-token': 'wrong' })).statusCode).toBe(401);
      expect((await admin('POST', unlock, { account: 'nobody_here' })).statusCode).toBe(404);
      const bodies: unknown[] = [
        {},
        { account: '' },
        { account: 'x'.repeat(65) },
        { account: 'demo_player', kind: 'pin' },
        { account: 'demo_player', extra: 1 },
        { account: 12 },
        // (a one-item array is coerced to its item by Fastify's schema, as on every route)
        { account: ['a', 'b'] },
        { account: { name: 'demo_player' } },
        { account: 'demo\u0000player' },
        { account: "' OR 1=1; --" },
        { account: '😀'.repeat(10) },
        { account: '\uD800' },
        null,
        [],
        'demo_player',
      ];
      for (const body of bodies) {
        const response = await call({
          method: 'POST',
          url: unlock,
          payload: JSON.stringify(body),
          headers: { ...TEST_ADMIN_HEADERS, 'content-type': 'application/json' },
        });
        // The body in the comparison names the case that failed.
        expect({ body, clientError: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({ body, clientError: true });
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
      for (const raw of ['{', 'null', '\u0000']) {
        const response = await call({ method: 'POST', url: unlock, payload: raw, headers: { ...TEST_ADMIN_HEADERS, 'content-type': 'application/json' } });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
      const query = await call({ method: 'GET', url: '/admin/cashier/password-locks?x=%00', headers: TEST_ADMIN_HEADERS });
      expect(query.statusCode).toBeLessThan(500);
    });
  });
});
