// The platform profile as the client applies it: token header, named paths, payload scheme, human
// verification and captcha binding, each picked in config.json and pluggable by name.
import { DEFAULT_PLATFORM_PROFILE, type PlatformProfile, SPEC_STRICT_PLATFORM_PROFILE } from '../config/platform-profile';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { clearSession, setSession } from '../session/session-store';
import { ApiError } from './api-error';
import { callApi } from './client';
import { captcha, domainRoute, launchGame, login, lotteryMenu, memberInfo, permission, setPasswordByPhone } from './contract';
import { getHumanVerification } from './human-verification';
import { registerHumanVerification, registerPayloadScheme } from './platform/schemes';
import { fakeServer, ok } from './test-adapter';

function useProfile(overrides: Partial<PlatformProfile>): void {
  setRuntimeConfig({ platform: { ...DEFAULT_PLATFORM_PROFILE, ...overrides } });
}

afterEach(() => {
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  clearSession();
});

describe('the client under a platform profile', () => {
  it('sends the token as the profile says: default Authorization Bearer, or an operator header bare', async () => {
    const sent = fakeServer(() => ok({}));
    setSession({ token: 'tok-1', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null });
    await callApi(memberInfo);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    useProfile({ token: { header: 'X-Auth-Token', scheme: '' } });
    await callApi(memberInfo);
    expect(sent[1]?.headers.get('X-Auth-Token')).toBe('tok-1');
    expect(sent[1]?.headers.get('Authorization')).toBeFalsy();
  });

  it('calls the paths the spec gives by name where the profile puts them, and the contract path otherwise', async () => {
    const sent = fakeServer(() => ok({}));
    await callApi(permission, { url: 'site.example' });
    useProfile({ paths: { permission: '/api/v1/permission', routers: '/api/v1/routers' } });
    await callApi(permission, { url: 'site.example' });
    await callApi(domainRoute, { device: 0 } as never);
    await callApi(launchGame, { gameCode: 'X' } as never);
    expect(sent.map((config) => `${String(config.method).toUpperCase()} ${config.url}`)).toEqual([
      'GET /wps/system/permission',
      'GET /api/v1/permission',
      'GET /api/v1/routers',
      `GET ${launchGame.path}`,
    ]);
    expect(sent[1]?.params).toEqual({ url: 'site.example' });
  });

  it('encrypts E-flagged bodies with the scheme the profile names (an operator registers theirs)', async () => {
    const seen: string[] = [];
    registerPayloadScheme('test-rot', () => ({
      encryptPayload: async (target, payload) => {
        seen.push(`${target.method} ${target.path}`);
        return { sealed: Buffer.from(JSON.stringify(payload)).toString('base64') };
      },
      forget: () => undefined,
    }));
    useProfile({ payloadEncryption: 'test-rot' });
    const sent = fakeServer(() => ok({ token: 't' }));
    await callApi(login, { type: 'username', username: 'ana', password: 'secret1' } as never);
    expect(seen).toEqual(['POST /wps/session/login']);
    const body = JSON.parse(String(sent[0]?.data)) as { sealed: string };
    expect(JSON.parse(Buffer.from(body.sealed, 'base64').toString())).toEqual({ type: 'username', username: 'ana', password: 'secret1' });
    expect(String(sent[0]?.data)).not.toContain('secret1');
  });

  it('refuses to send an E call when the profile names a scheme nobody registered (never in clear)', async () => {
    useProfile({ payloadEncryption: 'missing-scheme' });
    const sent = fakeServer(() => ok({}));
    await expect(callApi(login, { type: 'username', username: 'ana', password: 'secret1' } as never)).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(0);
  });

  it('asks the profile’s human-verification provider', async () => {
    registerHumanVerification('test-captcha-vendor', () => ({ humanVerification: async () => ({ verifyProvider: 'vendor', verifyToken: 'v-1' }) }));
    useProfile({ humanVerification: 'test-captcha-vendor' });
    const sent = fakeServer(() => ok({}));
    await expect(getHumanVerification()).resolves.toEqual({ verifyProvider: 'vendor', verifyToken: 'v-1' });
    useProfile({ humanVerification: 'none' });
    await expect(getHumanVerification()).resolves.toEqual({});
    expect(sent).toHaveLength(0);
  });

  it('binds the captcha by the header the profile names: kept from the image answer, sent with the login', async () => {
    registerPayloadScheme('test-plain', () => ({ encryptPayload: async (_t, p) => p, forget: () => undefined }));
    useProfile({ captchaBinding: { kind: 'header', header: 'X-Captcha-Key' }, payloadEncryption: 'test-plain' });
    const sent = fakeServer((config) =>
      config.url === captcha.path ? { ...ok('aW1hZ2U='), headers: { 'x-captcha-key': 'cap-7' } } : ok({ token: 't' }),
    );
    await expect(callApi(captcha)).resolves.toBe('aW1hZ2U=');
    await callApi(login, { type: 'username', username: 'ana', password: 'secret1', captcha: 'ab12' } as never);
    expect(sent[1]?.headers.get('X-Captcha-Key')).toBe('cap-7');
    expect(JSON.parse(String(sent[1]?.data))).toEqual({ type: 'username', username: 'ana', password: 'secret1', captcha: 'ab12' });
  });

  describe('spec-strict', () => {
    beforeAll(() => registerPayloadScheme('test-plain-strict', () => ({ encryptPayload: async (_t, p) => p, forget: () => undefined })));
    const strict = () => setRuntimeConfig({ platform: { ...SPEC_STRICT_PLATFORM_PROFILE, payloadEncryption: 'test-plain-strict' } });

    it('sends the token as the spec names it: a `token` header with the bare token, no Authorization', async () => {
      strict();
      const sent = fakeServer(() => ok({}));
      setSession({ token: 'tok-9', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null });
      await callApi(memberInfo);
      expect(sent[0]?.headers.get('token')).toBe('tok-9');
      expect(sent[0]?.headers.get('Authorization')).toBeFalsy();
    });

    it('leaves out our fields beyond the spec’s lists; the default profile sends them', async () => {
      const sms = { type: 'sms', username: '9170000001', password: '123456', countryDialingCode: '63' } as const;
      const reset = { newPassword: 'Secret12', mobileNum: '9170000001', countryDialingCode: '63', verificationCode: '123456' };
      registerPayloadScheme('test-plain-default', () => ({ encryptPayload: async (_t, p) => p, forget: () => undefined }));
      useProfile({ payloadEncryption: 'test-plain-default' });
      const sent = fakeServer(() => ok(null));
      await callApi(login, sms);
      await callApi(lotteryMenu, { prizeMode: 'Lott', device: 'WEB', language: 'en' });
      strict();
      await callApi(login, { ...sms, captchaId: 'old-id', captcha: 'ab12' });
      await callApi(setPasswordByPhone, reset);
      await callApi(lotteryMenu, { prizeMode: 'Lott', device: 'WEB', language: 'en' });
      const bodies = sent.map((config) => (config.params ?? JSON.parse(String(config.data))) as Record<string, unknown>);
      expect(bodies[0]).toHaveProperty('countryDialingCode', '63');
      expect(bodies[1]).toHaveProperty('language', 'en');
      expect(bodies[2]).toEqual({ type: 'sms', username: '9170000001', password: '123456', captcha: 'ab12' });
      expect(bodies[3]).toEqual({ newPassword: 'Secret12', mobileNum: '9170000001', verificationCode: '123456' });
      expect(bodies[4]).toEqual({ prizeMode: 'Lott', device: 'WEB' });
    });

    it('calls the named paths the spec gives at exactly those paths', async () => {
      strict();
      const sent = fakeServer(() => ok({}));
      await callApi(domainRoute, { device: 0 } as never);
      await callApi(launchGame, { gameCode: 'X' } as never);
      expect(sent.map((config) => config.url)).toEqual(['/wps/system/domainRoute', '/wps/game/launchGame']);
      expect(SPEC_STRICT_PLATFORM_PROFILE.captchaBinding).toEqual({ kind: 'cookie' });
    });
  });
});
