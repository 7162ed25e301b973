/**
 * The player's safer-gambling calls (contract: shared/src/api/contract/responsible.ts): the state and
 * limits, limit changes, the reality check, time-out and self-exclusion (E flag, confirmed with the
 * login password under its wrong-attempt lock), the return after a self-exclusion (E flag, no session:
 * username and password) and the activity statement. Every call but the return needs a live session
 * of a real account (401 before the input is read, trial accounts 403).
 */
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  activityStatement,
  cancelLimitChange,
  confirmLimitChange,
  type ExclusionKind,
  LIMIT_COOLING_OFF_HOURS,
  LIMIT_KINDS,
  LIMIT_WINDOWS,
  realityCheck,
  requestReturn,
  responsibleGambling,
  SELF_EXCLUSION_PERIODS,
  setGamblingLimit,
  setRealityCheck,
  startExclusion,
  TIME_OUT_PERIODS,
} from '@suite/shared/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { AMOUNT_PATTERN } from '../../http/money-input';
import { serve } from '../../http/serve';
import { clientIp } from '../accounts/context';
import { findMemberByAccount } from '../accounts/member-repository';
import type { RateLimiter } from '../accounts/rate-limiter';
import { tooManyRequests } from '../accounts/refusal';
import { checkGuardedPassword, currentPasswordLock, passwordCheckBusy } from '../security/password-guard';
import { dummyHash, verifyPassword } from '../session/password-hash';
import { currentMember, requireMemberHook, requireRealAccount } from '../session/require-member';
import type { Sessions } from '../session/sessions';
import type { ExclusionGate } from './exclusion-gate';
import { requestMemberReturn, startMemberExclusion } from './exclusions';
import { cancelPlayerLimit, confirmPlayerLimit, readGamblingLimits, setPlayerLimit } from './limits';
import { responsibleRefusal, texts } from './responsible-messages';
import { responsibleClock, siteTimeText } from './responsible-time';
import { readRealityCheck, readRealityCheckMinutes, realityCheckChoices, saveRealityCheckMinutes } from './reality-check';
import { readStatement } from './statement';

export interface ResponsibleRoutesDeps {
  db: Database;
  config: AppConfig;
  sessions: Sessions;
  /** The limits' and exclusions' clock (responsibleClock: the test seam applies). */
  now: () => Date;
  decrypt: preValidationHookHandler;
  limiter: RateLimiter;
  gate: ExclusionGate;
}

const LIMIT_REF = {
  kind: { type: 'string', enum: [...LIMIT_KINDS] },
  window: { type: 'string', enum: [...LIMIT_WINDOWS] },
} as const;
const PASSWORD = { type: 'string', minLength: 1, maxLength: 128 } as const;

/** 429 while the login password's checks are locked (wrong passwords), with Retry-After. */
function passwordLocked(lockedUntil: Date, now: Date): HttpError {
  const translations = texts('passwordLocked', { until: siteTimeText(lockedUntil) });
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new HttpError(429, translations.es, {
    translations,
    headers: { 'retry-after': String(seconds) },
    value: { code: 'passwordLocked', lockedUntil: lockedUntil.toISOString() },
  });
}

/**
 * The login password of the member, checked under the wrong-attempt lock of the password change form
 * (security/password-guard.ts, kind 'login'): a lock in force is answered first; `wrong` is the refusal
 * of a wrong password.
 */
async function checkLoginPassword(db: Database, memberId: string, passwordHash: string, password: string, now: () => Date, wrong: () => HttpError): Promise<void> {
  const lockedUntil = await currentPasswordLock(db, memberId, 'login', now());
  if (lockedUntil) throw passwordLocked(lockedUntil, now());
  const check = await checkGuardedPassword(db, memberId, 'login', now, () => verifyPassword(password, passwordHash));
  if (check.outcome === 'busy') throw passwordCheckBusy();
  if (check.outcome === 'locked') throw passwordLocked(check.lockedUntil, now());
  if (check.outcome === 'wrong') throw check.lockedUntil ? passwordLocked(check.lockedUntil, now()) : wrong();
}

/** A money-or-null field: the body's own type is checked before the schema coerces it. */
const amountOrNull: preValidationHookHandler = async (request) => {
  const body = request.body as Record<string, unknown> | null;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && body.amount !== undefined && body.amount !== null && typeof body.amount !== 'string') {
    throw new HttpError(400, 'Invalid body: amount must be a string with at most two decimals, e.g. "100.00", or null');
  }
};

