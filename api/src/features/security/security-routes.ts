/**
 * Security centre (securityCenter): GET /wps/member/security (payment password set, bound mobile
 * and e-mail), GET /wps/member/security/logins (the caller's last 20 sessions), POST
 * /wps/member/security/logoutOthers, and binding a verified mobile or e-mail: POST .../bind/code
 * sends a code (SMS or mail), POST .../bind/verify proves it. Every call is the caller's own: the
 * member comes from the session, never from the input. See docs/security-center.md.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { logoutOtherSessions, recentLogins, securityStatus, sendBindCode, setBirthDate, verifyBindCode } from '@suite/shared/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { clientIp } from '../accounts/context';
import { uniqueViolation } from '../accounts/member-repository';
import { fieldLabel, message, requestLanguage } from '../accounts/messages';
import { createRateLimiter } from '../accounts/rate-limiter';
import { notLoggedIn, tooManyRequests, trialAccountRefusal } from '../accounts/refusal';
import { createServerSecrets, sameText } from '../crypto/server-secrets';
import type { Authenticate, Player } from '../player-auth/player-auth';
import { TRIAL_ACCOUNT } from '../session/require-member';
import { bearerToken, hashToken, type Sessions } from '../session/sessions';
import { devOutboxCourier, noGatewayCourier } from '../verification/courier';
import { SMS_CODE_MINUTES } from '../verification/sms-codes';
import { BIND_LIMITS, bindCodeSchema, bindVerifySchema, codeText, newBindCode, storedTarget, targetOf, verifyTargetKey } from './bind-input';
import { BIRTH_DATE_SCHEMA, checkBirthDate } from './birth-date';
import { bindMailText, securityRefusal } from './security-messages';
import {
  alreadyVerified,
  bindContact,
  contactHolder,
  countWrongAnswer,
  liveBindCode,
  readRecentLogins,
  readSecurityStatus,
  revokeOtherSessions,
  storeBirthDate,
  spendBindCode,
  storeBindCode,
} from './security-repository';

export interface SecurityRoutesDeps {
  db: Database;
  config: AppConfig;
  authenticate: Authenticate;
  /** Revoked sessions leave this process's memory at once (a second process: within SESSION_CACHE_MS). */
  sessions: Pick<Sessions, 'forget'>;
}

interface Caller extends Player {
  tokenHash: string;
}

