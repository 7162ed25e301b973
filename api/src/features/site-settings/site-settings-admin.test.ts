import type { FastifyInstance } from 'fastify';
import type { RegisterFieldSettings, WhitelabelNode } from '@suite/shared/contract';
import { isWhitelabelOn } from '@suite/shared/contract';
import { loginWith, startAccountsApp } from '../../testing/accounts-kit';
import { registrationFailure } from '../member/registration-rules';
import { freePort, runScript } from '../../testing/run-script';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const admin = TEST_ADMIN_HEADERS;

describe.each(TEST_DATABASE_KINDS)('site settings admin routes on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startAccountsApp(kind));
  });
  afterAll(() => close());

  const tree = async () => envelope<WhitelabelNode[]>(await app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).value;
  const fields = async () => envelope<RegisterFieldSettings>(await app.inject({ method: 'GET', url: '/wps/system/setting/register' })).value;

  it('need an admin account (401 without, 401 wrong)', async () => {
    for (const [method, url] of [
      ['GET', '/admin/site/switches'],
      ['PUT', '/admin/site/switches/FREEPLAY'],
      ['GET', '/admin/site/register-fields'],
      ['PUT', '/admin/site/register-fields/captcha'],
      ['GET', '/admin/dev/outbox'],
      ['DELETE', '/admin/accounts/rate-limits'],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'PUT' ? { enabled: true } : undefined })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: { ...admin, 'x-admin-token': 'guess' } })).statusCode).toBe(401);
    }
  });

  it('switch a white-label switch by name (any case); an unknown one is 404', async () => {
    const off = await app.inject({ method: 'PUT', url: '/admin/site/switches/mobilevercodelogin3', payload: { enabled: false }, headers: admin });
    expect(envelope(off).value).toEqual({ modId: 'MOBILEVERCODELOGIN3', parentModId: 'LOGIN', enabled: false });
    expect(isWhitelabelOn(await tree(), 'MOBILEVERCODELOGIN3')).toBe(false);
    await app.inject({ method: 'PUT', url: '/admin/site/switches/MOBILEVERCODELOGIN3', payload: { enabled: true }, headers: admin });
    expect(isWhitelabelOn(await tree(), 'MOBILEVERCODELOGIN3')).toBe(true);
    const unknown = await app.inject({ method: 'PUT', url: '/admin/site/switches/NOPE3', payload: { enabled: true }, headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No switch NOPE3', value: null });
    const bad = await app.inject({ method: 'PUT', url: '/admin/site/switches/FREEPLAY', payload: { enabled: 'yes' }, headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('change a registration field setting, which the API then enforces', async () => {
    const change = await app.inject({ method: 'PUT', url: '/admin/site/register-fields/qqNum', payload: { enabled: true, required: true }, headers: admin });
    expect(envelope(change).value).toMatchObject({ field: 'qqNum', enabled: true, required: true, minLength: 5, maxLength: 12 });
    expect((await fields()).qqNum).toMatchObject({ enabled: true, required: true });
    await app.inject({ method: 'PUT', url: '/admin/site/register-fields/qqNum', payload: { enabled: false, required: false }, headers: admin });

    const cases: [string, object, number, string][] = [
      ['shoeSize', { enabled: true }, 404, 'No registration field shoeSize'],
      ['username', { minLength: 20 }, 400, 'Invalid body: minLength (20) is above maxLength (15)'],
      ['username', { acceptedPattern: '([a-z' }, 400, 'Invalid body: acceptedPattern cannot be run in linear time'],
      // What RE2 cannot run in linear time is refused when saved: backreferences, lookaround.
      ['username', { acceptedPattern: '(a)\\1' }, 400, 'Invalid body: acceptedPattern cannot be run in linear time (backreferences and lookaround'],
      ['username', { acceptedPattern: '(?=.*\\d).+' }, 400, 'Invalid body: acceptedPattern cannot be run in linear time'],
      ['username', { acceptedPattern: 'a'.repeat(201) }, 400, 'Invalid body: acceptedPattern must NOT have more than 200 characters'],
      // RE2 reads it but JavaScript does not: the browsers could not check it.
      ['username', { acceptedPattern: '(?i)abc' }, 400, 'Invalid body: acceptedPattern is not a valid regular expression'],
      ['username', { patternId: 'shoe' }, 400, 'Invalid body: patternId must be one of'],
      ['username', {}, 400, 'Invalid body: value must NOT have fewer than 1 properties'],
    ];
    for (const [field, payload, status, message] of cases) {
      const response = await app.inject({ method: 'PUT', url: `/admin/site/register-fields/${field}`, payload, headers: admin });
      expect(response.statusCode).toBe(status);
      expect((response.json() as { message: string }).message.startsWith(message)).toBe(true);
    }
  });

  it('runs a catastrophic pattern in linear time: a registration with a long value answers at once', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/admin/site/register-fields/payeeName',
      payload: { acceptedPattern: '(a+)+$', maxLength: 255 },
      headers: admin,
    });
    expect(envelope(saved).value).toMatchObject({ field: 'payeeName', acceptedPattern: '(a+)+$', maxLength: 255 });
    const settings = await fields();
    const input = { username: 'redos_user', password: 'Redos2026x', confirmPassword: 'Redos2026x' };
    const started = Date.now();
    // The server's check of a registration (register routes): a backtracking RegExp takes hours on
    // 250 a's and a '!' (2^250 steps), RE2 a few milliseconds.
    const failure = registrationFailure({ ...input, payeeName: `${'a'.repeat(250)}!` }, settings, { mode: 'username', passwordNeeded: true });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(failure).toEqual({ field: 'payeeName', key: 'validation.pattern.fullName.range', params: { min: 2, max: 255 } });
    expect(registrationFailure({ ...input, payeeName: 'a'.repeat(250) }, settings, { mode: 'username', passwordNeeded: true })).toBeNull();
    await app.inject({ method: 'PUT', url: '/admin/site/register-fields/payeeName', payload: { acceptedPattern: '^[A-Z]+( [A-Z]+)*$', maxLength: 50 }, headers: admin });
  });

  it('clear counted rate-limit events (all, or by prefix)', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await loginWith(app, { username: 'cleared_user', password: 'Wrong2026x' }, { remoteAddress: '10.7.0.1' });
    }
    const flagged = await loginWith(app, { username: 'cleared_user', password: 'Wrong2026x' }, { remoteAddress: '10.7.0.1' });
    expect(envelope<{ captcha: boolean }>(flagged).value.captcha).toBe(true);
    const cleared = await app.inject({ method: 'DELETE', url: '/admin/accounts/rate-limits?prefix=login-fail:', headers: admin });
    expect(envelope<{ removed: number }>(cleared).value.removed).toBeGreaterThanOrEqual(6);
    const fresh = await loginWith(app, { username: 'cleared_user', password: 'Wrong2026x' }, { remoteAddress: '10.7.0.1' });
    expect(envelope<{ captcha: boolean }>(fresh).value.captcha).toBe(false);
  });
});

