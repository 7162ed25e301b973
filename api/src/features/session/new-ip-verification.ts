/**
 * Extra verification of a login from a new IP (spec 2 §4; docs/new-ip-verification.md).
 *
 * Every session start remembers its IP (member_known_ip). A password login that passed the password
 * and captcha checks, for a member who has logged in before from other IPs only and has a bound
 * mobile or e-mail, starts no session: it is refused with a challenge (`NewIpVerificationRequired`).
 * The player has a 6-digit code sent to one of the bound channels and answers it from the same IP;
 * the right code starts the session exactly as the login would have. Challenge: random id (stored as
 * its SHA-256), code stored as an HMAC, 10 minutes, 5 wrong codes spend it, single use.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Language,
  type LoginResult,
  loginVerify,
  loginVerifySend,
  NEW_IP_VERIFICATION,
  type NewIpChannel,
  type NewIpChannelTarget,
  type NewIpVerificationRequired,
} from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { type AccountsContext, clientIp } from '../accounts/context';
import { findMemberById, type MemberRecord } from '../accounts/member-repository';
import { maskEmail, maskMobile } from '../accounts/phone';
import { tooManyRequests } from '../accounts/refusal';
import { sameText } from '../crypto/server-secrets';
import { startSession } from './login-result';

export const NEW_IP_CHALLENGE_MINUTES = 10;
/** Wrong codes that spend a challenge. */
export const NEW_IP_CODE_ATTEMPTS = 5;
/** One send per challenge per this many seconds ... */
export const NEW_IP_RESEND_SECONDS = 60;
/** ... and at most this many per challenge. */
export const NEW_IP_SENDS_PER_CHALLENGE = 5;
/** Sends per member and per IP within an hour (whatever the challenge). */
export const NEW_IP_SENDS_PER_HOUR = 10;
/** Wrong codes per member within an hour before the verification answers 429. */
export const NEW_IP_FAILURES_PER_HOUR = 10;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const MESSAGES = {
  required: {
    es: 'Está iniciando sesión desde una dirección IP nueva. Para proteger su cuenta, verifíquela con un código.',
    en: 'You are logging in from a new IP address. To protect your account, please verify it with a code.',
  },
  challengeInvalid: {
    es: 'La verificación ha caducado o ya no es válida. Vuelva a iniciar sesión.',
    en: 'The verification has expired or is no longer valid. Please log in again.',
  },
  channelUnavailable: {
    es: 'Este método de verificación no está disponible para su cuenta.',
    en: 'This verification method is not available for your account.',
  },
  sendFirst: { es: 'Primero solicite el código de verificación.', en: 'Please request the verification code first.' },
  codeWrong: {
    es: 'El código no es correcto. Le quedan {{left}} intentos.',
    en: 'The code is not correct. {{left}} attempts left.',
  },
  codeBurnt: {
    es: 'Demasiados códigos incorrectos. Vuelva a iniciar sesión.',
    en: 'Too many wrong codes. Please log in again.',
  },
  smsBody: {
    es: 'Su código para iniciar sesión desde una IP nueva es {{code}}. Caduca en {{minutes}} minutos. Si no fue usted, cambie su contraseña.',
    en: 'Your code to log in from a new IP is {{code}}. It expires in {{minutes}} minutes. If this was not you, change your password.',
  },
  mailSubject: { es: 'Código de verificación de inicio de sesión', en: 'Login verification code' },
  mailBody: {
    es: 'Hola {{account}}: alguien ha iniciado sesión en su cuenta desde la IP {{ip}}. Si fue usted, su código es {{code}} (caduca en {{minutes}} minutos). Si no, cambie su contraseña.',
    en: 'Hello {{account}}: someone logged in to your account from the IP {{ip}}. If it was you, your code is {{code}} (it expires in {{minutes}} minutes). If not, change your password.',
  },
} satisfies Record<string, Record<Language, string>>;

type MessageKey = keyof typeof MESSAGES;

