import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ActivityApplication, RewardPage } from '@suite/shared/contract';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { envelope, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

jest.setTimeout(120_000);

describe('scripts/promotions', () => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  let token: string;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp('pglite'));
    env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
  }, 240_000);
  afterAll(() => close());

  const apply = async (promotionId: string) =>
    envelope<ActivityApplication>(
      await app.inject({ method: 'POST', url: '/wps/promotions/apply', headers: bearer(token), payload: { promotionId, comment: 'Captura adjunta', images: [PNG, PNG], ageConfirmed: true } }),
    ).value;

  it('lists applications, approves one (the bonus waits in the reward centre) and rejects another with a reason', async () => {
    const showcase = await apply('big-win-showcase');
    const welcome = await apply('welcome-bonus');
    const listed = await runScript('promotions', ['list'], env);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toContain(showcase.applicationId);
    expect(listed.stdout).toContain('demo_player');
    expect(listed.stdout).toContain('2 images');

    // The operator looks at it first: the application and its two images saved as files.
    const out = mkdtempSync(path.join(tmpdir(), 'promo-show-'));
    try {
      const shown = await runScript('promotions', ['show', showcase.applicationId, '--out', out], env);
      expect(shown).toMatchObject({ code: 0, stderr: '' });
      expect(shown.stdout).toContain('comment: Captura adjunta');
      expect(shown.stdout).toContain(`image 2: ${path.join(out, `application-${showcase.applicationId}-2.png`)} (image/png, ${PNG_BYTES.length} bytes)`);
      expect(readdirSync(out).sort()).toEqual([`application-${showcase.applicationId}-1.png`, `application-${showcase.applicationId}-2.png`]);
      expect(readFileSync(path.join(out, `application-${showcase.applicationId}-1.png`)).equals(PNG_BYTES)).toBe(true);
      expect((await runScript('promotions', ['show', '999999', '--out', out], env))).toMatchObject({ code: 1, stderr: expect.stringContaining('No application 999999') });
      expect((await runScript('promotions', ['show'], env)).code).toBe(64);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }

    const approved = await runScript('promotions', ['approve', showcase.applicationId], env);
    expect(approved).toMatchObject({ code: 0, stderr: '' });
    expect(approved.stdout).toMatch(/bonus issued to demo_player's reward centre \(reward \d+\)/);
    const twice = await runScript('promotions', ['approve', showcase.applicationId], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('already issued');

    expect((await runScript('promotions', ['reject', welcome.applicationId], env)).code).toBe(64);
    const rejected = await runScript('promotions', ['reject', welcome.applicationId, '--reason', 'Sin captura del depósito'], env);
    expect(rejected.stdout).toContain('reason: Sin captura del depósito');
    expect((await runScript('promotions', ['list'], env)).stdout).toBe('no applying applications\n');
    expect((await runScript('promotions', ['list', '--status', 'issued'], env)).stdout).toContain(showcase.applicationId);

    const rewards = envelope<RewardPage>(await app.inject({ method: 'GET', url: '/wps/member/rewards', headers: bearer(token) })).value;
    expect(rewards.list.some((reward) => reward.title === 'Comparte tu gran premio' && reward.state === 'issued')).toBe(true);
    const { rows } = await test.db.query<{ operator: string }>(`SELECT operator FROM admin_audit WHERE route LIKE '/admin/promotions/%' AND status = 200`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('reads and sets the winner board rule; refuses bad arguments with the usage', async () => {
    expect((await runScript('promotions', ['winner-rule'], env)).stdout).toBe('a win counts from 100.00 and from 5 times the stake; the board shows 20\n');
    const set = await runScript('promotions', ['winner-rule', '--min-win', '0.01', '--min-multiplier', '0.1'], env);
    expect(set.stdout).toBe('a win counts from 0.01 and from 0.1 times the stake; the board shows 20\n');
    expect((await runScript('promotions', ['winner-rule', '--min-win', 'lots', '--min-multiplier', '1'], env)).code).toBe(64);
    expect((await runScript('promotions', ['approve', 'abc'], env)).code).toBe(64);
    expect((await runScript('promotions', ['frobnicate'], env)).code).toBe(64);
    const unreachable = await runScript('promotions', ['list'], { ...env, SUITE_API_URL: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
  });
});
