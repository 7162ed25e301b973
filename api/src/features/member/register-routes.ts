import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  type FieldFailure,
  type LoginResult,
  register,
  registerMobile,
  type RegisterRequest,
  WHITELABEL_MOD_IDS as MOD,
} from '@suite/shared/contract';
import type { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { COMMON_PASSWORD_KEY } from '../accounts/common-passwords';
import { type AccountsContext, clientIp } from '../accounts/context';
import { accountExists, findMemberById, insertMember, type MemberRecord, phoneExists, uniqueViolation } from '../accounts/member-repository';
import { type MessageKey, requestLanguage } from '../accounts/messages';
import { e164, mobileFailure, normalizePhone, type PhoneNumber } from '../accounts/phone';
import { fieldRefusal, refusal, tooManyRequests } from '../accounts/refusal';
import { readSwitches } from '../accounts/site-switches';
import { passwordExpiry, startSession } from '../session/login-result';
import { hashPassword } from '../session/password-hash';
import { readRegisterSettings } from '../system/system-repository';
import { captchaIdOf, checkCaptcha } from '../verification/captcha-store';
import { HUMAN_VERIFICATION_PROPERTIES, requireHumanVerification } from '../verification/human-check';
import { spendSmsCode } from '../verification/sms-codes';
import { findAffiliateAgent, findReferrer } from './affiliates';
import { PROFILE_FIELDS, type RegistrationMode, registrationFailure } from './registration-rules';

const text = (maxLength = 255) => ({ type: 'string', maxLength }) as const;

export const registerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['login', 'registerUrl', 'registerMethod'],
  properties: {
    username: text(64),
    password: text(128),
    confirmPassword: text(128),
    payeeName: text(),
    email: text(),
    qqNum: text(),
    mobileNum: text(32),
    recommenderId: text(),
    captcha: text(16),
    captchaId: text(64),
    verificationCode: text(),
    affiliateCode: text(64),
    paymentPassword: text(128),
    line: text(),
    whatsapp: text(),
    facebook: text(),
    wechat: text(),
    idNumber: text(),
    ...HUMAN_VERIFICATION_PROPERTIES,
    login: { type: 'boolean', const: true },
    countryDialingCode: { type: 'string', pattern: '^\\+?[0-9]{1,4}$' },
    registerUrl: text(2048),
    referralCode: text(64),
    domain: text(255),
    registerMethod: { type: 'string', enum: ['WEB'] },
    firebaseChannel: { type: 'string', enum: ['sms'] },
    firebaseIdToken: text(4096),
  },
};

const MESSAGE_OF: Record<string, MessageKey> = {
  'validation.required': 'fieldRequired',
  'validation.inconsistent_twice': 'passwordsDiffer',
  [COMMON_PASSWORD_KEY]: 'passwordTooCommon',
};

/** A field's failure as registration answers it (also an agent's registration of a downline). */
export function registrationRefusal(request: FastifyRequest, failure: FieldFailure): HttpError {
  return fieldRefusal(request, failure, MESSAGE_OF[failure.key] ?? 'fieldInvalid');
}

function failWith(request: FastifyRequest, failure: FieldFailure): never {
  throw registrationRefusal(request, failure);
}

const clean = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Mobile registrations without a username: 'm' and the number, made unique if someone took it. */
async function accountForPhone(context: AccountsContext, phone: PhoneNumber): Promise<string> {
  const base = `m${e164(phone).slice(1)}`;
  if (!(await accountExists(context.db, base))) return base;
  return `${base}_${randomInt(100, 1000)}`;
}