function text(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A business refusal (HTTP 200, success false) in both languages, answered in the request's. */
function refusal(key: MessageKey, value: unknown, params: Record<string, string | number> = {}): HttpError {
  const translations = { es: text('es', key, params), en: text('en', key, params) };
  return new HttpError(200, translations.es, { value, translations });
}

const hashId = (challengeId: string): string => createHash('sha256').update(challengeId).digest('hex');
const codeText = (idHash: string, code: string): string => `new-ip:${idHash}:${code}`;

/**
 * The bound channels a code can reach (the mobile only where SMS can be delivered, the e-mail only
 * where mail can): with no channel that delivers, the check is skipped rather than locking the
 * member out.
 */
function channelsOf(context: AccountsContext, member: MemberRecord): NewIpChannelTarget[] {
  const channels: NewIpChannelTarget[] = [];
  if (member.mobileNum && member.countryDialingCode && context.courier.canSendSms) {
    channels.push({ channel: 'mobile', target: `${member.countryDialingCode} ${maskMobile(member.mobileNum)}` });
  }
  if (member.email && context.courier.canSendMail) channels.push({ channel: 'email', target: maskEmail(member.email) });
  return channels;
}

export interface ChallengeOptions {
  tempPassword: boolean;
  /** The password typed was weak: the session opened once verified must change it first. */
  weakPassword?: boolean;
}

/**
 * Called by the password login once the password (and captcha) passed: throws the
 * newIpVerification refusal when this login needs the extra step, else returns (log in normally).
 */
export async function requireKnownIp(context: AccountsContext, request: FastifyRequest, member: MemberRecord, options: ChallengeOptions): Promise<void> {
  const { db, config } = context;
  if (!config.newIpVerification) return;
  const channels = channelsOf(context, member);
  if (channels.length === 0) return;
  const ip = clientIp(request);
  const { rows } = await db.query<{ known: number; here: boolean }>(
    'SELECT count(*)::int AS known, coalesce(bool_or(ip = $2), false) AS here FROM member_known_ip WHERE member_id = $1',
    [member.id, ip],
  );
  const { known, here } = rows[0] ?? { known: 0, here: false };
  // The first login of an account has nothing to compare with: startSession records its IP.
  if (known === 0 || here) return;

  const now = config.now();
  const challengeId = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM login_ip_challenge WHERE expires_at < $1', [new Date(now.getTime() - HOUR)]);
  await db.query(
    `INSERT INTO login_ip_challenge (id_hash, member_id, ip, temp_password, weak_password, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hashId(challengeId), member.id, ip, options.tempPassword, options.weakPassword ?? false, now, new Date(now.getTime() + NEW_IP_CHALLENGE_MINUTES * MINUTE)],
  );
  const value: NewIpVerificationRequired = { code: NEW_IP_VERIFICATION, challengeId, channels, captcha: false };
  throw refusal('required', value);
}

interface ChallengeRow {
  member_id: string;
  ip: string;
  temp_password: boolean;
  weak_password: boolean;
  code_hash: string | null;
  attempts: number;
  expires_at: Date;
}

const CHALLENGE_ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 } as const;
const INVALID_VALUE = { code: 'newIpChallengeInvalid' } as const;

export function registerNewIpRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { db, config, limiter, secrets, courier } = context;

  /** The live challenge of this id, asked for from the IP of its login; null otherwise. */
  const liveChallenge = async (tx: Queryable, idHash: string, ip: string, now: Date, lock = false): Promise<ChallengeRow | null> => {
    const { rows } = await tx.query<ChallengeRow>(
      `SELECT member_id, ip, temp_password, weak_password, code_hash, attempts, expires_at FROM login_ip_challenge
        WHERE id_hash = $1 AND spent_at IS NULL AND expires_at > $2${lock ? ' FOR UPDATE' : ''}`,
      [idHash, now],
    );
    const row = rows[0];
    return row && row.ip === ip ? row : null;
  };

  serve(app, loginVerifySend, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['challengeId', 'channel'],
      properties: { challengeId: CHALLENGE_ID, channel: { type: 'string', enum: ['mobile', 'email'] } },
    },
    handler: async (input, request) => {
      const ip = clientIp(request);
      const now = config.now();
      const idHash = hashId(input.challengeId);
      const challenge = await liveChallenge(db, idHash, ip, now);
      if (!challenge) throw refusal('challengeInvalid', INVALID_VALUE);
      const member = await findMemberById(db, challenge.member_id);
      const channel: NewIpChannel = input.channel;
      const offered = member ? channelsOf(context, member).some((item) => item.channel === channel) : false;
      if (!member || !offered) throw refusal('channelUnavailable', null);

      const limit = await limiter.hit([
        { bucket: `new-ip:send:${idHash}`, max: 1, windowMs: NEW_IP_RESEND_SECONDS * 1000 },
        { bucket: `new-ip:send:${idHash}`, max: NEW_IP_SENDS_PER_CHALLENGE, windowMs: NEW_IP_CHALLENGE_MINUTES * MINUTE },
        { bucket: `new-ip:member:${member.id}`, max: NEW_IP_SENDS_PER_HOUR, windowMs: HOUR },
        { bucket: `new-ip:ip:${ip}`, max: NEW_IP_SENDS_PER_HOUR, windowMs: HOUR },
      ]);
      if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeHash = await secrets.mac('sms', codeText(idHash, code));
      // A new code replaces the previous one; the wrong answers so far still count.
      const { rowCount } = await db.query(
        `UPDATE login_ip_challenge SET channel = $2, code_hash = $3 WHERE id_hash = $1 AND spent_at IS NULL AND expires_at > $4`,
        [idHash, channel, codeHash, now],
      );
      if (!rowCount) throw refusal('challengeInvalid', INVALID_VALUE);
      const minutes = Math.max(1, Math.ceil((challenge.expires_at.getTime() - now.getTime()) / MINUTE));
      const language = requestLanguage(request);
      if (channel === 'mobile') {
        await courier.sms(`${member.countryDialingCode}${member.mobileNum}`, text(language, 'smsBody', { code, minutes }));
      } else {
        const params = { code, minutes, account: member.account, ip };
        await courier.mail(member.email as string, text(language, 'mailSubject'), text(language, 'mailBody', params));
      }
      return { expiredMinutes: minutes, resendInSeconds: NEW_IP_RESEND_SECONDS };
    },
  });

  serve(app, loginVerify, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['challengeId', 'code'],
      properties: { challengeId: CHALLENGE_ID, code: { type: 'string', minLength: 1, maxLength: 16, pattern: '^[0-9 ]+$' } },
    },
    handler: async (input, request) => {
      const ip = clientIp(request);
      const attempts = await limiter.hit([{ bucket: `login:ip:${ip}`, ...config.limits.loginPerIp }]);
      if (!attempts.allowed) throw tooManyRequests(request, attempts.retryAfterMs);
      const now = config.now();
      const idHash = hashId(input.challengeId);
      const given = input.code.replace(/ /g, '');
      // MAC first: on PGlite a query outside the open transaction would wait for it forever.
      const expected = /^[0-9]{6}$/.test(given) ? await secrets.mac('sms', codeText(idHash, given)) : null;
      const peek = await liveChallenge(db, idHash, ip, now);
      if (peek) {
        const failures = await limiter.peek([{ bucket: `new-ip:fail:${peek.member_id}`, max: NEW_IP_FAILURES_PER_HOUR, windowMs: HOUR }]);
        if (!failures.allowed) throw tooManyRequests(request, failures.retryAfterMs);
      }

      type Outcome = { kind: 'ok'; result: LoginResult } | { kind: 'invalid' | 'sendFirst' } | { kind: 'wrong'; left: number; memberId: string };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const challenge = await liveChallenge(tx, idHash, ip, now, true);
        if (!challenge) return { kind: 'invalid' };
        if (!challenge.code_hash) return { kind: 'sendFirst' };
        if (expected !== null && sameText(expected, challenge.code_hash)) {
          await tx.query('UPDATE login_ip_challenge SET spent_at = $2 WHERE id_hash = $1', [idHash, now]);
          const member = await findMemberById(tx, challenge.member_id);
          if (!member) return { kind: 'invalid' };
          const options = { tempPassword: challenge.temp_password, weakPassword: challenge.weak_password, passwordLogin: true, tx };
          return { kind: 'ok', result: await startSession(context, request, member, options) };
        }
        const used = challenge.attempts + 1;
        await tx.query(
          `UPDATE login_ip_challenge SET attempts = $2::int, spent_at = CASE WHEN $2::int >= $3::int THEN $4::timestamptz ELSE NULL END WHERE id_hash = $1`,
          [idHash, used, NEW_IP_CODE_ATTEMPTS, now],
        );
        return { kind: 'wrong', left: Math.max(0, NEW_IP_CODE_ATTEMPTS - used), memberId: challenge.member_id };
      });
      switch (outcome.kind) {
        case 'ok':
          return outcome.result;
        case 'invalid':
          throw refusal('challengeInvalid', INVALID_VALUE);
        case 'sendFirst':
          throw refusal('sendFirst', null);
        case 'wrong':
          await limiter.record([`new-ip:fail:${outcome.memberId}`]);
          if (outcome.left === 0) throw refusal('codeBurnt', INVALID_VALUE);
          throw refusal('codeWrong', { code: 'newIpCodeWrong', attemptsLeft: outcome.left }, { left: outcome.left });
      }
    },
  });
}
