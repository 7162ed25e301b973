/**
 * Failed logins, counted per account (the name as typed, lower-cased, or the E.164 number) and per
 * IP in the DB-backed limiter: after `captchaAfter` failures within the window a captcha is
 * required; after `loginFailuresPerAccount` the account answers 429 until the window moves on.
 */
import type { AccountLimits } from '../accounts/accounts-config';
import type { RateLimiter } from '../accounts/rate-limiter';

export interface LoginGuard {
  /** 0 when the account may try, else the milliseconds to wait. */
  lockedForMs(): Promise<number>;
  captchaRequired(): Promise<boolean>;
  recordFailure(): Promise<void>;
  /** A success clears the account's failures (not the IP's). */
  clear(): Promise<void>;
}

export function loginGuard(limiter: RateLimiter, limits: AccountLimits, subject: string, ip: string): LoginGuard {
  const account = `login-fail:account:${subject}`;
  const address = `login-fail:ip:${ip}`;
  return {
    async lockedForMs() {
      const check = await limiter.peek([{ bucket: account, ...limits.loginFailuresPerAccount }]);
      return check.allowed ? 0 : check.retryAfterMs;
    },
    async captchaRequired() {
      const { windowMs } = limits.captchaAfter;
      const [forAccount, forIp] = await Promise.all([limiter.count(account, windowMs), limiter.count(address, windowMs)]);
      return forAccount >= limits.captchaAfter.account || forIp >= limits.captchaAfter.ip;
    },
    recordFailure: () => limiter.record([account, address]),
    clear: () => limiter.clear([account]),
  };
}
