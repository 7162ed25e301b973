import { execFile } from 'node:child_process';
import * as crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPglite } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';
import { envelope, startTestApp, TEST_ADMIN_HEADERS } from '../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-databases';
import { type AdminAuditRow, createAdminAccount, disableAdminAccount, summarizeTarget } from './admin-auth';

jest.setTimeout(240_000);

// The hashing primitives, counted: scrypt runs once per verification, timingSafeEqual compares.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt), timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

const ANA = { 'x-operator': 'ops.ana', 'x-admin-token': 'ana-secret-0123456789' };
const STATUS = '/admin/system/status';

describe.each(TEST_DATABASE_KINDS)('named admin accounts on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, test, close } = await startTestApp(kind));
    await createAdminAccount(test.db, 'ops.ana', ANA['x-admin-token']);
    await createAdminAccount(test.db, 'ops.gone', 'gone-secret-0123456789');
    await disableAdminAccount(test.db, 'ops.gone');
  });
  afterAll(() => close());

  const get = (headers: Record<string, string>, url = STATUS) => app.inject({ method: 'GET', url, headers });
  const audit = async (query = ''): Promise<AdminAuditRow[]> =>
    envelope<AdminAuditRow[]>(await get(TEST_ADMIN_HEADERS, `/admin/audit${query}`)).value;

  it('refuses a missing name or secret, an unknown name, a wrong secret and a disabled account with the same 401 envelope', async () => {
    const missing = await get({ 'x-admin-token': ANA['x-admin-token'] });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Admin account required (x-operator and x-admin-token headers)', value: null });
    // The old shared token alone is no longer enough.
    expect((await get({ 'x-admin-token': TEST_ADMIN_HEADERS['x-admin-token'] as string })).statusCode).toBe(401);
    for (const headers of [
      { 'x-operator': 'ops.nobody', 'x-admin-token': ANA['x-admin-token'] },
      { ...ANA, 'x-admin-token': 'ana-secret-0123456780' },
      { 'x-operator': 'ops.gone', 'x-admin-token': 'gone-secret-0123456789' },
      { 'x-operator': 'Bad Name!', 'x-admin-token': ANA['x-admin-token'] },
      { ...ANA, 'x-admin-token': 'x'.repeat(500) },
    ]) {
      const response = await get(headers);
      expect([headers['x-operator'], response.statusCode]).toEqual([headers['x-operator'], 401]);
      expect(response.json()).toEqual({ success: false, message: 'Admin credentials refused', value: null });
    }
    expect((await get(ANA)).statusCode).toBe(200);
    expect((await get({ ...ANA, 'x-operator': 'OPS.ANA' })).statusCode).toBe(200);
  });

  it('compares with scrypt and timingSafeEqual, then trusts the verified pair for a while; disabling is immediate', async () => {
    await createAdminAccount(test.db, 'ops.cached', 'cached-secret-0123456789');
    const headers = { 'x-operator': 'ops.cached', 'x-admin-token': 'cached-secret-0123456789' };
    const scrypt = jest.mocked(crypto.scrypt);
    const compare = jest.mocked(crypto.timingSafeEqual);
    scrypt.mockClear();
    compare.mockClear();
    expect((await get(headers)).statusCode).toBe(200);
    expect(scrypt).toHaveBeenCalledTimes(1);
    expect(compare).toHaveBeenCalledTimes(1);
    expect((await get(headers)).statusCode).toBe(200);
    expect(scrypt).toHaveBeenCalledTimes(1);
    // A wrong secret is never served from the cache.
    expect((await get({ ...headers, 'x-admin-token': 'cached-secret-0123456780' })).statusCode).toBe(401);
    expect(scrypt).toHaveBeenCalledTimes(2);
    await disableAdminAccount(test.db, 'ops.cached');
    expect((await get(headers)).statusCode).toBe(401);
  });

  it('logs every admin request with the operator, route, target and status, never the secret', async () => {
    const changed = await app.inject({ method: 'PUT', url: STATUS, payload: { maintenance: false, blockedCountries: ['VN'] }, headers: ANA });
    expect(changed.statusCode).toBe(200);
    await get({ ...ANA, 'x-admin-token': 'ana-wrong-secret-0000' });
    const rows = await audit('?operator=ops.ana&limit=5');
    expect(rows[0]).toMatchObject({ operator: 'ops.ana', authenticated: false, method: 'GET', route: STATUS, status: 401 });
    expect(rows[1]).toMatchObject({
      operator: 'ops.ana',
      authenticated: true,
      method: 'PUT',
      route: STATUS,
      status: 200,
      target: { body: { maintenance: false, blockedCountries: ['VN'] } },
    });
    expect(rows.every((row) => row.operator === 'ops.ana')).toBe(true);
    const everything = JSON.stringify(await audit('?limit=500'));
    expect(everything).not.toContain(ANA['x-admin-token']);
    expect(everything).not.toContain(TEST_ADMIN_HEADERS['x-admin-token']);
    // Reading the log is itself logged, by the development account.
    expect((await audit('?limit=1'))[0]).toMatchObject({ operator: 'dev', route: '/admin/audit', status: 200 });
    expect((await get(TEST_ADMIN_HEADERS, '/admin/audit?limit=0')).statusCode).toBe(400);
    expect((await get(TEST_ADMIN_HEADERS, '/admin/audit?operator=a%20b')).statusCode).toBe(400);
  });

  describe('every request to /admin leaves a row with its status and reason, refused before authentication too', () => {
    type Row = AdminAuditRow & { reason: string | null };
    const lastRow = async (): Promise<Row | undefined> =>
      (await test.db.query<Row>('SELECT operator, authenticated, method, route, target, status, reason FROM admin_audit ORDER BY id DESC LIMIT 1')).rows[0];
    const REJECT = '/admin/cashier/withdrawals/:orderId/reject';
    const reject = (headers: Record<string, string>, payload: string) =>
      app.inject({ method: 'POST', url: '/admin/cashier/withdrawals/W20260101000001/reject', headers: { ...headers, 'content-type': 'application/json' }, payload });

    it('a NUL byte in the query string, without and with a valid account', async () => {
      const none = await get({}, `${STATUS}?note=a%00b`);
      expect(none.statusCode).toBe(400);
      expect(await lastRow()).toMatchObject({
        operator: null,
        authenticated: false,
        method: 'GET',
        route: STATUS,
        status: 400,
        reason: 'Invalid query: note must not contain a NUL byte',
        target: { query: { note: 'a\\u0000b' } },
      });
      const valid = await get(ANA, `${STATUS}?note=a%00b`);
      expect(valid.statusCode).toBe(400);
      expect(await lastRow()).toMatchObject({ operator: 'ops.ana', route: STATUS, status: 400, reason: 'Invalid query: note must not contain a NUL byte' });
    });

    it('a NUL byte in a JSON body, without and with a valid account', async () => {
      const none = await reject({}, '{"reason":"a\\u0000b"}');
      expect(none.statusCode).toBe(401);
      expect(await lastRow()).toMatchObject({
        operator: null,
        authenticated: false,
        method: 'POST',
        route: REJECT,
        status: 401,
        reason: 'Admin account required (x-operator and x-admin-token headers)',
      });
      const valid = await reject(ANA, '{"reason":"a\\u0000b"}');
      expect(valid.statusCode).toBe(400);
      expect(valid.json()).toMatchObject({ message: 'Invalid body: reason must not contain a NUL byte' });
      expect(await lastRow()).toMatchObject({
        operator: 'ops.ana',
        authenticated: true,
        route: REJECT,
        status: 400,
        reason: 'Invalid body: reason must not contain a NUL byte',
        target: { params: { orderId: 'W20260101000001' }, body: { reason: 'a\\u0000b' } },
      });
    });

    it('a wrong secret, an invalid name as sent, an unknown /admin route, a bad path and a bad JSON body', async () => {
      expect((await get({ ...ANA, 'x-admin-token': 'ana-wrong-secret-0000' })).statusCode).toBe(401);
      expect(await lastRow()).toMatchObject({ operator: 'ops.ana', authenticated: false, route: STATUS, status: 401, reason: 'Admin credentials refused (wrong secret)' });
      expect((await get({ 'x-operator': 'ops.nobody', 'x-admin-token': 'x'.repeat(20) })).statusCode).toBe(401);
      expect(await lastRow()).toMatchObject({ operator: 'ops.nobody', status: 401, reason: 'Admin credentials refused (unknown account)' });
      expect((await get({ 'x-operator': 'Bad Name!', 'x-admin-token': 'x'.repeat(20) })).statusCode).toBe(401);
      expect(await lastRow()).toMatchObject({ operator: 'Bad Name!', authenticated: false, status: 401, reason: 'Admin credentials refused (invalid account name)' });

      expect((await get(ANA, '/admin/no/such/route?x=%00')).statusCode).toBe(400);
      expect(await lastRow()).toMatchObject({ operator: 'ops.ana', route: '/admin/no/such/route', status: 400 });
      expect((await get(ANA, '/admin/no/such/route')).statusCode).toBe(404);
      expect(await lastRow()).toMatchObject({ operator: 'ops.ana', authenticated: false, method: 'GET', route: '/admin/no/such/route', status: 404, reason: 'Route GET /admin/no/such/route not found' });
      for (const url of ['/ADMIN/system/status', '/%61dmin/nothing']) {
        const status = (await get({ 'x-operator': 'ops.x', 'x-admin-token': 'x'.repeat(20) }, url)).statusCode;
        expect([url, await lastRow()]).toEqual([url, expect.objectContaining({ operator: 'ops.x', status })]);
      }
      expect((await get(ANA, '/admin/%zz')).statusCode).toBe(400);
      expect(await lastRow()).toMatchObject({ operator: 'ops.ana', route: '/admin/%zz', status: 400, reason: 'Bad Request: the path is not valid' });

      expect((await reject(ANA, '{"reason":')).statusCode).toBe(400);
      expect(await lastRow()).toMatchObject({ operator: 'ops.ana', authenticated: true, route: REJECT, status: 400 });
    });

    it('stores what PostgreSQL text refuses (NUL in keys, lone surrogates) escaped, and a failed write never turns a 4xx into a 5xx', async () => {
      const odd = await app.inject({
        method: 'PUT',
        url: STATUS,
        headers: { ...ANA, 'content-type': 'application/json' },
        payload: `{"maintenance":false,"k\\u0000ey":"\\ud800","long":"${'a'.repeat(119)}😀"}`,
      });
      expect(odd.statusCode).toBe(400);
      const row = await lastRow();
      expect(row).toMatchObject({ operator: 'ops.ana', route: STATUS, status: 400 });
      expect(row?.target.body).toMatchObject({ 'k\\u0000ey': '\uFFFD' });

      await test.db.query('ALTER TABLE admin_audit RENAME TO admin_audit_away');
      try {
        const refused = await get({ ...ANA, 'x-admin-token': 'ana-wrong-secret-0000' }, `${STATUS}?note=%00`);
        expect(refused.statusCode).toBe(400);
        expect((await get(ANA)).statusCode).toBe(200);
      } finally {
        await test.db.query('ALTER TABLE admin_audit_away RENAME TO admin_audit');
      }
    });

    it('a rate-limited admin request (the limiter runs before the account check: refused credentials count)', async () => {
      const limited = await buildApp({ db: test.db, config: { adminToken: TEST_ADMIN_HEADERS['x-admin-token'] as string, rateLimit: { max: 1, timeWindowMs: 60_000 } } });
      try {
        expect((await limited.inject({ method: 'GET', url: STATUS, headers: { ...ANA, 'x-admin-token': 'ana-wrong-secret-0000' } })).statusCode).toBe(401);
        const scrypt = jest.mocked(crypto.scrypt);
        scrypt.mockClear();
        const refused = await limited.inject({ method: 'GET', url: STATUS, headers: ANA });
        expect(scrypt).not.toHaveBeenCalled();
        expect(refused.statusCode).toBe(429);
        expect(await lastRow()).toMatchObject({ operator: 'ops.ana', authenticated: false, route: STATUS, status: 429, reason: expect.stringMatching(/rate limit/i) });
      } finally {
        await limited.close();
      }
    });
  });
});

