import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, onRuntimeConfigChange, parseRuntimeConfig, setRuntimeConfig } from './runtime-config';

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

describe('date settings (timeZone, weekStart)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('defaults to the browser zone (null) and Monday', () => {
    expect(DEFAULT_RUNTIME_CONFIG.timeZone).toBeNull();
    expect(DEFAULT_RUNTIME_CONFIG.weekStart).toBe(1);
  });

  it('takes an IANA zone (by its canonical name) and a week start of 0-6', () => {
    expect(parseRuntimeConfig({ timeZone: 'Asia/Manila', weekStart: 0 })).toEqual({
      config: { ...DEFAULT_RUNTIME_CONFIG, timeZone: 'Asia/Manila', weekStart: 0 },
      problems: [],
    });
    expect(parseRuntimeConfig({ timeZone: 'america/bogota', weekStart: 6 }).config).toMatchObject({ timeZone: 'America/Bogota', weekStart: 6 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the defaults for bad values, with a console warning and no config alert', () => {
    for (const [timeZone, weekStart] of [
      ['Mars/Olympus_Mons', 7],
      ['', -1],
      [42, 1.5],
      [null, '1'],
    ] as const) {
      warn.mockClear();
      expect(parseRuntimeConfig({ timeZone, weekStart })).toEqual({ config: DEFAULT_RUNTIME_CONFIG, problems: [] });
      expect(warn).toHaveBeenCalledTimes(2);
    }
  });

  it('tells listeners of every change', () => {
    const seen: Array<string | null> = [];
    const stop = onRuntimeConfigChange((config) => seen.push(config.timeZone ?? null));
    setRuntimeConfig({ timeZone: 'Asia/Manila' });
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    stop();
    setRuntimeConfig({ timeZone: 'America/Bogota' });
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(seen).toEqual(['Asia/Manila', null]);
  });
});