describe('scripts/site-settings', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  beforeAll(async () => {
    ({ app, close } = await startAccountsApp('pglite'));
    env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
  });
  afterAll(() => close());

  it('shows the switch tree and the registration fields', async () => {
    const run = await runScript('site-settings', ['show'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('White-label switches');
    expect(run.stdout).toMatch(/^ {2}USERNAMEREG3 +on$/m);
    expect(run.stdout).toMatch(/^ {2}LOGGEDINTOHOME +off$/m);
    expect(run.stdout).toMatch(/^username +on +required +2-15 +username +\^\[A-Za-z\]\[A-Za-z0-9_\]\*\$$/m);
    expect(run.stdout).toMatch(/^paymentPassword +off +optional +6 +digits/m);
  });

  it('switches a white-label switch on and off, and says when a parent keeps it off', async () => {
    const off = await runScript('site-settings', ['switch', 'MOBILEVERCODELOGIN3', 'off'], env);
    expect(off.stdout).toMatch(/^ {2}MOBILEVERCODELOGIN3 +off$/m);
    await runScript('site-settings', ['switch', 'MOBILEVERCODELOGIN3', 'on'], env);
    const parentOff = await runScript('site-settings', ['switch', 'LOGIN', 'off'], env);
    expect(parentOff.stdout).toMatch(/^ {2}MOBILEVERCODELOGIN3 +on \(off: a parent is off\)$/m);
    await runScript('site-settings', ['switch', 'LOGIN', 'on'], env);
    const unknown = await runScript('site-settings', ['switch', 'NOPE3', 'on'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('the API refused (404): No switch NOPE3');
  });

  it('changes a registration field and shows it', async () => {
    const run = await runScript('site-settings', ['field', 'captcha', '--required', 'off', '--min', '4', '--max', '6'], env);
    expect(run.stdout).toMatch(/^captcha +on +optional +4-6 +captcha/m);
    expect((await runScript('site-settings', ['field', 'CAPTCHA'], env)).stdout).toMatch(/^captcha +on +optional/m);
    await runScript('site-settings', ['field', 'captcha', '--required', 'on'], env);
  });

  it('clears rate limits', async () => {
    const run = await runScript('site-settings', ['limits', 'clear', '--prefix', 'login-fail:'], env);
    expect(run.stdout).toMatch(/^rate limits cleared \(buckets starting with login-fail:\): \d+ counted events removed$/m);
  });

  it('explains usage mistakes without calling the API, and says when the API is down or the token wrong', async () => {
    const usage = await runScript('site-settings', ['switch', 'FREEPLAY', 'maybe'], env);
    expect(usage.code).toBe(64);
    expect(usage.stderr).toContain('switch FREEPLAY takes on or off (got maybe)');
    expect((await runScript('site-settings', ['field', 'captcha', '--min', '-1'], env)).stderr).toContain('--min takes 0 to 255');
    const wrongToken = await runScript('site-settings', ['show'], { ...env, SUITE_ADMIN_TOKEN: 'wrong' });
    expect(wrongToken.stderr).toContain('Admin credentials refused: set SUITE_OPERATOR and SUITE_ADMIN_TOKEN');
    const port = await freePort();
    const down = await runScript('site-settings', ['show'], { ...env, SUITE_API_URL: `http://127.0.0.1:${port}` });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain(`the API is not reachable at http://127.0.0.1:${port} (ECONNREFUSED)`);
  });
});
