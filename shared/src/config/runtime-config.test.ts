import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('takes the known fields and drops a trailing slash from the API URL', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.example.test/', apiTimeoutMs: 8000, remotesUrl: '/r.json' })).toEqual({
      config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://api.example.test', apiTimeoutMs: 8000, remotesUrl: '/r.json' },
      problems: [],
    });
  });

  it('keeps the defaults for missing fields', () => {
    expect(parseRuntimeConfig({})).toEqual({ config: DEFAULT_RUNTIME_CONFIG, problems: [] });
  });

  it('reports wrong types instead of trusting them', () => {
    const { config, problems } = parseRuntimeConfig({ apiBaseUrl: 42, apiTimeoutMs: -1, remotesUrl: '' });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(problems).toEqual([
      'apiBaseUrl must be a string',
      'apiTimeoutMs must be a positive number',
      'remotesUrl must be a non-empty string',
    ]);
  });

  it('refuses a file that is not a JSON object', () => {
    for (const raw of [null, [], 'text', 3]) {
      expect(parseRuntimeConfig(raw)).toEqual({ config: DEFAULT_RUNTIME_CONFIG, problems: ['config.json is not a JSON object'] });
    }
  });

  it('merges what the host sets into the current config', () => {
    setRuntimeConfig({ apiTimeoutMs: 3000 });
    expect(getRuntimeConfig()).toEqual({ ...DEFAULT_RUNTIME_CONFIG, apiTimeoutMs: 3000 });
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  });
});
