import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  changePassword,
  type FieldFailure,
  forgotPasswordByEmail,
  setPasswordByPhone,
  WHITELABEL_MOD_IDS as MOD,
} from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { COMMON_PASSWORD_KEY } from '../accounts/common-passwords';
import { type AccountsContext, clientIp } from '../accounts/context';
import { findMemberByAccount, findMemberById, findMemberByPhone, setPassword, setTempPassword } from '../accounts/member-repository';
import { message, requestLanguage } from '../accounts/messages';
import { e164, mobileFailure, normalizePhone } from '../accounts/phone';
import { fieldRefusal, refusal, tooManyRequests } from '../accounts/refusal';
import { readSwitches } from '../accounts/site-switches';
import { checkGuardedPassword, currentPasswordLock, lockEndText, passwordCheckBusy } from '../security/password-guard';
import { endPlaySessionsOfMember } from '../launch/login-bound-sessions';
import { recordKnownIp } from '../session/known-ips';
import { passwordExpiry } from '../session/login-result';
import { defaultDialingCode } from '../verification/default-dialing-code';
import { hashPassword, verifyPassword } from '../session/password-hash';
import { requireMemberHook, requireRealAccount, TRIAL_ACCOUNT } from '../session/require-member';
import { readRegisterSettings } from '../system/system-repository';
import { spendSmsCode } from '../verification/sms-codes';
import { passwordFailure } from './registration-rules';

export const TEMP_PASSWORD_MINUTES = 30;

const PASSWORD = { type: 'string', minLength: 1, maxLength: 128 } as const;

/** 429 while the change form is locked: Retry-After and the translated message give when it ends. */
function passwordLocked(request: FastifyRequest, lockedUntil: Date, now: Date): HttpError {
  const until = lockEndText(lockedUntil);
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new HttpError(429, message(requestLanguage(request), 'passwordLocked', { until }), {
    headers: { 'retry-after': String(seconds) },
    value: { code: 'passwordLocked', until, lockedUntil: lockedUntil.toISOString() },
  });
}

/** 10 letters and digits (at least one of each), without look-alikes. */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(0, letters.length)], digits[randomInt(0, digits.length)]];
  while (chars.length < 10) chars.push(all[randomInt(0, all.length)]);
  for (let index = chars.length - 1; index > 0; index -= 1) {
    const other = randomInt(0, index + 1);
    [chars[index], chars[other]] = [chars[other], chars[index]];
  }
  return chars.join('');
}

