import type { FastifyInstance } from 'fastify';
import type { PermissionInfo, SystemStatus } from '@suite/shared/contract';
import { envelope, startTestApp, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import type { StatusSetting } from './system-repository';

const SPAIN = '198.51.100.20'; // ES in the built-in table
const USA = '203.0.113.20'; // US

describe.each(TEST_DATABASE_KINDS)('operator switch on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startTestApp(kind));
  });
  afterAll(() => close());

  const put = (payload: unknown, token: string | null = TEST_ADMIN_HEADERS['x-admin-token'] as string) =>
    app.inject({
      method: 'PUT',
      url: '/admin/system/status',
      payload: payload as object,
      headers: token === null ? {} : { ...TEST_ADMIN_HEADERS, 'x-admin-token': token },
    });
  const statusFrom = async (ip: string): Promise<SystemStatus> =>
    envelope<SystemStatus>(await app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip })).value;

  afterEach(async () => {
    await put({ maintenance: false, regionRestriction: false, blockedCountries: [] });
  });

  it('refuses a missing or wrong admin token and changes nothing', async () => {
    const missing = await put({ maintenance: true }, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Admin account required (x-operator and x-admin-token headers)', value: null });
    const wrong = await put({ maintenance: true }, 'guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Admin credentials refused', value: null });
    const read = await app.inject({ method: 'GET', url: '/admin/system/status', headers: { ...TEST_ADMIN_HEADERS, 'x-admin-token': 'guess' } });
    expect(read.statusCode).toBe(401);
    expect((await statusFrom(SPAIN)).status).toBe(0);
  });

  it('turns maintenance on with an end time, and off again (clearing the end time)', async () => {
    const on = await put({ maintenance: true, maintenanceEndTime: '2026-12-01T12:00:00+02:00' });
    expect(on.statusCode).toBe(200);
    expect(envelope<StatusSetting>(on).value).toMatchObject({ maintenance: true, maintenanceEndTime: '2026-12-01T10:00:00.000Z' });
    expect(await statusFrom(SPAIN)).toEqual({ status: 1, maintenanceEndTime: '2026-12-01T10:00:00.000Z', ip: SPAIN });

    const off = await put({ maintenance: false });
    expect(envelope<StatusSetting>(off).value).toMatchObject({ maintenance: false, maintenanceEndTime: null });
    expect(await statusFrom(SPAIN)).toEqual({ status: 0, maintenanceEndTime: null, ip: SPAIN });
  });

  it('restricts the listed countries only, or every country with *', async () => {
    await put({ maintenance: false, regionRestriction: true, blockedCountries: ['es', 'VN'] });
    expect((await statusFrom(SPAIN)).status).toBe(2);
    expect((await statusFrom(USA)).status).toBe(0);
    const permission = await app.inject({ method: 'GET', url: '/wps/system/permission?url=www.suite.example', remoteAddress: SPAIN });
    expect(envelope<{ info: PermissionInfo }>(permission).value.info).toMatchObject({
      regionRestriction: true,
      maintenance: false,
      location: { ip: SPAIN, countryCode: 'ES' },
    });

    await put({ maintenance: false, blockedCountries: ['*'] });
    expect((await statusFrom(USA)).status).toBe(2);
    expect((await statusFrom('127.0.0.1')).status).toBe(2);
  });

  it('gives maintenance precedence over region restriction', async () => {
    await put({ maintenance: true, regionRestriction: true, blockedCountries: ['ES'] });
    expect((await statusFrom(SPAIN)).status).toBe(1);
    await put({ maintenance: false });
    expect((await statusFrom(SPAIN)).status).toBe(2);
  });

  it('shows the switches with GET, keeping the country list while region restriction is off', async () => {
    await put({ maintenance: false, regionRestriction: true, blockedCountries: ['ES'] });
    await put({ maintenance: false, regionRestriction: false });
    const response = await app.inject({ method: 'GET', url: '/admin/system/status', headers: TEST_ADMIN_HEADERS });
    expect(envelope<StatusSetting>(response).value).toMatchObject({
      maintenance: false,
      maintenanceEndTime: null,
      regionRestriction: false,
      blockedCountries: ['ES'],
    });
    expect((await statusFrom(SPAIN)).status).toBe(0);
  });

  it.each([
    [{}, 'Invalid body: maintenance is required'],
    [{ maintenance: true, maintenanceEndTime: 'tomorrow' }, 'Invalid body: maintenanceEndTime must match format "date-time"'],
    [{ maintenance: false, blockedCountries: ['SPAIN'] }, 'Invalid body: blockedCountries.0 must match pattern "^([A-Za-z]{2}|\\*)$"'],
    [{ maintenance: false, maintainance: true }, 'Invalid body: maintainance is not allowed'],
  ])('refuses the bad body %j with a 400 envelope', async (payload, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, value: null });
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/admin/system/status',
      payload: '{"maintenance":',
      headers: { ...TEST_ADMIN_HEADERS, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, value: null });
  });
});

describe('admin routes without a development account', () => {
  it('refuse everyone until scripts/admin-account creates an account (production)', async () => {
    const { app, close } = await startTestApp('pglite', { adminToken: null });
    try {
      const response = await app.inject({ method: 'PUT', url: '/admin/system/status', payload: { maintenance: true }, headers: TEST_ADMIN_HEADERS });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Admin credentials refused', value: null });
    } finally {
      await close();
    }
  });
});
