/** Settings of the accounts part (sessions, verification, limits), from the environment. */

/** One rule of the DB-backed limiter: at most `max` events per `windowMs`. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface AccountLimits {
  /** Login attempts per IP (any outcome). */
  loginPerIp: LimitRule;
  /** Failed logins per account before 429 (the captcha comes first, see captchaAfter). */
  loginFailuresPerAccount: LimitRule;
  /** Failed logins within `windowMs` after which a captcha is required: per account, per IP. */
  captchaAfter: { account: number; ip: number; windowMs: number };
  smsPerNumber: LimitRule[];
  smsPerIp: LimitRule;
  captchaPerIp: LimitRule;
  resetPerAccount: LimitRule;
  resetPerIp: LimitRule;
  registerPerIp: LimitRule;
  freePlayPerIp: LimitRule;
  feedbackPerIp: LimitRule;
  affiliatePerIp: LimitRule;
  /** Wrong answers before an SMS code is spent. */
  smsCodeAttempts: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: AccountLimits = {
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 30 * MINUTE },
  captchaAfter: { account: 3, ip: 10, windowMs: 30 * MINUTE },
  smsPerNumber: [
    { max: 1, windowMs: MINUTE },
    { max: 5, windowMs: HOUR },
  ],
  smsPerIp: { max: 10, windowMs: HOUR },
  captchaPerIp: { max: 60, windowMs: 10 * MINUTE },
  resetPerAccount: { max: 3, windowMs: HOUR },
  resetPerIp: { max: 10, windowMs: HOUR },
  registerPerIp: { max: 10, windowMs: HOUR },
  freePlayPerIp: { max: 10, windowMs: HOUR },
  feedbackPerIp: { max: 5, windowMs: HOUR },
  affiliatePerIp: { max: 60, windowMs: 10 * MINUTE },
  smsCodeAttempts: 5,
};

export interface AccountsConfig {
  /** NODE_ENV=production: no development outbox (SMS and mail), no /admin/dev routes, no demo accounts. */
  production: boolean;
  /** Leading zero bits of the proof-of-work challenge. */
  powDifficulty: number;
  /** A session ends after this long without a call ... */
  sessionIdleMs: number;
  /** ... and at the latest this long after the login. */
  sessionMaxMs: number;
  /** A new password expires after this long (PASSWORDEXPIRY switch); null: never. */
  passwordMaxAgeMs: number | null;
  limits: AccountLimits;
  /**
   * Extra verification of a password login from a new IP (SUITE_NEW_IP_VERIFICATION, on unless
   * 0/off/false; session/new-ip-verification.ts, docs/new-ip-verification.md).
   */
  newIpVerification: boolean;
  /** The clock (tests move it). */
  now: () => Date;
  /** Captcha text (tests fix it); random by default. */
  captchaText?: () => string;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function loadAccountsConfig(env: Env = process.env): AccountsConfig {
  return {
    production: env.NODE_ENV === 'production',
    powDifficulty: integer(env, 'SUITE_POW_DIFFICULTY', 12, 0, 24),
    sessionIdleMs: integer(env, 'SUITE_SESSION_IDLE_MINUTES', 120, 1, 7 * 24 * 60) * MINUTE,
    sessionMaxMs: integer(env, 'SUITE_SESSION_MAX_HOURS', 24, 1, 30 * 24) * HOUR,
    passwordMaxAgeMs: integer(env, 'SUITE_PASSWORD_MAX_AGE_DAYS', 90, 0, 3650) * 24 * HOUR || null,
    limits: DEFAULT_LIMITS,
    newIpVerification: !/^(0|off|false)$/i.test(env.SUITE_NEW_IP_VERIFICATION?.trim() ?? ''),
    now: () => new Date(),
  };
}
