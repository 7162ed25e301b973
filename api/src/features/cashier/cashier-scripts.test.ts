import type { FastifyInstance } from 'fastify';
import type { DepositOrder, WithdrawalOrder } from '@suite/shared/contract';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

describe('scripts/cashier and scripts/ledger-check', () => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  let token: string;
  let key = 0;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp('pglite'));
    env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
  });
  afterAll(() => close());

  const post = async <T>(url: string, payload: unknown) =>
    envelope<T>(await app.inject({ method: 'POST', url, payload: payload as object, headers: { ...bearer(token), 'idempotency-key': `script-key-${(key += 1)}` } }))
      .value;

  it('lists a pending deposit and credits it with a signed gateway callback, once', async () => {
    const order = await post<DepositOrder>('/wps/cashier/deposit', { channelId: 'bank-bdo', amount: '300.00' });
    const listed = await runScript('cashier', ['deposits'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(order.orderId);
    const paid = await runScript('cashier', ['callback', order.orderId, 'paid'], env);
    expect(paid).toMatchObject({ code: 0, stderr: '' });
    expect(paid.stdout).toMatch(new RegExp(`^callback paid: ${order.orderId}.*credited`));
    const again = await runScript('cashier', ['callback', order.orderId, 'paid', '--amount', '300.00'], env);
    expect(again.stdout).toContain('credited');
    const { rows } = await test.db.query(`SELECT 1 FROM ledger_journal WHERE reference = $1`, [order.orderId]);
    expect(rows).toHaveLength(1);
    expect((await runScript('cashier', ['deposits'], env)).stdout).toBe('no pending deposits\n');
  });

  it("refuses an operator's settle that contradicts a settled deposit, with the order's state, and changes nothing", async () => {
    const order = await post<DepositOrder>('/wps/cashier/deposit', { channelId: 'bank-bdo', amount: '250.00' });
    expect((await runScript('cashier', ['deposit', order.orderId, 'paid'], env)).stdout).toMatch(new RegExp(`^${order.orderId}.*credited`));
    const state = async () => ({
      order: (await test.db.query('SELECT status, failure_reason, gateway_ref, updated_at FROM deposit_order WHERE id = $1', [order.orderId])).rows,
      journals: (await test.db.query('SELECT id FROM ledger_journal WHERE reference = $1', [order.orderId])).rows,
      inbox: (await test.db.query(`SELECT m.id FROM member_message m JOIN member a ON a.id = m.member_id WHERE a.account = 'demo_player'`)).rows,
    });
    const before = await state();

    // Credited: "failed" is refused, naming the order's state (the script prints the API's refusal).
    const failed = await runScript('cashier', ['deposit', order.orderId, 'failed', '--reason', 'bank says no'], env);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(failed.stderr).toBe(`cashier: the API refused (409): Deposit order ${order.orderId} is already credited: it cannot be settled as failed\n`);
    const refused = await app.inject({ method: 'POST', url: `/admin/cashier/deposits/${order.orderId}/settle`, payload: { status: 'failed' }, headers: TEST_ADMIN_HEADERS });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused)).toMatchObject({ success: false, value: { code: 'depositAlreadySettled', orderId: order.orderId, status: 'credited' } });
    expect(await state()).toEqual(before);
    // The same outcome again answers the order as it is, moving nothing.
    expect((await runScript('cashier', ['deposit', order.orderId, 'paid'], env)).stdout).toMatch(new RegExp(`^${order.orderId}.*credited`));
    expect(await state()).toEqual(before);

    // Failed: "paid" is refused the same way.
    const declined = await post<DepositOrder>('/wps/cashier/deposit', { channelId: 'bank-bdo', amount: '260.00' });
    expect((await runScript('cashier', ['deposit', declined.orderId, 'failed', '--reason', 'no transfer'], env)).stdout).toContain('failed');
    const paid = await runScript('cashier', ['deposit', declined.orderId, 'paid'], env);
    expect(paid.code).toBe(1);
    expect(paid.stderr).toContain(`Deposit order ${declined.orderId} is already failed: it cannot be settled as paid`);
    expect((await test.db.query('SELECT 1 FROM ledger_journal WHERE reference = $1', [declined.orderId])).rows).toHaveLength(0);
  });

  it('approves and rejects withdrawals by order number, with a reason', async () => {
    await post('/wps/member/paymentPassword', { newPassword: 'pay123', confirmPassword: 'pay123' });
    const account = await post<{ id: string }>('/wps/cashier/withdraw/accounts', { kind: 'ewallet', provider: 'GCash', accountNo: '09171234567', holderName: 'Demo Player' });
    const first = await post<WithdrawalOrder>('/wps/cashier/withdraw', { accountId: account.id, amount: '100.00', paymentPassword: 'pay123' });
    const second = await post<WithdrawalOrder>('/wps/cashier/withdraw', { accountId: account.id, amount: '120.00', paymentPassword: 'pay123' });
    expect((await runScript('cashier', ['withdrawals'], env)).stdout.trim().split('\n')).toHaveLength(2);
    expect((await runScript('cashier', ['approve', first.orderId], env)).stdout).toContain('approved');
    const noReason = await runScript('cashier', ['reject', second.orderId], env);
    expect(noReason.code).toBe(64);
    expect((await runScript('cashier', ['reject', second.orderId, '--reason', 'name mismatch'], env)).stdout).toContain('rejected');
    const twice = await runScript('cashier', ['approve', first.orderId], env);
    expect(twice).toMatchObject({ code: 1 });
    expect(twice.stderr).toContain('already approved');
    const { rows } = await test.db.query<{ decided_by: string }>('SELECT decided_by FROM withdrawal_order WHERE id = $1', [first.orderId]);
    expect(rows[0]?.decided_by).toBe('dev');
  });

  it('passes the ledger check, and fails it (exit 1) when a stored balance is tampered with', async () => {
    const whole = await runScript('ledger-check', [], env);
    expect(whole.code).toBe(0);
    expect(whole.stdout).toContain('OK: the ledger balances');
    await test.db.query(`UPDATE ledger_account SET balance = balance + 1 WHERE owner = 'house' AND wallet = 'BANK'`);
    const broken = await runScript('ledger-check', [], env);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('stored balance differs from postings');
    await test.db.query(`UPDATE ledger_account SET balance = balance - 1 WHERE owner = 'house' AND wallet = 'BANK'`);
  });

  it('refuses bad usage with exit 64 and the usage text', async () => {
    const bad = await runScript('cashier', ['approve', 'nope'], env);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain('Usage:');
  });
});
