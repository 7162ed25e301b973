/**
 * Failed logins, counted in the DB-backed limiter BEFORE the password (or SMS code) is checked:
 * each attempt first reserves a pending failure in one atomic step (rate-limiter `reserve`), then
 * is checked; a failure settles the reservation (it stays counted), a success releases it and
 * clears the settled failures of its account and source. Thirty parallel guesses therefore see
 * 0, 1, 2, 3 ... failures, not 0 each (issue 11; thresholds in docs/security.md).
 *
 * Counted per account (the name as typed, lower-cased, or the E.164 number) AND source (IP)
 * together, per account and per IP:
 * - captcha after `captchaAfter.account` failures of the account from this IP, after
 *   ACCOUNT_CAPTCHA_AFTER failures of the account from anywhere, or after `captchaAfter.ip`
 *   failures from this IP on any accounts;
 * - 429 after `loginFailuresPerAccount.max` failures of the account from this IP: an attacker's IP
 *   locks itself, not the owner on another IP;
 * - 429 for a password login after ACCOUNT_LOCK_AFTER failures of the account from anywhere, but
 *   only from an IP the member never started a session from (a distributed guesser is stopped,
 *   the owner's usual IPs are not). SMS code logins and the password reset by SMS never meet
 *   the account-wide lock.
 */
import type { Queryable } from '../../db/database';
import type { AccountLimits } from '../accounts/accounts-config';
import type { RateLimiter, Reservation } from '../accounts/rate-limiter';

/** Failures of an account from all sources after which every source needs the captcha. */
export const ACCOUNT_CAPTCHA_AFTER = 20;
/** Failures of an account from all sources after which IPs unknown to the member are refused. */
export const ACCOUNT_LOCK_AFTER = 50;

export interface LoginAttempt {
  /** The captcha is required for this attempt (decided atomically with its reservation). */
  captcha: boolean;
  /** The credentials were wrong, or the required captcha missing or wrong: it stays counted. */
  failed(): Promise<void>;
  /** Refused before any check of the user (the proof of work): it does not count. */
  released(): Promise<void>;
  /** Right credentials: it does not count, and the account's failures from this IP are cleared. */
  succeeded(): Promise<void>;
}

export type LoginReservation = { lockedForMs: number } | { lockedForMs: 0; attempt: LoginAttempt };

export interface LoginGuard {
  /** Counts the attempt as a pending failure unless the account is locked for this source. */
  reserve(): Promise<LoginReservation>;
  /** Whether the next attempt will need the captcha (the flag of a refusal). */
  captchaRequired(): Promise<boolean>;
}

export interface LoginGuardOptions {
  /** Password logins: the account-wide lock applies to IPs unknown to the member. */
  accountWideLock: boolean;
}

/** Whether the member with this account name has started a session from this IP before. */
async function knownSource(db: Queryable, account: string, ip: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM member_known_ip k JOIN member m ON m.id = k.member_id WHERE lower(m.account) = lower($1) AND k.ip = $2`,
    [account, ip.slice(0, 64)],
  );
  return rows.length > 0;
}

export function loginGuard(
  db: Queryable,
  limiter: RateLimiter,
  limits: AccountLimits,
  subject: string,
  ip: string,
  { accountWideLock }: LoginGuardOptions,
): LoginGuard {
  // The IP comes first: it has no spaces, so the pair's name is unambiguous.
  const pair = `login-fail:pair:${ip} ${subject}`;
  const account = `login-fail:account:${subject}`;
  const address = `login-fail:ip:${ip}`;
  const { windowMs } = limits.captchaAfter;
  const needsCaptcha = (forPair: number, forAccount: number, forIp: number): boolean =>
    forPair >= limits.captchaAfter.account || forAccount >= ACCOUNT_CAPTCHA_AFTER || forIp >= limits.captchaAfter.ip;

  const attempt = (reservation: Reservation, captcha: boolean): LoginAttempt => ({
    captcha,
    failed: () => limiter.settle(reservation),
    released: () => limiter.release(reservation),
    async succeeded() {
      await limiter.release(reservation);
      await limiter.clearSettled([pair]);
    },
  });

  return {
    async reserve() {
      const exempt = !accountWideLock || (await knownSource(db, subject, ip));
      const { value, reservation } = await limiter.reserve([pair, account, address], async (view) => {
        const pairLock = await view.check([{ bucket: pair, ...limits.loginFailuresPerAccount }]);
        if (!pairLock.allowed) return { reserve: false, value: { lockedForMs: pairLock.retryAfterMs, captcha: true } };
        if (!exempt) {
          const accountLock = await view.check([{ bucket: account, max: ACCOUNT_LOCK_AFTER, windowMs: limits.loginFailuresPerAccount.windowMs }]);
          if (!accountLock.allowed) return { reserve: false, value: { lockedForMs: accountLock.retryAfterMs, captcha: true } };
        }
        // One after another: the statements share the transaction's connection.
        const forPair = await view.count(pair, windowMs);
        const forAccount = await view.count(account, windowMs);
        const forIp = await view.count(address, windowMs);
        return { reserve: true, value: { lockedForMs: 0, captcha: needsCaptcha(forPair, forAccount, forIp) } };
      });
      return reservation ? { lockedForMs: 0, attempt: attempt(reservation, value.captcha) } : { lockedForMs: Math.max(1, value.lockedForMs) };
    },
    async captchaRequired() {
      const [forPair, forAccount, forIp] = await Promise.all([
        limiter.count(pair, windowMs),
        limiter.count(account, windowMs),
        limiter.count(address, windowMs),
      ]);
      return needsCaptcha(forPair, forAccount, forIp);
    },
  };
}