export function registerPasswordRoutes(app: FastifyInstance, context: AccountsContext, decrypt: preValidationHookHandler): void {
  const { db, config, limiter, secrets, sessions, courier, background } = context;

  const newPasswordFailure = async (request: FastifyRequest, newPassword: string, confirm?: string): Promise<void> => {
    const failure: FieldFailure | null = passwordFailure('newPassword', newPassword, (await readRegisterSettings(db)).password);
    if (failure) throw fieldRefusal(request, failure, failure.key === COMMON_PASSWORD_KEY ? 'passwordTooCommon' : 'fieldInvalid');
    if (confirm !== undefined && confirm !== newPassword) {
      throw fieldRefusal(request, { field: 'confirmNewPassword', key: 'validation.inconsistent_twice', params: {} }, 'passwordsDiffer');
    }
  };

  serve(app, changePassword, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
      properties: { oldPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD },
    },
    onRequest: requireMemberHook(sessions),
    preValidation: decrypt,
    handler: async (input, request) => {
      const me = requireRealAccount(request);
      // Wrong old passwords lock this form for the member (issue 26, security/password-guard.ts):
      // a lock in force is answered before anything else, the check itself counts atomically.
      const lockedUntil = await currentPasswordLock(db, me.memberId, 'login', config.now());
      if (lockedUntil) throw passwordLocked(request, lockedUntil, config.now());
      await newPasswordFailure(request, input.newPassword, input.confirmNewPassword);

      const member = await findMemberById(db, me.memberId);
      if (!member) throw new Error('session of a missing member');
      const checkedAt = config.now();
      const check = await checkGuardedPassword(db, me.memberId, 'login', config.now, async () =>
        (await verifyPassword(input.oldPassword, member.passwordHash)) ||
        (member.tempPasswordHash !== null &&
          member.tempPasswordExpiresAt !== null &&
          member.tempPasswordExpiresAt > checkedAt &&
          (await verifyPassword(input.oldPassword, member.tempPasswordHash))),
      );
      if (check.outcome === 'busy') throw passwordCheckBusy();
      if (check.outcome === 'locked') throw passwordLocked(request, check.lockedUntil, config.now());
      if (check.outcome === 'wrong') {
        if (check.lockedUntil) throw passwordLocked(request, check.lockedUntil, config.now());
        throw fieldRefusal(request, { field: 'oldPassword', key: 'oldPasswordWrong', params: {} }, 'oldPasswordWrong');
      }
      if (input.newPassword === input.oldPassword) {
        throw fieldRefusal(request, { field: 'newPassword', key: 'passwordUnchanged', params: {} }, 'passwordUnchanged');
      }
      const now = config.now();
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await setPassword(tx, me.memberId, hash, now, passwordExpiry(context, now));
        await sessions.revokeOthers(tx, me.memberId, me.tokenHash);
        // A session held to this change (weak, expired or temporary password) is free again (issue 26 #12).
        await sessions.passwordChanged(tx, me.tokenHash);
        // Game and lottery lobby sessions end too, those opened from this very login included.
        await endPlaySessionsOfMember(tx, me.memberId, now);
      });
      sessions.forgetMember(me.memberId, me.tokenHash);
      if (me.passwordChange) sessions.forget([me.tokenHash]);
      return null;
    },
  });

  serve(app, forgotPasswordByEmail, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'email'],
      properties: { username: { type: 'string', minLength: 1, maxLength: 64 }, email: { type: 'string', minLength: 1, maxLength: 254 } },
    },
    handler: async (input, request) => {
      const limit = await limiter.hit([
        { bucket: `reset:ip:${clientIp(request)}`, ...config.limits.resetPerIp },
        { bucket: `reset:account:${input.username.trim().toLowerCase()}`, ...config.limits.resetPerAccount },
      ]);
      if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
      // Answered before the account is even looked up: the same answer and time either way.
      background.run(async () => {
        const member = await findMemberByAccount(db, input.username);
        const matches = member?.email && member.email.trim().toLowerCase() === input.email.trim().toLowerCase();
        if (!member || !matches || member.isAgent === TRIAL_ACCOUNT) return;
        const password = temporaryPassword();
        const expiresAt = new Date(config.now().getTime() + TEMP_PASSWORD_MINUTES * 60_000);
        await setTempPassword(db, member.id, await hashPassword(password), expiresAt);
        const language = member.language;
        await courier.mail(
          member.email as string,
          message(language, 'resetMailSubject'),
          message(language, 'resetMailBody', { account: member.account, password, minutes: TEMP_PASSWORD_MINUTES }),
        );
      });
      return null;
    },
  });

  serve(app, setPasswordByPhone, {
    input: {
      type: 'object',
      additionalProperties: false,
      // The spec lists newPassword, mobileNum, verificationCode; countryDialingCode is ours and optional.
      required: ['newPassword', 'mobileNum', 'verificationCode'],
      properties: {
        newPassword: PASSWORD,
        mobileNum: { type: 'string', minLength: 1, maxLength: 32 },
        countryDialingCode: { type: 'string', maxLength: 5, pattern: '^\\+?[0-9]{1,4}$' },
        verificationCode: { type: 'string', minLength: 1, maxLength: 255 },
      },
    },
    preValidation: decrypt,
    handler: async (input, request) => {
      if (!(await readSwitches(db))(MOD.phonePasswordRecovery)) throw refusal(request, 'phoneResetOff');
      const limit = await limiter.hit([{ bucket: `phone-reset:ip:${clientIp(request)}`, ...config.limits.resetPerIp }]);
      if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
      const dialingCode = input.countryDialingCode ?? (await defaultDialingCode(context));
      const phone = normalizePhone(dialingCode, input.mobileNum);
      if (!phone) throw fieldRefusal(request, mobileFailure(dialingCode, input.mobileNum));
      await newPasswordFailure(request, input.newPassword);

      const member = await findMemberByPhone(db, phone);
      const right = await spendSmsCode(db, secrets, 'noLogin', e164(phone), input.verificationCode, config.now(), config.limits.smsCodeAttempts);
      if (!member || !right) throw fieldRefusal(request, { field: 'verificationCode', key: 'smsCodeWrong', params: {} }, 'smsCodeWrong');
      const now = config.now();
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await setPassword(tx, member.id, hash, now, passwordExpiry(context, now));
        await sessions.revokeOthers(tx, member.id, null);
        await endPlaySessionsOfMember(tx, member.id, now);
        // The SMS code proved the phone: this IP counts as known (no new-IP step on the login that follows).
        await recordKnownIp(tx, member.id, clientIp(request), now);
      });
      sessions.forgetMember(member.id, null);
      // The failed logins that led here (captcha, lock) are over for this account: the login follows at once.
      await limiter.clear([
        `login-fail:account:${member.account.toLowerCase()}`,
        `login-fail:account:${e164(phone)}`,
        `login-fail:pair:${clientIp(request)} ${member.account.toLowerCase()}`,
      ]);
      // Spec 1 §4: no session here; the client logs in with the new password (the login call).
      return { account: member.account };
    },
  });
}
