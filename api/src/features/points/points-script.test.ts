/**
 * scripts/points over a listening app: the operator lists the redeems in process, approves one,
 * rejects another with a reason (points and stock back), manages rewards and settings; usage errors
 * exit 64, refusals 1. scripts/ledger-check reports the points book beside the money ledger.
 */
import type { FastifyInstance } from 'fastify';
import type { RedeemResult } from '@suite/shared/contract';
import { housePoints, memberPoints, postPointsJournal, readPointsBalance } from '../../ledger/ledger';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { envelope, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

jest.setTimeout(120_000);

describe('scripts/points', () => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  let token: string;
  let memberId: string;
  let key = 0;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp('pglite'));
    env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    memberId = (await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_player'`)).rows[0]!.id;
    await app.inject({ method: 'POST', url: '/wps/member/paymentPassword', payload: { newPassword: 'pay123', confirmPassword: 'pay123' }, headers: bearer(token) });
    await test.db.transaction((tx) =>
      postPointsJournal(tx, {
        kind: 'adjustment',
        reference: 'A-script',
        memberId,
        legs: [
          { account: housePoints('POINTS_ADJUSTMENT'), points: -1000, entryType: 'adjustment' },
          { account: memberPoints(memberId), points: 1000, entryType: 'adjustment' },
        ],
      }),
    );
  }, 240_000);
  afterAll(() => close());

  const redeem = async (rewardId: string) =>
    envelope<RedeemResult>(
      await app.inject({
        method: 'POST',
        url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
        payload: { rewardId, quantity: 1, withdrawPassword: 'pay123', address: 'Calle 10 # 20-30', mobileNum: '3001234567' },
        headers: { ...bearer(token), 'idempotency-key': `script-points-${(key += 1)}` },
      }),
    ).value.redeem;

  it('adds a reward, redeems it twice, approves one and rejects the other with a reason', async () => {
    const added = await runScript('points', ['add-reward', '--es', 'Botella', '--en', 'Bottle', '--category', 'merch', '--points', '100', '--stock', '2'], env);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const rewardId = /^(\d+)/.exec(added.stdout)![1]!;
    expect(added.stdout).toContain('Bottle');
    expect(added.stdout).toContain('stock 2/2');
    const first = await redeem(rewardId);
    const second = await redeem(rewardId);
    const listed = await runScript('points', ['list'], env);
    expect(listed.stdout).toContain(`${first.id} `);
    expect(listed.stdout).toContain('3001234567');
    const approved = await runScript('points', ['approve', first.id], env);
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.stdout).toContain('approved');
    const twice = await runScript('points', ['approve', first.id], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('Este canje ya fue aprobado');
    expect((await runScript('points', ['reject', second.id], env)).code).toBe(64);
    const before = await readPointsBalance(test.db, memberPoints(memberId));
    const rejected = await runScript('points', ['reject', second.id, '--reason', 'out of stock at the warehouse'], env);
    expect(rejected.stdout).toContain('rejected');
    expect(await readPointsBalance(test.db, memberPoints(memberId))).toBe(before + 100);
    expect((await runScript('points', ['rewards'], env)).stdout).toMatch(new RegExp(`^${rewardId} .*stock 1/2`, 'm'));
    expect((await runScript('points', ['list', '--status', 'all'], env)).stdout.trim().split('\n').length).toBeGreaterThanOrEqual(2);
  });

  it('changes stock, hides a reward and the settings; refuses bad arguments with the usage', async () => {
    const rewards = await runScript('points', ['rewards'], env);
    const rewardId = /^(\d+)/.exec(rewards.stdout)![1]!;
    expect((await runScript('points', ['stock', rewardId, '+5'], env)).stdout).toContain('stock 25/25');
    expect((await runScript('points', ['reward', rewardId, 'off'], env)).stdout).toMatch(new RegExp(`^${rewardId}\\s+off`));
    expect((await runScript('points', ['reward', rewardId, 'on'], env)).code).toBe(0);
    expect((await runScript('points', ['config'], env)).stdout).toContain('1 point per 1.00 of valid bet');
    expect((await runScript('points', ['config', '--min-convert', '50'], env)).stdout).toContain('at least 50 points');
    for (const args of [[], ['nope'], ['approve'], ['approve', 'x'], ['stock', rewardId, 'many'], ['list', '--status', 'done'], ['config', '--ratio', 'abc']]) {
      const run = await runScript('points', args, env);
      expect([args, run.code]).toEqual([args, 64]);
    }
    expect((await runScript('points', ['stock', rewardId, '-1000'], env)).code).toBe(1);
  });

  it('scripts/ledger-check proves the points book too', async () => {
    const whole = await runScript('ledger-check', [], env);
    expect(whole.code).toBe(0);
    expect(whole.stdout).toMatch(/^points: \d+ accounts, \d+ journals, \d+ postings$/m);
    await test.db.query(`UPDATE points_account SET balance = balance + 7 WHERE member_id = $1`, [memberId]);
    const broken = await runScript('ledger-check', [], env);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('points: stored balance differs from postings');
    await test.db.query(`UPDATE points_account SET balance = balance - 7 WHERE member_id = $1`, [memberId]);
  });
});
