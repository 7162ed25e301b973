import path from 'node:path';
import { type AccountsConfig, loadAccountsConfig } from './features/accounts/accounts-config';
import { type BonusLimits, loadBonusLimits } from './features/cashier/bonus-limits';
import { type LiveEventsConfig, loadLiveEventsConfig } from './features/events/events-config';
import { BUILT_IN_IP_COUNTRIES, type IpCountryRow, parseIpCountries } from './geo/ip-country';

/** What the HTTP app needs (buildApp); tests pass their own. */
export interface AppConfig {
  /**
   * Secret of the development admin account 'dev' (x-operator: dev), kept outside production only
   * (SUITE_ADMIN_TOKEN, default dev-admin-token); null: no such account. Operators' own accounts:
   * scripts/admin-account.
   */
  adminToken: string | null;
  /** HMAC key of the payment gateway's callbacks (SUITE_GATEWAY_SECRET); null refuses them. */
  gatewaySecret: string | null;
  /** The simulated gateway's pay page for e-wallet and card deposits (SUITE_SIMULATED_GATEWAY; off in production). */
  simulatedGateway: boolean;
  corsOrigins: string[];
  /**
   * The image and game-launch hosts the permission data names (imageCDNs, launchGameCDNs, spec 2 §3,
   * §9) while the operator has stored no list of its own (site settings): SUITE_CDN_ORIGINS,
   * comma-separated http(s) origins where this API is reachable too. `npm start` and the e2e suite set
   * it to the API's own origin and a local alias (scripts/lib/suite-servers.mjs, cdnOrigins); unset,
   * the lists are empty and the front end loads images and games from its own origin (the host proxies
   * /wps). docs/platform-profile.md.
   */
  cdnOrigins: string[];
  /** Country of private and loopback addresses. */
  defaultCountry: string;
  ipCountries: IpCountryRow[];
  rateLimit: { max: number; timeWindowMs: number };
  accounts: AccountsConfig;
  /**
   * Operator bonus credits (POST /admin/cashier/bonus): the largest credit, the daily maxima per member
   * and in total, and the amount above which a second admin must approve (SUITE_BONUS_MAX_CREDIT,
   * SUITE_BONUS_MAX_MEMBER_DAY, SUITE_BONUS_MAX_DAY, SUITE_BONUS_APPROVAL_ABOVE; bonus-limits.ts).
   */
  bonusLimits: BonusLimits;
  /** The live events stream (SUITE_LIVE_EVENTS_MAX_STREAMS; features/events/events-config.ts). */
  liveEvents: LiveEventsConfig;
}

/** What main.ts needs on top. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  /** SUITE_API_WORKERS: API processes sharing the port (node:cluster; more than 1 needs PostgreSQL). */
  workers: number;
}

export const DEV_ADMIN_TOKEN = 'dev-admin-token';
export const DEV_GATEWAY_SECRET = 'dev-gateway-secret';
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../.data');

/**
 * The suite's local origins: host 3000 and remotes 3001-3004, and the 3100-3104 second set. Only the
 * fallback of an API started alone: `npm start`, `npm run dev`, the e2e suite, the bench and the
 * screenshots pass the origins they serve as SUITE_CORS_ORIGINS (scripts/lib/suite-servers.mjs, siteOrigins).
 */
export function defaultCorsOrigins(): string[] {
  const ports = [3000, 3001, 3002, 3003, 3004, 3100, 3101, 3102, 3103, 3104];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** http(s) origins ('http://127.0.0.1:4000'); anything else stops the start with a clear message. */
function origins(env: Env, name: string): string[] {
  return (list(text(env, name)) ?? []).map((value) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const bare = url !== undefined && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`${name} must list http(s) origins (scheme, host and port only), got "${value}"`);
    }
    return url.origin;
  });
}

function list(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadAppConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const country = (text(env, 'SUITE_DEFAULT_COUNTRY') ?? 'PH').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new Error(`SUITE_DEFAULT_COUNTRY must be a two-letter code, got "${country}"`);
  return {
    adminToken: production ? null : (text(env, 'SUITE_ADMIN_TOKEN') ?? DEV_ADMIN_TOKEN),
    gatewaySecret: text(env, 'SUITE_GATEWAY_SECRET') ?? (production ? null : DEV_GATEWAY_SECRET),
    simulatedGateway: (text(env, 'SUITE_SIMULATED_GATEWAY') ?? (production ? '0' : '1')) === '1',
    corsOrigins: list(text(env, 'SUITE_CORS_ORIGINS')) ?? defaultCorsOrigins(),
    cdnOrigins: origins(env, 'SUITE_CDN_ORIGINS'),
    defaultCountry: country,
    ipCountries: [...BUILT_IN_IP_COUNTRIES, ...parseIpCountries(text(env, 'SUITE_IP_COUNTRIES') ?? '')],
    rateLimit: {
      max: integer(env, 'SUITE_RATE_LIMIT_MAX', 600, 1, 1_000_000),
      timeWindowMs: integer(env, 'SUITE_RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 86_400_000),
    },
    accounts: loadAccountsConfig(env),
    bonusLimits: loadBonusLimits(env),
    liveEvents: loadLiveEventsConfig(env),
  };
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  const dataDir = text(env, 'SUITE_DATA_DIR');
  return {
    port: integer(env, 'SUITE_API_PORT', 4000, 0, 65_535),
    host: text(env, 'SUITE_API_HOST') ?? '127.0.0.1',
    databaseUrl: text(env, 'DATABASE_URL'),
    dataDir: dataDir === undefined ? DEFAULT_DATA_DIR : dataDir === 'memory://' ? dataDir : path.resolve(dataDir),
    logLevel: text(env, 'SUITE_LOG_LEVEL') ?? 'warn',
    workers: integer(env, 'SUITE_API_WORKERS', 1, 1, 64),
  };
}