export function registerResponsibleRoutes(app: FastifyInstance, { db, config, sessions, now, decrypt, limiter, gate }: ResponsibleRoutesDeps): void {
  const requireMember = requireMemberHook(sessions);
  const sessionNow = config.accounts.now;
  // The reality check's "now" (how long the session has run) follows the safer-gambling clock, so its
  // test seam (SUITE_TEST_CLOCK_FILE) can pass a minute without waiting one; sessions keep real time.
  const realityNow = responsibleClock(sessionNow);
  const player = (request: FastifyRequest) => requireRealAccount(request).memberId;

  serve(app, responsibleGambling, {
    onRequest: requireMember,
    handler: async (_input, request) => {
      const memberId = player(request);
      return {
        limits: await readGamblingLimits(db, memberId, now()),
        realityCheckMinutes: await readRealityCheckMinutes(db, memberId),
        realityCheckChoices: realityCheckChoices(),
        coolingOffHours: LIMIT_COOLING_OFF_HOURS,
      };
    },
  });

  serve(app, setGamblingLimit, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'window', 'amount'],
      properties: { ...LIMIT_REF, amount: { type: ['string', 'null'], pattern: AMOUNT_PATTERN } },
    },
    onRequest: requireMember,
    preValidation: amountOrNull,
    handler: (input, request) => setPlayerLimit(db, player(request), input.kind, input.window, input.amount, now()),
  });

  const limitRef = { type: 'object', additionalProperties: false, required: ['kind', 'window'], properties: LIMIT_REF };
  serve(app, confirmLimitChange, {
    input: limitRef,
    onRequest: requireMember,
    handler: (input, request) => confirmPlayerLimit(db, player(request), input.kind, input.window, now()),
  });
  serve(app, cancelLimitChange, {
    input: limitRef,
    onRequest: requireMember,
    handler: (input, request) => cancelPlayerLimit(db, player(request), input.kind, input.window, now()),
  });

  serve(app, setRealityCheck, {
    input: { type: 'object', additionalProperties: false, required: ['minutes'], properties: { minutes: { type: 'integer', minimum: 0, maximum: 100_000 } } },
    onRequest: requireMember,
    handler: async (input, request) => {
      const memberId = player(request);
      const choices = realityCheckChoices();
      if (!choices.includes(input.minutes)) {
        throw responsibleRefusal('realityCheckMinutes', { choices: choices.join(', ') }, { code: 'realityCheckMinutes', choices }, 400);
      }
      await saveRealityCheckMinutes(db, memberId, input.minutes, sessionNow());
      return { realityCheckMinutes: input.minutes };
    },
  });

  serve(app, realityCheck, {
    onRequest: requireMember,
    handler: async (_input, request) => {
      const me = currentMember(request);
      player(request);
      const figures = await readRealityCheck(db, me.memberId, me.tokenHash, realityNow());
      if (!figures) throw new HttpError(401, 'Session not found');
      return figures;
    },
  });

  serve(app, startExclusion, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'period', 'password'],
      properties: {
        kind: { type: 'string', enum: ['timeOut', 'selfExclusion'] },
        period: { type: 'string', enum: [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS] },
        password: PASSWORD,
      },
    },
    onRequest: requireMember,
    preValidation: decrypt,
    handler: async (input, request) => {
      const memberId = player(request);
      const kind: ExclusionKind = input.kind;
      const periods: readonly string[] = kind === 'timeOut' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
      if (!periods.includes(input.period)) {
        throw responsibleRefusal(
          'periodOfKind',
          { kind: kind === 'timeOut' ? { es: 'pausa', en: 'time-out' } : { es: 'autoexclusión', en: 'self-exclusion' }, periods: periods.join(', ') },
          { code: 'exclusionPeriod', periods },
          400,
        );
      }
      const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM member WHERE id = $1', [memberId]);
      const hash = rows[0]?.password_hash;
      if (!hash) throw new HttpError(401, 'Session of a missing member');
      await checkLoginPassword(db, memberId, hash, input.password, now, () => responsibleRefusal('passwordWrong'));
      const started = await startMemberExclusion(db, sessions, memberId, kind, input.period, now());
      gate.forget(memberId);
      request.log.warn({ memberId, kind, period: input.period, endsAt: started.endsAt }, 'safer gambling: exclusion started');
      return { kind: started.kind, endsAt: started.endsAt };
    },
  });

  serve(app, requestReturn, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'password'],
      properties: { username: { type: 'string', minLength: 1, maxLength: 64 }, password: PASSWORD },
    },
    preValidation: decrypt,
    handler: async (input, request) => {
      const attempts = await limiter.hit([{ bucket: `return:ip:${clientIp(request)}`, ...config.accounts.limits.loginPerIp }]);
      if (!attempts.allowed) throw tooManyRequests(request, attempts.retryAfterMs);
      const badCredentials = () => responsibleRefusal('badCredentials');
      const member = await findMemberByAccount(db, input.username.trim());
      if (!member) {
        // One scrypt whether or not the account exists.
        await verifyPassword(input.password, await dummyHash());
        throw badCredentials();
      }
      await checkLoginPassword(db, member.id, member.passwordHash, input.password, now, badCredentials);
      const answer = await requestMemberReturn(db, member.id, now());
      gate.forget(member.id);
      return answer;
    },
  });

  serve(app, activityStatement, {
    onRequest: requireMember,
    handler: (_input, request) => readStatement(db, player(request), now()),
  });
}