describe('audit target summary', () => {
  it('hides secrets and cuts long texts and lists', () => {
    expect(summarizeTarget({ password: 'x', newSecret: 'y', apiKey: 'z', reason: 'r'.repeat(130), ids: Array.from({ length: 25 }, (_, i) => i) })).toEqual({
      password: '[hidden]',
      newSecret: '[hidden]',
      apiKey: '[hidden]',
      reason: `${'r'.repeat(120)}…(130)`,
      ids: [...Array.from({ length: 20 }, (_, i) => i), '…(25)'],
    });
  });
});

function runAdminAccount(args: string[], env: Record<string, string>, input?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const file = path.resolve(__dirname, '../../../scripts/admin-account');
  return new Promise((resolve) => {
    const child = execFile(file, args, { env: { ...process.env, ...env }, timeout: 180_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
    child.stdin?.end(input ?? '');
  });
}

describe('scripts/admin-account', () => {
  it('creates an account (secret printed once) that the API then accepts; disable refuses it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-account-'));
    const env = { SUITE_DATA_DIR: dir, DATABASE_URL: '' };
    try {
      const created = await runAdminAccount(['create', 'ops.luis'], env);
      expect(created).toMatchObject({ code: 0, stderr: '' });
      const secret = /secret \(shown once, store it now\): (\S+)/.exec(created.stdout)?.[1] ?? '';
      expect(secret).toMatch(/^[\w-]{43}$/);
      const chosen = await runAdminAccount(['create', 'ops.eva', '--stdin'], env, 'eva-chosen-secret-2026\n');
      expect(chosen.code).toBe(0);
      expect(chosen.stdout).not.toContain('eva-chosen-secret-2026');
      expect((await runAdminAccount(['create', 'Bad Name'], env)).code).toBe(64);

      const db = await openPglite(dir);
      try {
        await prepareDatabase(db);
        const app = await buildApp({ db, config: { adminToken: null } });
        const call = (headers: Record<string, string>) => app.inject({ method: 'GET', url: STATUS, headers });
        expect((await call({ 'x-operator': 'ops.luis', 'x-admin-token': secret })).statusCode).toBe(200);
        expect((await call({ 'x-operator': 'ops.eva', 'x-admin-token': 'eva-chosen-secret-2026' })).statusCode).toBe(200);
        expect((await call({ 'x-operator': 'ops.luis', 'x-admin-token': `${secret}x` })).statusCode).toBe(401);
        await app.close();
      } finally {
        await db.close();
      }

      expect((await runAdminAccount(['disable', 'ops.luis'], env)).code).toBe(0);
      const list = await runAdminAccount(['list'], env);
      expect(list.stdout).toMatch(/^ops\.eva +created .+ active$/m);
      expect(list.stdout).toMatch(/^ops\.luis +created .+ disabled /m);
      expect(list.stdout).not.toContain(secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
