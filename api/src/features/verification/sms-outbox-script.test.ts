import type { FastifyInstance } from 'fastify';
import { humanCheck, startAccountsApp } from '../../testing/accounts-kit';
import { freePort, runScript } from '../../testing/run-script';
import { TEST_ADMIN_TOKEN } from '../../testing/test-app';

describe('scripts/sms-outbox', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  beforeAll(async () => {
    ({ app, close } = await startAccountsApp('pglite'));
    env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN };
  });
  afterAll(() => close());

  const sendSms = async (mobileNum: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '+63', ...(await humanCheck(app)) },
    });

  it('says when the outbox is empty', async () => {
    const run = await runScript('sms-outbox', [], env);
    expect(run).toEqual({ code: 0, stdout: 'the outbox is empty\n', stderr: '' });
  });

  it('prints the SMS, newest first, filtered by number, and the newest code alone', async () => {
    await sendSms('9170000001');
    await sendSms('9170000002');
    const all = await runScript('sms-outbox', [], env);
    const lines = all.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\S+Z {2}sms {3}\+639170000002 {2}Su código de verificación es \d{6}\. Caduca en 5 minutos\.$/);
    expect(lines[1]).toContain('+639170000001');

    const one = await runScript('sms-outbox', ['--number', '+63 917 000 0001'], env);
    expect(one.stdout.trim().split('\n')).toHaveLength(1);
    const code = await runScript('sms-outbox', ['--code', '--number', '+639170000001'], env);
    expect(code.stdout).toMatch(/^\d{6}\n$/);
    expect(one.stdout).toContain(code.stdout.trim());
    expect((await runScript('sms-outbox', ['--last'], env)).stdout).toContain('+639170000002');
  });

  it('prints mails with --mail', async () => {
    await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo_player&email=demo.player%40mail.example',
    });
    await app.accounts.background.idle();
    const run = await runScript('sms-outbox', ['--mail', '--to', 'demo.player@mail.example'], env);
    expect(run.stdout).toMatch(/^\S+Z {2}mail {2}demo\.player@mail\.example {2}Su contraseña temporal: Hola demo_player: su contraseña temporal es [a-z0-9]{10}\./);
  });

  it('explains usage mistakes, a missing code, and an API that is down', async () => {
    const usage = await runScript('sms-outbox', ['--number', '0917'], env);
    expect(usage.code).toBe(64);
    expect(usage.stderr).toContain('--number takes an E.164 number');
    expect((await runScript('sms-outbox', ['--code', '--mail'], env)).stderr).toContain('--code reads SMS, not mails');
    const none = await runScript('sms-outbox', ['--code', '--number', '+639999999999'], env);
    expect(none).toMatchObject({ code: 1, stderr: 'sms-outbox: no SMS to +639999999999 in the outbox\n' });
    const port = await freePort();
    const down = await runScript('sms-outbox', [], { ...env, SUITE_API_URL: `http://127.0.0.1:${port}` });
    expect(down.stderr).toContain(`the API is not reachable at http://127.0.0.1:${port} (ECONNREFUSED)`);
  });

  it('says the outbox is off in production mode', async () => {
    const production = await startAccountsApp('pglite', { production: true });
    try {
      const url = await production.app.listen({ port: 0, host: '127.0.0.1' });
      const run = await runScript('sms-outbox', [], { ...env, SUITE_API_URL: url });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('the outbox is off');
    } finally {
      await production.close();
    }
  });
});
