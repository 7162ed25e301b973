import type { FastifyInstance, FastifyRequest } from 'fastify';
import { captcha, smsLoginCode, smsRegisterCode, verificationChallenge, WHITELABEL_MOD_IDS as MOD } from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { type AccountsContext, clientIp } from '../accounts/context';
import { findMemberByPhone, phoneExists } from '../accounts/member-repository';
import { message, requestLanguage } from '../accounts/messages';
import { e164, mobileFailure, normalizePhone, type PhoneNumber } from '../accounts/phone';
import { defaultDialingCode } from './default-dialing-code';
import { fieldRefusal, refusal, tooManyRequests } from '../accounts/refusal';
import { readSwitches } from '../accounts/site-switches';
import { createCaptcha, setCaptchaCookie } from './captcha-store';
import { HUMAN_VERIFICATION_PROPERTIES, requireHumanVerification } from './human-check';
import { issueChallenge } from './proof-of-work';
import { issueSmsCode, SMS_CODE_MINUTES, type SmsPurpose } from './sms-codes';

const DIALING_CODE = { type: 'string', maxLength: 5, pattern: '^\\+?[0-9]{1,4}$' } as const;
const MOBILE = { type: 'string', minLength: 1, maxLength: 32 } as const;

export function registerVerificationRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { db, config, limiter, secrets, courier } = context;

  serve(app, verificationChallenge, {
    handler: () => issueChallenge(secrets, config.powDifficulty, config.now()),
  });

  // Spec 1 §7: `value` is the image itself; the id it is bound to travels in the cookie.
  serve(app, captcha, {
    handler: async (_input, request, reply) => {
      const limit = await limiter.hit([{ bucket: `captcha:ip:${clientIp(request)}`, ...config.limits.captchaPerIp }]);
      if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
      const { captchaId, image } = await createCaptcha(db, secrets, config.now(), config.captchaText?.());
      setCaptchaCookie(request, reply, captchaId);
      reply.header('Cache-Control', 'no-store');
      return image;
    },
  });

  /** Checks, counts and sends one code; `deliver` false: same answer, nothing sent (unknown number). */
  const send = async (
    request: FastifyRequest,
    purpose: SmsPurpose,
    phone: PhoneNumber,
    deliver: boolean,
  ): Promise<{ expiredMinutes: number }> => {
    const recipient = e164(phone);
    const limit = await limiter.hit([
      ...config.limits.smsPerNumber.map((rule) => ({ bucket: `sms:number:${recipient}`, ...rule })),
      { bucket: `sms:ip:${clientIp(request)}`, ...config.limits.smsPerIp },
    ]);
    if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
    if (!courier.canSendSms) throw new HttpError(503, message(requestLanguage(request), 'smsNoGateway'));
    if (deliver) {
      const code = await issueSmsCode(db, secrets, purpose, recipient, config.now());
      await courier.sms(recipient, message(requestLanguage(request), 'smsBody', { code, minutes: SMS_CODE_MINUTES }));
    }
    return { expiredMinutes: SMS_CODE_MINUTES };
  };

  serve(app, smsLoginCode, {
    input: {
      type: 'object',
      additionalProperties: false,
      // countryDialingCode is optional (spec 1 §7 lists it, ours: the site's default country's code when left out).
      required: ['mobileNum'],
      properties: { mobileNum: MOBILE, countryDialingCode: DIALING_CODE, ...HUMAN_VERIFICATION_PROPERTIES },
    },
    handler: async (input, request) => {
      const isOn = await readSwitches(db);
      if (!isOn(MOD.smsLogin) && !isOn(MOD.phonePasswordRecovery)) throw refusal(request, 'smsOff');
      const dialingCode = input.countryDialingCode ?? (await defaultDialingCode(context));
      const phone = normalizePhone(dialingCode, input.mobileNum);
      if (!phone) throw fieldRefusal(request, mobileFailure(dialingCode, input.mobileNum));
      await requireHumanVerification(context, request, input);
      // Same answer for a number without an account: only registered numbers get a message.
      return send(request, 'noLogin', phone, (await findMemberByPhone(db, phone)) !== null);
    },
  });

  serve(app, smsRegisterCode, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['mobileNo', 'countryDialingCode'],
      properties: { mobileNo: MOBILE, countryDialingCode: DIALING_CODE, ...HUMAN_VERIFICATION_PROPERTIES },
    },
    handler: async (input, request) => {
      const isOn = await readSwitches(db);
      if (!isOn(MOD.mobileRegister) || !isOn(MOD.registerSmsVerification)) throw refusal(request, 'smsOff');
      const phone = normalizePhone(input.countryDialingCode, input.mobileNo);
      if (!phone) throw fieldRefusal(request, mobileFailure(input.countryDialingCode, input.mobileNo));
      await requireHumanVerification(context, request, input);
      if (await phoneExists(db, phone)) throw refusal(request, 'mobileTaken', { field: 'mobileNum', key: 'mobileTaken', params: {} });
      return send(request, 'register', phone, true);
    },
  });
}
