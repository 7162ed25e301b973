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
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  apiTimeoutMs: 15000,
  remotesUrl: '/remotes.json',
  platform: DEFAULT_PLATFORM_PROFILE,
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(next: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...next };
  return current;
}

/** Accepts only the known fields with the right types; anything else is reported, not trusted. */
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
  return { config, problems };
}
