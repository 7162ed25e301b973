/** scripts/cashier locks and unlock (issue 26) against a listening app. */
import type { FastifyInstance } from 'fastify';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { TEST_ADMIN_TOKEN } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

describe('scripts/cashier locks and unlock', () => {
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

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), 'idempotency-key': `lock-script-${(key += 1)}` } });
  const withdraw = async (paymentPassword: string) =>
    ((await post('/wps/cashier/withdraw', { accountId: '1', amount: '100.00', paymentPassword })).json() as { value: { code: string } }).value.code;

  it('lists the members locked now and lifts a lock, with the operator on record', async () => {
    expect((await runScript('cashier', ['locks'], env)).stdout).toBe('no password locks\n');
    await post('/wps/member/paymentPassword', { newPassword: 'pay123', confirmPassword: 'pay123' });
    for (let guess = 1; guess <= 5; guess += 1) await withdraw(`wrong${guess}`);
    expect(await withdraw('pay123')).toBe('paymentPasswordLocked');

    const listed = await runScript('cashier', ['locks'], env);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toMatch(/^demo_player\s+\d+\s+payment\s+until \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\s+\(since /);

    const lifted = await runScript('cashier', ['unlock', 'demo_player'], env);
    expect(lifted).toMatchObject({ code: 0, stdout: 'unlocked demo_player: payment\n' });
    expect(await withdraw('pay123')).toBe('unknownAccount');
    expect((await runScript('cashier', ['unlock', 'demo_player', '--kind', 'login'], env)).stdout).toBe('demo_player had no lock in force (failures forgotten)\n');
    const { rows } = await test.db.query<{ operator: string; status: number }>(
      `SELECT operator, status FROM admin_audit WHERE route = '/admin/cashier/password-locks/unlock' ORDER BY id`,
    );
    expect(rows).toEqual([
      { operator: 'dev', status: 200 },
      { operator: 'dev', status: 200 },
    ]);
  });

  it('refuses bad usage with exit 64, and an unknown account with exit 1', async () => {
    expect((await runScript('cashier', ['unlock'], env)).code).toBe(64);
    expect((await runScript('cashier', ['unlock', 'demo_player', '--kind', 'pin'], env)).code).toBe(64);
    const unknown = await runScript('cashier', ['unlock', 'nobody_here'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No member nobody_here');
  });
});
