import type { FastifyInstance } from 'fastify';
import { invalidateSiteSettings } from './site-settings-cache';
import {
  type DomainRoute,
  isWhitelabelOn,
  type PermissionInfo,
  REGISTER_FIELD_NAMES,
  type RegisterFieldSettings,
  type SystemStatus,
  WHITELABEL_MOD_IDS,
  type WhitelabelNode,
} from '@suite/shared/contract';
import { envelope, startTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { decryptServicePath } from './cs-path-cipher';
import { seed } from '../../seed/seed';
import { LIVE_CHAT_URL, RETIRED_SITE_SETTINGS_SEED } from '../../seed/system-seed';

describe.each(TEST_DATABASE_KINDS)('system endpoints on %s', (kind) => {
  let app: FastifyInstance;
  let test: Awaited<ReturnType<typeof startTestApp>>['test'];
  let close: () => Promise<void>;
  // The origins `npm start` and the e2e suite give the API (SUITE_CDN_ORIGINS): its own and a local alias.
  const cdnOrigins = ['http://127.0.0.1:4000', 'http://localhost:4000'];
  beforeAll(async () => {
    ({ app, test, close } = await startTestApp(kind, { cdnOrigins }));
  });
  afterAll(() => close());

  it('GET /healthz reports ok and the database in use', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'ok', value: { status: 'ok', database: kind } });
  });

  it('GET /wps/system/status is normal by default and shows the visitor IP', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: '10.1.2.3' });
    expect(response.statusCode).toBe(200);
    expect(envelope<SystemStatus>(response)).toEqual({
      success: true,
      message: 'ok',
      value: { status: 0, maintenanceEndTime: null, ip: '10.1.2.3' },
    });
  });

  it('GET /wps/system/whitelabel returns the switch tree with the spec switches', async () => {
    const body = envelope<WhitelabelNode[]>(await app.inject({ method: 'GET', url: '/wps/system/whitelabel' }));
    expect(body.success).toBe(true);
    for (const modId of ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3']) {
      expect(isWhitelabelOn(body.value, modId)).toBe(true);
    }
    expect(isWhitelabelOn(body.value, WHITELABEL_MOD_IDS.loggedInToHome)).toBe(false);
    const register = body.value.find((node) => node.modId === 'REGISTER');
    expect(register?.childrenNodes.map((node) => node.modId)).toEqual(['USERNAMEREG3', 'MOBILENUMREG3']);
    expect(register?.enabled).toBe('1');
  });

  it('GET /wps/system/setting/register returns every field with the spec rules', async () => {
    const body = envelope<RegisterFieldSettings>(await app.inject({ method: 'GET', url: '/wps/system/setting/register' }));
    expect(Object.keys(body.value).sort()).toEqual([...REGISTER_FIELD_NAMES].sort());
    const username = body.value.username;
    expect(username).toMatchObject({ enabled: true, required: true, minLength: 2, maxLength: 15, patternId: 'username' });
    const usernameRule = new RegExp(username.acceptedPattern);
    expect(usernameRule.test('player_01')).toBe(true);
    expect(usernameRule.test('1player')).toBe(false);
    const passwordRule = new RegExp(body.value.password.acceptedPattern);
    expect(passwordRule.test('abc1234')).toBe(true);
    // Letters of any script and spaces; letters-and-numbers is the fixed floor (validatePassword).
    expect(passwordRule.test('contraseña segura 2026')).toBe(true);
    expect(passwordRule.test('abc\t1234')).toBe(false);
    expect(body.value.verificationCode).toMatchObject({ minLength: 0, maxLength: 255 });
  });

  it('GET /wps/system/domainRoute lists the domains of the device and the resources', async () => {
    const web = envelope<DomainRoute>(await app.inject({ method: 'GET', url: '/wps/system/domainRoute?device=0' }));
    const mobile = envelope<DomainRoute>(await app.inject({ method: 'GET', url: '/wps/system/domainRoute?device=3' }));
    expect(web.value.domainList[0]).toEqual({ domainName: 'www.suite.example', speed: 80 });
    expect(mobile.value.domainList.map((entry) => entry.domainName)).toEqual(['m.suite.example', 'm2.suite.example']);
    expect(web.value.resources.find((resource) => resource.resourceType === 'ANDROID_APP')).toEqual({
      resourceType: 'ANDROID_APP',
      url: expect.stringMatching(/^https:\/\//),
      qrCodeUrl: expect.stringMatching(/^https:\/\//),
      labelNameEn: 'Android',
    });
  });

  it.each([
    ['/wps/system/domainRoute', 'Invalid query: device is required'],
    ['/wps/system/domainRoute?device=2', 'Invalid query: device must be one of 0, 3'],
    ['/wps/system/domainRoute?device=web', 'Invalid query: device must be integer'],
    ['/wps/system/permission', 'Invalid query: url is required'],
    ['/wps/system/permission?url=', 'Invalid query: url must NOT have fewer than 1 characters'],
  ])('GET %s is refused with a 400 envelope naming the field', async (url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, value: null });
  });

  it('GET /wps/system/permission returns the whole info tree for the page host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/system/permission?url=localhost%3A3000',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(response.statusCode).toBe(200);
    const { info } = envelope<{ info: PermissionInfo }>(response).value;
    expect(info.location).toEqual({ ip: '198.51.100.20', countryCode: 'ES' });
    expect(info).toMatchObject({ maintenance: false, regionRestriction: false, analytics: { gtagId: null } });
    expect(isWhitelabelOn(info.whitelabel, WHITELABEL_MOD_IDS.usernameRegister)).toBe(true);
    expect(info.registerValidators.username.maxLength).toBe(15);
    expect(info.resources.length).toBeGreaterThan(5);
    expect(info.domainRoute.domainList.length).toBe(2);
    expect(info.imageCDNs).toEqual(cdnOrigins);
    expect(info.launchGameCDNs).toEqual(cdnOrigins);
    const liveChat = info.customerService.find((link) => link.csType === 3);
    expect(liveChat).toBeDefined();
    expect(decryptServicePath(liveChat!.path)).toBe(LIVE_CHAT_URL);
  });

  it("names the operator's stored CDN lists instead of the configured origins; the old placeholders are gone", async () => {
    const permissionInfo = async () =>
      envelope<{ info: PermissionInfo }>(await app.inject({ method: 'GET', url: '/wps/system/permission?url=localhost%3A3000' })).value.info;
    // A database an earlier seed filled with the placeholder hosts loses them on the next start.
    for (const [key, value] of Object.entries(RETIRED_SITE_SETTINGS_SEED)) {
      await test.db.query('INSERT INTO site_setting (key, value) VALUES ($1, $2::jsonb)', [key, JSON.stringify(value)]);
    }
    await seed(test.db);
    const { rows } = await test.db.query<{ key: string }>(`SELECT key FROM site_setting WHERE key IN ('imageCDNs', 'launchGameCDNs')`);
    expect(rows).toEqual([]);
    await test.db.query(`INSERT INTO site_setting (key, value) VALUES ('imageCDNs', '["https://img.operator.example"]'::jsonb)`);
    // Written behind the API's back (not through an admin route): tell the settings cache, as the admin routes do.
    invalidateSiteSettings(test.db);
    try {
      const info = await permissionInfo();
      expect(info.imageCDNs).toEqual(['https://img.operator.example']);
      expect(info.launchGameCDNs).toEqual(cdnOrigins);
    } finally {
      await test.db.query(`DELETE FROM site_setting WHERE key = 'imageCDNs'`);
      invalidateSiteSettings(test.db);
    }
    expect((await permissionInfo()).imageCDNs).toEqual(cdnOrigins);
  });

  it('trusts x-forwarded-for only from a loopback proxy', async () => {
    const direct = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(envelope<SystemStatus>(direct).value.ip).toBe('203.0.113.9');
    const proxied = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '::ffff:127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(envelope<SystemStatus>(proxied).value.ip).toBe('198.51.100.20');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/system/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route GET /wps/system/nothing not found', value: null });
  });
});