export function registerRegisterRoutes(app: FastifyInstance, context: AccountsContext, decrypt: preValidationHookHandler): void {
  const { db, config, limiter, secrets } = context;

  const registerMember = async (request: FastifyRequest, input: RegisterRequest, mode: RegistrationMode): Promise<LoginResult> => {
    const isOn = await readSwitches(db);
    if (!isOn(mode === 'username' ? MOD.usernameRegister : MOD.mobileRegister)) throw refusal(request, 'registrationOff');
    const ip = clientIp(request);
    // The registration is counted before the work, atomically (20 parallel ones cannot all pass
    // the check first); one refused for any other reason gives its place back.
    const rule = { bucket: `register:ip:${ip}`, ...config.limits.registerPerIp };
    const { value: quota, reservation } = await limiter.reserve([rule.bucket], async (view) => {
      const check = await view.check([rule]);
      return { reserve: check.allowed, value: check };
    });
    if (!reservation) throw tooManyRequests(request, quota.allowed ? 1000 : quota.retryAfterMs);
    try {
      const result = await createMember(request, input, mode, ip, isOn);
      await limiter.settle(reservation);
      return result;
    } catch (error) {
      await limiter.release(reservation);
      throw error;
    }
  };

  const createMember = async (
    request: FastifyRequest,
    input: RegisterRequest,
    mode: RegistrationMode,
    ip: string,
    isOn: Awaited<ReturnType<typeof readSwitches>>,
  ): Promise<LoginResult> => {
    await requireHumanVerification(context, request, input);

    const settings = await readRegisterSettings(db);
    const passwordNeeded = mode === 'username' || isOn(MOD.mobilePasswordRegister);
    const failure = registrationFailure(input, settings, { mode, passwordNeeded });
    if (failure) failWith(request, failure);

    const mobileGiven = clean(input.mobileNum) !== null && (mode === 'mobile' || settings.mobileNum.enabled);
    const phone = mobileGiven ? normalizePhone(input.countryDialingCode ?? '', input.mobileNum ?? '') : null;
    if (mobileGiven && !phone) failWith(request, mobileFailure(input.countryDialingCode ?? '', input.mobileNum ?? ''));

    // The URL's code is sent even when the form field is hidden: check any code given.
    const affiliateCode = clean(input.affiliateCode);
    const uplineId = affiliateCode ? await findAffiliateAgent(db, affiliateCode, input.domain) : null;
    if (affiliateCode && !uplineId) {
      throw refusal(request, 'affiliateInvalid', { field: 'affiliateCode', key: 'invitation_code_error', params: {} } satisfies FieldFailure);
    }

    const username = clean(input.username);
    const account = username ?? (await accountForPhone(context, phone as PhoneNumber));
    if (await accountExists(db, account)) throw fieldRefusal(request, { field: 'username', key: 'accountTaken', params: {} }, 'accountTaken');
    if (phone && (await phoneExists(db, phone))) {
      throw fieldRefusal(request, { field: 'mobileNum', key: 'mobileTaken', params: {} }, 'mobileTaken');
    }

    // Spent last, so a mistake above does not cost the player a new captcha or SMS.
    if (settings.captcha.enabled && (settings.captcha.required || clean(input.captcha))) {
      if (!clean(input.captcha)) failWith(request, { field: 'captcha', key: 'validation.required', params: {} });
      // Bound by the cookie set with the image; an older client's captchaId field wins when sent.
      if (!(await checkCaptcha(db, secrets, captchaIdOf(request, input.captchaId), input.captcha, config.now()))) {
        throw fieldRefusal(request, { field: 'captcha', key: 'captchaWrong', params: {} }, 'captchaWrong');
      }
    }
    if (mode === 'mobile' && isOn(MOD.registerSmsVerification)) {
      const code = clean(input.verificationCode);
      if (!code) failWith(request, { field: 'verificationCode', key: 'validation.required', params: {} });
      const right = await spendSmsCode(db, secrets, 'register', e164(phone as PhoneNumber), code, config.now(), config.limits.smsCodeAttempts);
      if (!right) throw fieldRefusal(request, { field: 'verificationCode', key: 'smsCodeWrong', params: {} }, 'smsCodeWrong');
    }

    const profile: Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>> = {};
    for (const field of PROFILE_FIELDS) profile[field] = settings[field].enabled ? clean(input[field]) : null;
    const now = config.now();
    const passwordHash = await hashPassword(input.password || randomBytes(24).toString('base64url'));
    const paymentPasswordHash = profile.paymentPassword ? await hashPassword(profile.paymentPassword) : null;
    const referredBy = clean(input.referralCode) ? await findReferrer(db, input.referralCode as string) : null;

    try {
      const result = await db.transaction(async (tx) => {
        const id = await insertMember(tx, {
          account,
          passwordHash,
          isAgent: 0,
          phone,
          email: profile.email,
          payeeName: profile.payeeName,
          qqNum: profile.qqNum,
          line: profile.line,
          whatsapp: profile.whatsapp,
          facebook: profile.facebook,
          wechat: profile.wechat,
          idNumber: profile.idNumber,
          recommenderId: profile.recommenderId,
          paymentPasswordHash,
          uplineId,
          affiliateCode: uplineId ? affiliateCode : null,
          referredBy,
          registerMethod: input.registerMethod,
          registerUrl: clean(input.registerUrl),
          registerDomain: clean(input.domain),
          registerIp: ip,
          language: requestLanguage(request),
          passwordChangedAt: now,
          passwordExpiresAt: passwordExpiry(context, now),
          balance: '0.00',
        });
        return startSession(context, request, (await findMemberById(tx, id)) as MemberRecord, { tx });
      });
      return result;
    } catch (error) {
      // Another registration took the name or number between the check and the insert.
      const constraint = uniqueViolation(error);
      if (constraint === 'member_mobile_key') throw fieldRefusal(request, { field: 'mobileNum', key: 'mobileTaken', params: {} }, 'mobileTaken');
      if (constraint) throw fieldRefusal(request, { field: 'username', key: 'accountTaken', params: {} }, 'accountTaken');
      throw error;
    }
  };

  serve(app, register, {
    input: registerSchema,
    preValidation: decrypt,
    handler: (input, request) => registerMember(request, input, 'username'),
  });
  serve(app, registerMobile, {
    input: registerSchema,
    preValidation: decrypt,
    handler: (input, request) => registerMember(request, input, 'mobile'),
  });
}
