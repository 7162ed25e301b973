import { DEFAULT_PLATFORM_PROFILE, parsePlatformProfile, SPEC_STRICT_PLATFORM_PROFILE, tokenHeader } from './platform-profile';
import { parseRuntimeConfig } from './runtime-config';

describe('platform profile (config.json `platform`)', () => {
  it('is our default when config.json has no platform section', () => {
    expect(parseRuntimeConfig({}).config.platform).toEqual(DEFAULT_PLATFORM_PROFILE);
  });

  it('starts from a named profile and applies the overrides', () => {
    const { profile, problems } = parsePlatformProfile({
      profile: 'spec-strict',
      name: 'acme',
      token: { header: 'X-Token', scheme: '' },
      payloadEncryption: 'acme-rsa',
      humanVerification: 'none',
      captchaBinding: { kind: 'header', header: 'X-Captcha-Key' },
      paths: { permission: '/api/permission', routers: '/api/routers' },
      switches: { freePlay: 'FREE_PLAY_ON' },
    });
    expect(problems).toEqual([]);
    expect(profile).toEqual({
      ...SPEC_STRICT_PLATFORM_PROFILE,
      name: 'acme',
      token: { header: 'X-Token', scheme: '' },
      payloadEncryption: 'acme-rsa',
      humanVerification: 'none',
      captchaBinding: { kind: 'header', header: 'X-Captcha-Key' },
      paths: { ...SPEC_STRICT_PLATFORM_PROFILE.paths, permission: '/api/permission', routers: '/api/routers' },
      switches: { ...DEFAULT_PLATFORM_PROFILE.switches, freePlay: 'FREE_PLAY_ON' },
    });
    expect(tokenHeader(profile, 'abc')).toEqual(['X-Token', 'abc']);
    expect(tokenHeader(DEFAULT_PLATFORM_PROFILE, 'abc')).toEqual(['Authorization', 'Bearer abc']);
  });

  it('reports bad fields and keeps the base value instead of trusting them', () => {
    const { config, problems } = parseRuntimeConfig({
      platform: {
        profile: 'nope',
        token: { header: 'Bad Header', scheme: 'Bearer' },
        captchaBinding: { kind: 'header' },
        paths: { permission: 'no-slash', unknownCall: '/x' },
        switches: { freePlay: '', other: 'X' },
        payloadEncryption: 7,
        requestExtensions: 'no',
      },
    });
    const profile = config.platform;
    expect(profile).toEqual(DEFAULT_PLATFORM_PROFILE);
    expect(problems).toEqual([
      'platform.profile must be one of default, spec-strict',
      'platform.token must be { header: a header name, scheme: a word or "" }',
      'platform.payloadEncryption must be a scheme name',
      'platform.captchaBinding must be { kind: "cookie" } or { kind: "header", header }',
      'platform.paths.permission must be a path starting with /',
      'platform.paths.unknownCall is not a named path',
      'platform.requestExtensions must be true or false',
      'platform.switches.freePlay must be a modId',
      'platform.switches.other is not a feature',
    ]);
    expect(parsePlatformProfile([]).problems).toEqual(['platform must be a JSON object']);
  });

  it('spec-strict differs from the default exactly where the default is ours (docs/platform-profile.md)', () => {
    const { profile } = parsePlatformProfile({ profile: 'spec-strict' });
    expect(profile).toEqual(SPEC_STRICT_PLATFORM_PROFILE);
    expect(tokenHeader(profile, 'abc')).toEqual(['token', 'abc']);
    const differs = (Object.keys(DEFAULT_PLATFORM_PROFILE) as (keyof typeof DEFAULT_PLATFORM_PROFILE)[]).filter(
      (key) => JSON.stringify(DEFAULT_PLATFORM_PROFILE[key]) !== JSON.stringify(profile[key]),
    );
    expect(differs.sort()).toEqual(['name', 'paths', 'requestExtensions', 'token']);
    expect(parsePlatformProfile({ profile: 'spec-strict', requestExtensions: true }).profile.requestExtensions).toBe(true);
  });
});