export function registerSecurityRoutes(app: FastifyInstance, { db, config, authenticate, sessions }: SecurityRoutesDeps): void {
  const settings = config.accounts;
  const limiter = createRateLimiter(db, settings.now);
  const secrets = createServerSecrets(db);
  const courier = settings.production ? noGatewayCourier((text) => app.log.warn(text)) : devOutboxCourier(db);

  const callers = new WeakMap<FastifyRequest, Caller>();
  /** 401 before the input is even read, as every T route. */
  const requireCaller: onRequestHookHandler = async (request) => {
    const player = await authenticate(request);
    const token = bearerToken(request);
    if (!player || !token) throw notLoggedIn(request);
    callers.set(request, { ...player, tokenHash: hashToken(token) });
  };
  const callerOf = (request: FastifyRequest): Caller => {
    const caller = callers.get(request);
    if (!caller) throw new Error('route has no session check');
    return caller;
  };
  const realCallerOf = (request: FastifyRequest): Caller => {
    const caller = callerOf(request);
    if (caller.isAgent === TRIAL_ACCOUNT) throw trialAccountRefusal(request);
    return caller;
  };
  const sessionWindow = () => ({ now: settings.now(), idleMs: settings.sessionIdleMs });

  serve(app, securityStatus, {
    onRequest: requireCaller,
    handler: (_input, request) => readSecurityStatus(db, callerOf(request).memberId),
  });

  serve(app, recentLogins, {
    onRequest: requireCaller,
    handler: async (_input, request) => {
      const { memberId, tokenHash } = callerOf(request);
      return { sessions: await readRecentLogins(db, memberId, tokenHash, sessionWindow()) };
    },
  });

  serve(app, logoutOtherSessions, {
    onRequest: requireCaller,
    handler: async (_input, request) => {
      const { memberId, tokenHash } = callerOf(request);
      const { tokenHashes, active } = await revokeOtherSessions(db, memberId, tokenHash, sessionWindow());
      sessions.forget(tokenHashes);
      return { revoked: active };
    },
  });

  serve(app, sendBindCode, {
    input: bindCodeSchema,
    onRequest: requireCaller,
    handler: async (input, request) => {
      const { memberId } = realCallerOf(request);
      const language = requestLanguage(request);
      const target = targetOf(input, () => badInput(request, input.channel));
      // Every attempt counts, refused ones too: whether a number is someone else's is not free to probe.
      const attempts = await limiter.hit(BIND_LIMITS.perMember.map((rule) => ({ bucket: `bind:member:${memberId}`, ...rule })));
      if (!attempts.allowed) throw tooManyRequests(request, attempts.retryAfterMs);
      if (await alreadyVerified(db, memberId, target)) throw securityRefusal('alreadyBound', target.channel);
      if (await contactHolder(db, memberId, target)) throw securityRefusal('targetTaken', target.channel);
      if (target.channel === 'mobile' && !courier.canSendSms) throw securityRefusal('smsUnavailable');
      // The limits every SMS has per number (the same for an address), and one per IP.
      const sends = await limiter.hit([
        ...settings.limits.smsPerNumber.map((rule) => ({
          bucket: target.channel === 'mobile' ? `sms:number:${target.key}` : `mail:address:${target.key}`,
          ...rule,
        })),
        { bucket: `bind:ip:${clientIp(request)}`, ...BIND_LIMITS.perIp },
      ]);
      if (!sends.allowed) throw tooManyRequests(request, sends.retryAfterMs);

      const now = settings.now();
      const code = newBindCode();
      const codeHash = await secrets.mac('sms', codeText(memberId, target.channel, target.key, code));
      await db.transaction((tx) => storeBindCode(tx, memberId, target, codeHash, now, new Date(now.getTime() + SMS_CODE_MINUTES * 60_000)));
      if (target.channel === 'mobile') {
        await courier.sms(target.key, message(language, 'smsBody', { code, minutes: SMS_CODE_MINUTES }));
      } else {
        const mail = bindMailText(language, code, SMS_CODE_MINUTES);
        await courier.mail(target.email, mail.subject, mail.body);
      }
      return { target: target.key, expiredMinutes: SMS_CODE_MINUTES };
    },
  });

  serve(app, verifyBindCode, {
    input: bindVerifySchema,
    onRequest: requireCaller,
    handler: async (input, request) => {
      const { memberId } = realCallerOf(request);
      const key = verifyTargetKey(input.channel, input.target);
      if (key === null) throw badInput(request, input.channel);
      const now = settings.now();
      // MAC first: on PGlite a query outside the open transaction (loading the secret) would wait for it forever.
      const expected = await secrets.mac('sms', codeText(memberId, input.channel, key, input.code.trim()));
      let outcome: 'bound' | 'wrong' | 'taken';
      try {
        outcome = await db.transaction(async (tx) => {
          const row = await liveBindCode(tx, memberId, input.channel, key, now);
          if (!row) return 'wrong';
          if (!sameText(expected, row.codeHash)) {
            await countWrongAnswer(tx, row.id, now, settings.limits.smsCodeAttempts);
            return 'wrong';
          }
          await spendBindCode(tx, row.id, now);
          if (await contactHolder(tx, memberId, storedTarget(row, key))) return 'taken';
          await bindContact(tx, memberId, row, now);
          return 'bound';
        });
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
        outcome = 'taken';
      }
      if (outcome === 'wrong') throw securityRefusal('codeWrong');
      if (outcome === 'taken') throw securityRefusal('targetTaken', input.channel);
      return readSecurityStatus(db, memberId);
    },
  });

  // Once: the VIP birthday bonus (rank/vip-birthday.ts) is paid on this day.
  serve(app, setBirthDate, {
    input: BIRTH_DATE_SCHEMA,
    onRequest: requireCaller,
    handler: async (input, request) => {
      const { memberId } = realCallerOf(request);
      const birthDate = checkBirthDate(input.birthDate, settings.now(), (reason) => new HttpError(400, `Invalid body: birthDate ${reason}`));
      if (!(await storeBirthDate(db, memberId, birthDate))) throw securityRefusal('birthDateSet');
      return readSecurityStatus(db, memberId);
    },
  });
}

function badInput(request: FastifyRequest, channel: 'mobile' | 'email'): HttpError {
  const language = requestLanguage(request);
  return new HttpError(400, message(language, channel === 'mobile' ? 'mobileInvalid' : 'fieldInvalid', { label: fieldLabel(language, 'email') }));
}
