import { randomBytes } from 'node:crypto';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import {
  createLoginCode,
  freePlayLogin,
  login,
  loginCode,
  type LoginFailure,
  type LoginRequest,
  logout,
  sessionState,
  WHITELABEL_MOD_IDS as MOD,
} from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { type AccountsContext, clientIp } from '../accounts/context';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByPhone,
  insertMember,
  type MemberRecord,
  replacePasswordHash,
  uniqueViolation,
} from '../accounts/member-repository';
import { e164, normalizePhone } from '../accounts/phone';
import { refusal, tooManyRequests } from '../accounts/refusal';
import { readSwitches } from '../accounts/site-switches';
import { refuseClosedAccount } from '../responsible/exclusion-state';
import { decryptDottedField, routeAad } from '../crypto/payload-decryption';
import { captchaIdOf, checkCaptcha } from '../verification/captcha-store';
import { defaultDialingCode } from '../verification/default-dialing-code';
import { HUMAN_VERIFICATION_PROPERTIES, requireHumanVerification } from '../verification/human-check';
import { spendSmsCode } from '../verification/sms-codes';
import { loginGuard } from './login-guard';
import { registerNewIpRoutes, requireKnownIp } from './new-ip-verification';
import { isWeakPassword, startSession } from './login-result';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { currentMember, requireMemberHook, TRIAL_ACCOUNT } from './require-member';

/** Opening balance of a free-play (trial) account. */
export const FREE_PLAY_BALANCE = '2000.00';
export const LOGIN_CODE_SECONDS = 120;

const loginSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password', 'type'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    type: { type: 'string', enum: ['username', 'sms'] },
    captcha: { type: 'string', maxLength: 16 },
    captchaId: { type: 'string', maxLength: 64 },
    // SMS mode; optional (the spec's login lists none): the site's default country's code when left out.
    countryDialingCode: { type: 'string', maxLength: 5, pattern: '^\\+?[0-9]{1,4}$' },
    ...HUMAN_VERIFICATION_PROPERTIES,
  },
};

/** The free-play random string once decrypted: 16 to 128 letters and digits. */
const FREE_PLAY_STRING = /^[A-Za-z0-9]{16,128}$/;

interface Credentials {
  member: MemberRecord;
  tempPassword: boolean;
}

