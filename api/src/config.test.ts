import { DEV_ADMIN_TOKEN, loadAppConfig, loadServerConfig } from './config';

describe('configuration from the environment', () => {
  it('has a development admin token, none in production even when set', () => {
    expect(loadAppConfig({}).adminToken).toBe(DEV_ADMIN_TOKEN);
    expect(loadAppConfig({ NODE_ENV: 'production' }).adminToken).toBeNull();
    // In production admin accounts come from scripts/admin-account only: no development account.
    expect(loadAppConfig({ NODE_ENV: 'production', SUITE_ADMIN_TOKEN: 's3cret' }).adminToken).toBeNull();
  });

  it('allows the local suite origins by default, or the configured list', () => {
    const origins = loadAppConfig({}).corsOrigins;
    expect(origins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3004', 'http://localhost:3104']));
    expect(origins).toHaveLength(20);
    expect(loadAppConfig({ SUITE_CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('lists no CDN hosts unless SUITE_CDN_ORIGINS names http(s) origins, and refuses anything else', () => {
    expect(loadAppConfig({}).cdnOrigins).toEqual([]);
    expect(loadAppConfig({ SUITE_CDN_ORIGINS: 'http://127.0.0.1:4000, http://LOCALHOST:4000/' }).cdnOrigins).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
    ]);
    expect(() => loadAppConfig({ SUITE_CDN_ORIGINS: 'ftp://files.example' })).toThrow(/SUITE_CDN_ORIGINS/);
    expect(() => loadAppConfig({ SUITE_CDN_ORIGINS: 'https://img.example/games' })).toThrow(/SUITE_CDN_ORIGINS/);
    expect(() => loadAppConfig({ SUITE_CDN_ORIGINS: 'img.example' })).toThrow(/SUITE_CDN_ORIGINS/);
  });

  it('reads the default country and extra IP rows', () => {
    const config = loadAppConfig({ SUITE_DEFAULT_COUNTRY: 'mx', SUITE_IP_COUNTRIES: '100.100.0.0/16=CO' });
    expect(config.defaultCountry).toBe('MX');
    expect(config.ipCountries.at(-1)).toEqual({ cidr: '100.100.0.0/16', countryCode: 'CO' });
    expect(() => loadAppConfig({ SUITE_DEFAULT_COUNTRY: 'Spain' })).toThrow(/two-letter/);
  });

  it('has the documented server defaults and rejects a bad port', () => {
    const server = loadServerConfig({});
    expect(server).toMatchObject({ port: 4000, host: '127.0.0.1', databaseUrl: undefined });
    expect(server.dataDir).toMatch(/api\/\.data$/);
    expect(loadServerConfig({ SUITE_DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(() => loadServerConfig({ SUITE_API_PORT: 'http' })).toThrow(/SUITE_API_PORT/);
  });

  it('runs one API process unless SUITE_API_WORKERS asks for more', () => {
    expect(loadServerConfig({}).workers).toBe(1);
    expect(loadServerConfig({ SUITE_API_WORKERS: '4' }).workers).toBe(4);
    expect(() => loadServerConfig({ SUITE_API_WORKERS: '0' })).toThrow(/SUITE_API_WORKERS must be an integer from 1 to 64/);
  });
});
