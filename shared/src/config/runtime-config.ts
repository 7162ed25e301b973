import { DEFAULT_PLATFORM_PROFILE, parsePlatformProfile, type PlatformProfile } from './platform-profile';

/**
 * The host's run-time configuration (`config.json` beside its build, editable by an operator).
 * Remotes read it through shared; standalone remotes load their own copy.
 */
export interface RuntimeConfig {
  /** Base URL of the platform API; '' means the page's own origin (the host proxies /wps, /lgw, /lotto). */
  apiBaseUrl: string;
  /** Request timeout of the API client in ms. */
  apiTimeoutMs: number;
  /** Where the remotes manifest lives, relative to the host. */
  remotesUrl: string;
  /** The platform profile (config.json `platform`): see platform-profile.ts and docs/platform-profile.md. */
  platform: PlatformProfile;
  /**
   * The operator's time zone (config.json `timeZone`, an IANA name such as 'America/Bogota'): the header
   * clock, every date shown and the record periods' days. null or left out: the zone the browser reports.
   */
  timeZone?: string | null;
  /** First day of the week (config.json `weekStart`): 0 Sunday ... 6 Saturday; left out, 1 (Monday). */
  weekStart?: WeekStart;
}

/** 0 Sunday, 1 Monday ... 6 Saturday (as dayjs's `day()` and its locales' `weekStart`). */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DEFAULT_WEEK_START: WeekStart = 1;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  apiTimeoutMs: 15000,
  remotesUrl: '/remotes.json',
  platform: DEFAULT_PLATFORM_PROFILE,
  timeZone: null,
  weekStart: DEFAULT_WEEK_START,
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

const configListeners = new Set<(config: RuntimeConfig) => void>();

/** Called after every `setRuntimeConfig` (shared's dayjs follows the time zone and week start). */
export function onRuntimeConfigChange(listener: (config: RuntimeConfig) => void): () => void {
  configListeners.add(listener);
  return () => {
    configListeners.delete(listener);
  };
}

export function setRuntimeConfig(next: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...next };
  for (const listener of configListeners) listener(current);
  return current;
}

/** The canonical name of an IANA time zone the browser knows ('asia/manila' -> 'Asia/Manila'), else null. */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 100) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function isWeekStart(value: unknown): value is WeekStart {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

/**
 * Accepts only the known fields with the right types; anything else is reported, not trusted. The date
 * settings (`timeZone`, `weekStart`) are not worth the shell's config alert: a bad one is a console
 * warning and the default.
 */
export function parseRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config: DEFAULT_RUNTIME_CONFIG, problems: ['config.json is not a JSON object'] };
  }
  const input = raw as Record<string, unknown>;
  const config = { ...DEFAULT_RUNTIME_CONFIG };
  if ('apiBaseUrl' in input) {
    if (typeof input.apiBaseUrl === 'string') config.apiBaseUrl = input.apiBaseUrl.replace(/\/$/, '');
    else problems.push('apiBaseUrl must be a string');
  }
  if ('apiTimeoutMs' in input) {
    if (typeof input.apiTimeoutMs === 'number' && input.apiTimeoutMs > 0) config.apiTimeoutMs = input.apiTimeoutMs;
    else problems.push('apiTimeoutMs must be a positive number');
  }
  if ('remotesUrl' in input) {
    if (typeof input.remotesUrl === 'string' && input.remotesUrl) config.remotesUrl = input.remotesUrl;
    else problems.push('remotesUrl must be a non-empty string');
  }
  if ('platform' in input) {
    const platform = parsePlatformProfile(input.platform);
    config.platform = platform.profile;
    problems.push(...platform.problems);
  }
  if ('timeZone' in input && input.timeZone !== undefined) {
    const timeZone = canonicalTimeZone(input.timeZone);
    if (timeZone) config.timeZone = timeZone;
    else console.warn(`[suite] config.json: timeZone ${JSON.stringify(input.timeZone)} is not an IANA time zone; using the browser's`);
  }
  if ('weekStart' in input && input.weekStart !== undefined) {
    if (isWeekStart(input.weekStart)) config.weekStart = input.weekStart;
    else console.warn(`[suite] config.json: weekStart ${JSON.stringify(input.weekStart)} is not 0-6 (0 Sunday); using ${DEFAULT_WEEK_START} (Monday)`);
  }
  return { config, problems };
}