export function registerSessionRoutes(app: FastifyInstance, context: AccountsContext, decrypt: preValidationHookHandler): void {
  const { db, config, limiter, secrets, sessions } = context;
  const requireMember = requireMemberHook(sessions);

  /** One scrypt whether or not the account exists; the mailed temporary password works too. */
  const checkPassword = async (username: string, password: string): Promise<Credentials | null> => {
    const member = await findMemberByAccount(db, username);
    const right = await verifyPassword(password, member?.passwordHash ?? (await dummyHash()));
    if (member && right) {
      if (needsRehash(member.passwordHash)) await replacePasswordHash(db, member.id, await hashPassword(password), member.passwordHash);
      return { member, tempPassword: false };
    }
    const now = config.now();
    if (member?.tempPasswordHash && member.tempPasswordExpiresAt && member.tempPasswordExpiresAt > now) {
      if (await verifyPassword(password, member.tempPasswordHash)) return { member, tempPassword: true };
    }
    return null;
  };

  const checkSmsCode = async (request: LoginRequest): Promise<Credentials | null> => {
    const phone = normalizePhone(request.countryDialingCode ?? (await defaultDialingCode(context)), request.username);
    if (!phone) return null;
    const member = await findMemberByPhone(db, phone);
    const right = await spendSmsCode(db, secrets, 'noLogin', e164(phone), request.password, config.now(), config.limits.smsCodeAttempts);
    return member && right ? { member, tempPassword: false } : null;
  };

  serve(app, login, {
    input: loginSchema,
    preValidation: decrypt,
    handler: async (input, request) => {
      const ip = clientIp(request);
      const attempts = await limiter.hit([{ bucket: `login:ip:${ip}`, ...config.limits.loginPerIp }]);
      if (!attempts.allowed) throw tooManyRequests(request, attempts.retryAfterMs);
      const sms = input.type === 'sms';
      const isOn = await readSwitches(db);
      if (!isOn(sms ? MOD.smsLogin : MOD.usernameRegister)) throw refusal(request, 'loginTypeOff', { captcha: false } satisfies LoginFailure);

      const phone = sms ? normalizePhone(input.countryDialingCode ?? (await defaultDialingCode(context)), input.username) : null;
      const subject = sms ? (phone ? e164(phone) : `?${input.username.trim()}`) : input.username.trim().toLowerCase();
      // The attempt is counted (atomically) before anything is checked: see login-guard.ts.
      const guard = loginGuard(db, limiter, config.limits, subject, ip, { accountWideLock: !sms });
      const reserved = await guard.reserve();
      if (!('attempt' in reserved)) throw tooManyRequests(request, reserved.lockedForMs);
      const { attempt } = reserved;
      const failure: LoginFailure = { captcha: attempt.captcha };
      const credentials = await (async () => {
        try {
          if (!sms) await requireHumanVerification(context, request, input, failure);
        } catch (error) {
          await attempt.released();
          throw error;
        }
        try {
          if (failure.captcha) {
            // Bound by the cookie set with the image; an older client's captchaId field wins when sent.
            const captchaId = captchaIdOf(request, input.captchaId);
            if (!input.captcha) throw refusal(request, 'captchaRequired', failure);
            if (!(await checkCaptcha(db, secrets, captchaId, input.captcha, config.now()))) throw refusal(request, 'captchaWrong', failure);
          }
          const checked = sms ? await checkSmsCode(input) : await checkPassword(input.username, input.password);
          if (!checked) throw refusal(request, sms ? 'badSmsLogin' : 'badCredentials', { captcha: await guard.captchaRequired() } satisfies LoginFailure);
          return checked;
        } catch (error) {
          await attempt.failed();
          throw error;
        }
      })();
      await attempt.succeeded();
      // A weak password (not the mailed temporary one) holds the session to a change (issue 26 #12).
      const weakPassword = !sms && !credentials.tempPassword && isWeakPassword(input.password);
      // A closed account (time-out, self-exclusion) is refused before any new-IP code is sent (startSession checks again).
      await refuseClosedAccount(db, credentials.member.id);
      // A password login from an IP this member never logged in from needs a code first (not SMS logins).
      if (!sms) await requireKnownIp(context, request, credentials.member, { tempPassword: credentials.tempPassword, weakPassword });
      return startSession(context, request, credentials.member, { tempPassword: credentials.tempPassword, passwordLogin: !sms, weakPassword });
    },
  });

  registerNewIpRoutes(app, context);

  serve(app, freePlayLogin, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['os', 'platform', 'randomString', 'gatewayVersion'],
      properties: {
        os: { type: 'string', minLength: 1, maxLength: 40 },
        platform: { type: 'string', enum: ['W'] },
        // Encrypted (spec 1 §7): `<kid>.<key>.<iv>.<data>`, see FreePlayLoginRequest.
        randomString: { type: 'string', minLength: 1, maxLength: 2048 },
        gatewayVersion: { type: 'integer', enum: [3] },
      },
    },
    handler: async (input, request) => {
      const random = await decryptDottedField(context.keys, input.randomString, routeAad(request));
      if (typeof random !== 'string' || !FREE_PLAY_STRING.test(random)) throw new HttpError(400, 'Invalid body: randomString must be an encrypted random string');
      if (!(await readSwitches(db))(MOD.freePlay)) throw refusal(request, 'freePlayOff');
      const limit = await limiter.hit([{ bucket: `freeplay:ip:${clientIp(request)}`, ...config.limits.freePlayPerIp }]);
      if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
      const now = config.now();
      // Nobody knows the password: a trial account lives as long as its session.
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db.transaction(async (tx) => {
            const id = await insertMember(tx, {
              account: `trial_${randomBytes(4).toString('hex')}`,
              passwordHash,
              isAgent: TRIAL_ACCOUNT,
              registerMethod: 'FREEPLAY',
              registerIp: clientIp(request),
              passwordChangedAt: now,
              passwordExpiresAt: null,
              balance: FREE_PLAY_BALANCE,
            });
            const member = (await findMemberById(tx, id)) as MemberRecord;
            return startSession(context, request, member, { tx });
          });
        } catch (error) {
          if (!uniqueViolation(error) || attempt >= 2) throw error;
        }
      }
    },
  });

  serve(app, logout, {
    onRequest: requireMember,
    handler: async (_input, request) => {
      await sessions.revoke(currentMember(request).tokenHash);
      return null;
    },
  });

  // What the session may do now (issue 26 #12): open while the password must change, as logout is.
  serve(app, sessionState, {
    onRequest: requireMember,
    handler: (_input, request) => {
      const reason = currentMember(request).passwordChange;
      return { passwordChangeRequired: reason !== null, reason };
    },
  });

  serve(app, createLoginCode, {
    onRequest: requireMember,
    handler: async (_input, request) => {
      const code = randomBytes(32).toString('base64url');
      const me = currentMember(request);
      // Bound to this login session and to the password as it is now (copied in SQL: exact to the microsecond).
      await db.query(
        `INSERT INTO login_code (code_hash, member_id, expires_at, session_token_hash, password_changed_at)
         SELECT $1, m.id, $3, $4, m.password_changed_at FROM member m WHERE m.id = $2`,
        [await secrets.mac('login-code', code), me.memberId, new Date(config.now().getTime() + LOGIN_CODE_SECONDS * 1000), me.tokenHash],
      );
      return { code, expiresInSeconds: LOGIN_CODE_SECONDS };
    },
  });

  serve(app, loginCode, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['code'],
      properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
    },
    handler: async (input, request) => {
      const limit = await limiter.hit([{ bucket: `login:ip:${clientIp(request)}`, ...config.limits.loginPerIp }]);
      if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
      const codeHash = await secrets.mac('login-code', input.code);
      const now = config.now();
      const result = await db.transaction(async (tx) => {
        // The minting member and session are locked first (FOR SHARE, in the order a password change
        // takes them: member, then session): a password change, logout or "log out the other devices"
        // running now waits for this transaction, and a password change then ends the session opened here too.
        const minted = await tx.query<{ member_id: string; session_token_hash: string }>(
          'SELECT member_id, session_token_hash FROM login_code WHERE code_hash = $1',
          [codeHash],
        );
        const code = minted.rows[0];
        if (code) {
          await tx.query('SELECT 1 FROM member WHERE id = $1 FOR SHARE', [code.member_id]);
          await tx.query('SELECT 1 FROM member_session WHERE token_hash = $1 FOR SHARE', [code.session_token_hash]);
        }
        // Single use: the code is gone whatever the outcome. It lives only while the session that
        // minted it does (not logged out, not revoked by a password change or "log out the other
        // devices", not expired, not idle) and only under the password it was minted with.
        const { rows } = await tx.query<{ member_id: string; fresh: boolean; live: boolean }>(
          `WITH code AS (
             DELETE FROM login_code WHERE code_hash = $1
             RETURNING member_id, expires_at, session_token_hash, password_changed_at
           )
           SELECT code.member_id, code.expires_at > $2 AS fresh,
                  EXISTS (
                    SELECT 1 FROM member_session s JOIN member m ON m.id = s.member_id
                     WHERE s.token_hash = code.session_token_hash AND s.member_id = code.member_id
                       AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3
                       AND m.password_changed_at = code.password_changed_at
                  ) AS live
             FROM code`,
          [codeHash, now, new Date(now.getTime() - config.sessionIdleMs)],
        );
        const row = rows[0];
        if (!row?.fresh || !row.live) return null;
        const member = await findMemberById(tx, row.member_id);
        return member ? startSession(context, request, member, { tx }) : null;
      });
      if (!result) throw refusal(request, 'loginCodeInvalid');
      return result;
    },
  });
}
