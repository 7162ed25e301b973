/**
 * scripts/vip against a running API: the level table, a change of one level (and the API's refusal
 * of a bad one), a member's level with progress and history, and today's birthday pass.
 */
import type { FastifyInstance } from 'fastify';
import { memberIdOf, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { TEST_ADMIN_TOKEN } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

jest.setTimeout(120_000);

describe('scripts/vip', () => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp('pglite'));
    env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
  }, 240_000);
  afterAll(() => close());

  it('lists the levels with thresholds and benefits', async () => {
    const listed = await runScript('vip', ['levels'], env);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toBe('thresholds count over the month period');
    expect(lines).toHaveLength(8);
    expect(lines[3]).toMatch(/^VIP 2 +Silver \/ Plata +turnover 10000\.00 +deposits 1000\.00 +rebate \+0\.40% +withdraw 100000\.00 a day, any number +upgrade 50\.00 +birthday 20\.00 +bonus turnover x1\.00$/);
  });

  it('changes a level; the API refuses a bad change, the script a bad argument', async () => {
    const set = await runScript(
      'vip',
      ['set-level', '1', '--turnover', '1500', '--deposits', '150.00', '--rebate', '0.35', '--withdraw-limit', '40000', '--withdraw-count', '5', '--upgrade-bonus', '12.50', '--birthday-bonus', '5', '--bonus-turnover', '3'],
      env,
    );
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect(set.stdout).toMatch(/^VIP 1 +Bronze \/ Bronce +turnover 1500\.00 +deposits 150\.00 +rebate \+0\.35% +withdraw 40000\.00 a day, 5 a day +upgrade 12\.50 +birthday 5\.00 +bonus turnover x3\.00\n$/);
    expect((await runScript('vip', ['set-level', '1', '--withdraw-count', 'none'], env)).stdout).toContain('a day, any number');
    const refused = await runScript('vip', ['set-level', '2', '--turnover', '100.00'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('level 2 must ask for more turnover than level 1 (1500.00)');
    const unknown = await runScript('vip', ['set-level', '42', '--rebate', '1'], env);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No VIP level 42') });
    for (const args of [['set-level', '1'], ['set-level', 'x', '--rebate', '1'], ['set-level', '1', '--rebate', 'lots'], ['set-level', '1', '--withdraw-count', '0'], ['set-level', '1', '--colour', 'red'], ['frobnicate'], []]) {
      expect((await runScript('vip', args, env)).code).toBe(64);
    }
    const { rows } = await test.db.query(`SELECT 1 FROM admin_audit WHERE route LIKE '/admin/vip/levels/%' AND method = 'PUT' AND status = 200`);
    expect(rows).toHaveLength(2);
  });

  it("shows a member's level, progress and history; pays today's birthdays", async () => {
    const memberId = await memberIdOf(test);
    await test.db.query(`UPDATE member SET birth_date = make_date(1992, extract(month FROM now() AT TIME ZONE 'UTC')::int, extract(day FROM now() AT TIME ZONE 'UTC')::int) WHERE id = $1`, [memberId]);
    const birthdays = await runScript('vip', ['birthdays'], env);
    expect(birthdays).toMatchObject({ code: 0, stderr: '' });
    expect(birthdays.stdout).toBe(`birthday bonuses of ${new Date().toISOString().slice(0, 10)}:\n  demo_player  VIP 2  20.00 (turnover 20.00)\n`);
    expect((await runScript('vip', ['birthdays'], env)).stdout).toContain('nobody to pay');
    const shown = await runScript('vip', ['member', 'demo_player'], env);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toContain('demo_player: VIP 2 Silver; date of birth 1992-');
    expect(shown.stdout).toMatch(/period month from \d{4}-\d{2}-01 to \d{4}-\d{2}-01: turnover [0-9.]+, deposits [0-9.]+/);
    expect(shown.stdout).toMatch(/next: VIP 3 Gold: turnover \d+% \([0-9.]+ to go\), deposits \d+% \([0-9.]+ to go\)/);
    expect(shown.stdout).toContain(`birthday bonuses:\n  ${new Date().getUTCFullYear()}  VIP 2  20.00  paid `);
    expect(await runScript('vip', ['member', 'nobody_here'], env)).toMatchObject({ code: 1, stderr: expect.stringContaining('No member nobody_here') });
    expect((await runScript('vip', ['member'], env)).code).toBe(64);
  });
});
