/**
 * An agent's actions on its downlines (issue 23): registering one (encrypted, the registration's own
 * rules and refusals, a duplicate refused, the initial password changed at the first login before
 * anything else), and transferring money to a direct one (payment password, direct downlines only,
 * the minimum and the balance, one movement per Idempotency-Key however many requests run at once),
 * with the ledger check passing afterwards.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DownlineTransferInfo, DownlineTransferResult, LoginResult, RegisterDownlineResult, SessionState } from '@suite/shared/contract';
import { memberAccount, readAccountBalance } from '../../ledger/ledger';
import { COMMON_PASSWORD_KEY } from '../accounts/common-passwords';
import { message } from '../accounts/messages';
import { checkLedger } from '../../ledger/ledger-check';
import { bearer, callEncrypted, loginToken, loginWith, memberIdOf, startAccountsApp } from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

jest.setTimeout(180_000);
process.env.SUITE_AGENT_SETTLEMENT = 'off';

const REGISTER = '/wps/agent/team/register';
const TRANSFER = '/wps/agent/team/transfer';

describe.each(TEST_DATABASE_KINDS)('downline actions on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let agentToken: string;
  let agentId: string;
  const statuses: number[] = [];

  const track = (response: LightMyRequestResponse) => {
    statuses.push(response.statusCode);
    return response;
  };
  const register = async (payload: Record<string, unknown>, token = agentToken, language = 'es') =>
    track(await callEncrypted(app, 'POST', REGISTER, payload, { headers: { ...bearer(token), 'accept-language': language } }));
  const transfer = async (payload: Record<string, unknown>, key: string | null, language = 'en') =>
    track(
      await app.inject({
        method: 'POST',
        url: TRANSFER,
        payload,
        headers: { ...bearer(agentToken), 'accept-language': language, ...(key ? { 'idempotency-key': key } : {}) },
      }),
    );
  const member = async (account: string) =>
    (await test.db.query<{ id: string; upline_id: string; is_agent: number; must_change_password: boolean; nickname: string }>(
      'SELECT id, upline_id, is_agent, must_change_password, nickname FROM member WHERE account = $1',
      [account],
    )).rows[0];

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
    agentId = await memberIdOf(test, 'demo_agent');
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  });

  describe('registering a downline', () => {
    it('creates a direct downline agent or member that must change its initial password', async () => {
      const agent = await register({ account: 'new_agent', password: 'Start2026pw', kind: 'agent' });
      expect(envelope<RegisterDownlineResult>(agent)).toMatchObject({ success: true, value: { account: 'new_agent', kind: 'agent', mustChangePassword: true } });
      expect(await member('new_agent')).toMatchObject({ upline_id: agentId, is_agent: 1, must_change_password: true, nickname: 'new_agent' });
      const plain = await register({ account: 'new_member', password: 'Start2026pw', kind: 'member', nickname: 'Nuevo' });
      expect(envelope(plain).value).toEqual({ account: 'new_member', kind: 'member', mustChangePassword: true });
      expect(await member('new_member')).toMatchObject({ upline_id: agentId, is_agent: 0, nickname: 'Nuevo' });
    });

    it('refuses a taken account, a bad password or account, a clear body and a member, in the request language', async () => {
      const taken = await register({ account: 'NEW_AGENT', password: 'Other2026pw', kind: 'member' });
      expect({ status: taken.statusCode, body: envelope(taken) }).toEqual({
        status: 409,
        body: { success: false, message: 'Este nombre de usuario ya está en uso', value: { field: 'username', key: 'accountTaken', params: {} } },
      });
      expect(envelope(await register({ account: 'demo_player', password: 'Other2026pw', kind: 'member' }, agentToken, 'en')).message).toBe('This username is already taken');

      const weak = envelope<unknown>(await register({ account: 'weak_one', password: 'abc', kind: 'member' }, agentToken, 'en'));
      expect(weak).toMatchObject({ success: false, value: { field: 'password' } });
      const common = envelope<unknown>(await register({ account: 'weak_two', password: 'password1', kind: 'member' }));
      expect(common).toMatchObject({ success: false, value: { field: 'password', key: COMMON_PASSWORD_KEY }, message: message('es', 'passwordTooCommon', { label: 'Contraseña' }) });
      expect(envelope(await register({ account: 'a b', password: 'Start2026pw', kind: 'member' }))).toMatchObject({ success: false, value: { field: 'username' } });
      expect(await member('weak_one')).toBeUndefined();

      const clear = track(await app.inject({ method: 'POST', url: REGISTER, payload: { account: 'clear_one', password: 'Start2026pw', kind: 'member' }, headers: bearer(agentToken) }));
      expect(clear.statusCode).toBe(400);
      expect(envelope(await register({ account: 'x', password: 'y', kind: 'boss' }, agentToken, 'en'))).toMatchObject({ success: false, message: 'Invalid input: kind' });

      const playerToken = await loginToken(app, 'demo_player', 'Demo2026pass');
      const refused = await register({ account: 'by_member', password: 'Start2026pw', kind: 'member' }, playerToken, 'en');
      expect({ status: refused.statusCode, message: envelope(refused).message }).toEqual({ status: 403, message: 'Only agents can use the agent centre' });
      expect(await member('by_member')).toBeUndefined();
    });

    it('holds the downline’s first login to a password change', async () => {
      const login = envelope<LoginResult>(await loginWith(app, { username: 'new_agent', password: 'Start2026pw' }));
      expect(login.value).toMatchObject({ passwordChangeRequired: true, passwordExpired: true, isAgent: 1 });
      const token = login.value.token;
      const state = envelope<SessionState>(await app.inject({ method: 'GET', url: '/wps/session/state', headers: bearer(token) }));
      expect(state.value).toEqual({ passwordChangeRequired: true, reason: 'expired' });
      const held = await app.inject({ method: 'GET', url: '/wps/agent/home', headers: bearer(token) });
      expect({ status: held.statusCode, code: (envelope(held).value as { code: string }).code }).toEqual({ status: 403, code: 'passwordChangeRequired' });

      const changed = await callEncrypted(app, 'POST', '/wps/member/password', { oldPassword: 'Start2026pw', newPassword: 'Mine2026pw', confirmNewPassword: 'Mine2026pw' }, { headers: bearer(token) });
      expect(envelope(changed).success).toBe(true);
      expect(envelope(await app.inject({ method: 'GET', url: '/wps/agent/home', headers: bearer(token) }))).toMatchObject({ success: true, value: { account: 'new_agent' } });
      expect(await member('new_agent')).toMatchObject({ must_change_password: false });
      const again = envelope<LoginResult>(await loginWith(app, { username: 'new_agent', password: 'Mine2026pw' }));
      expect(again.value).toMatchObject({ passwordChangeRequired: false, passwordExpired: false });

      // The new agent registers its own downline: demo_agent's level 2.
      expect(envelope(await register({ account: 'deep_member', password: 'Start2026pw', kind: 'member' }, again.value.token)).success).toBe(true);
      expect(await member('deep_member')).toMatchObject({ upline_id: (await member('new_agent'))!.id });
    });
  });

  describe('transferring to a direct downline', () => {
    const payload = (downlineAccount: string, amount: string, paymentPassword = 'Pay2026pw') => ({ downlineAccount, amount, paymentPassword });
    const code = (response: LightMyRequestResponse) => (envelope(response).value as { code?: string } | null)?.code;
    const balance = async (account: string) => readAccountBalance(test.db, memberAccount((await member(account))!.id, 'MAIN'));

    it('needs the payment password', async () => {
      const info = envelope<DownlineTransferInfo>(track(await app.inject({ method: 'GET', url: TRANSFER, headers: bearer(agentToken) })));
      expect(info.value).toEqual({ balance: '5000.00', minAmount: '1.00', hasPaymentPassword: false });
      expect(code(await transfer(payload('new_member', '10.00'), 'no-password-1'))).toBe('noPaymentPassword');
      const set = await app.inject({ method: 'POST', url: '/wps/member/paymentPassword', payload: { newPassword: 'Pay2026pw', confirmPassword: 'Pay2026pw' }, headers: bearer(agentToken) });
      expect(envelope(set).success).toBe(true);
      const wrong = await transfer(payload('new_member', '10.00', 'Wrong2026pw'), 'wrong-password-1', 'es');
      expect({ status: wrong.statusCode, message: envelope(wrong).message, code: code(wrong) }).toEqual({
        status: 200,
        message: 'La contraseña de pago no es correcta',
        code: 'paymentPasswordWrong',
      });
      const missing = await transfer({ downlineAccount: 'new_member', amount: '10.00' }, 'missing-password-1');
      expect({ status: missing.statusCode, message: envelope(missing).message }).toEqual({ status: 400, message: 'Invalid input: paymentPassword' });
      expect((await transfer({ ...payload('new_member', '10.00'), amount: 10 }, 'number-amount-1')).statusCode).toBe(400);
      expect((await transfer(payload('new_member', '10.00'), null)).statusCode).toBe(400);
    });

    it('goes only to a direct downline, from the minimum up to the balance', async () => {
      // A level-2 downline, another agent's member and an unknown account get the same words.
      for (const account of ['deep_member', 'demo_weak', 'nobody_here']) {
        const refused = await transfer(payload(account, '10.00'), `not-direct-${account.replace('_', '-')}`);
        expect({ account, status: refused.statusCode, code: code(refused), message: envelope(refused).message }).toEqual({
          account,
          status: 200,
          code: 'notDirectDownline',
          message: `Account ${account} is not your direct downline`,
        });
      }
      expect(code(await transfer(payload('new_member', '0.50'), 'below-minimum-1'))).toBe('amountBelowMinimum');
      const tooMuch = await transfer(payload('new_member', '5000.01'), 'too-much-1', 'es');
      expect({ code: code(tooMuch), message: envelope(tooMuch).message }).toEqual({ code: 'insufficientBalance', message: 'Saldo insuficiente' });
      expect(await balance('demo_agent')).toBe('5000.00');
      expect(await balance('new_member')).toBe('0.00');
    });

    it('moves the money once when five requests share one Idempotency-Key', async () => {
      const key = 'downline-parallel-1';
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => transfer(payload('New_Member', '100.00'), key)));
      const done = answers.filter((answer) => answer.statusCode === 200).map((answer) => envelope<DownlineTransferResult>(answer).value);
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
      for (const value of done) expect(value).toEqual({ reference: `T${agentId}-${key}`, amount: '100.00', downlineAccount: 'new_member', balance: '4900.00' });
      // After the first finished: the same answer again, nothing moves; another payload under the key is 422.
      expect(envelope(await transfer(payload('new_member', '100.00'), key)).value).toMatchObject({ reference: `T${agentId}-${key}`, balance: '4900.00' });
      expect((await transfer(payload('new_member', '50.00'), key)).statusCode).toBe(422);

      const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_journal WHERE kind = 'downline_transfer'`);
      expect(rows[0]?.n).toBe(1);
      expect(await balance('demo_agent')).toBe('4900.00');
      expect(await balance('new_member')).toBe('100.00');
      const lines = await test.db.query<{ entry_type: string; amount: string }>(
        `SELECT p.entry_type, p.amount::text AS amount FROM ledger_posting p JOIN ledger_journal j ON j.id = p.journal_id WHERE j.kind = 'downline_transfer' ORDER BY p.id`,
      );
      expect(lines.rows).toEqual([
        { entry_type: 'downlineTransfer', amount: '-100.00' },
        { entry_type: 'downlineTransfer', amount: '100.00' },
      ]);
      expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    });
  });
});
