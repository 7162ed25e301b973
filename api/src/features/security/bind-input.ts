/**
 * Input of the binding calls: the JSON schemas (bad input is a 400 before any handler runs), the
 * normalised target a code is sent to and checked against, and the limits of sending codes.
 */
import { randomInt } from 'node:crypto';
import type { BindChannel, BindCodeRequest } from '@suite/shared/contract';
import type { LimitRule } from '../accounts/accounts-config';
import { e164, normalizePhone } from '../accounts/phone';
import type { BindCodeRow, BindTarget } from './security-repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per member (every attempt, refused ones too) and per IP (codes sent), on top of the per-number
 * (per-address) limits every SMS has: 1 a minute, 5 an hour.
 */
export const BIND_LIMITS: { perMember: LimitRule[]; perIp: LimitRule } = {
  perMember: [
    { max: 3, windowMs: MINUTE },
    { max: 15, windowMs: HOUR },
  ],
  perIp: { max: 20, windowMs: HOUR },
};

export const EMAIL_MAX_LENGTH = 254;
/** Something@something.something, without spaces or control characters (NUL included). */
const EMAIL_PATTERN = '^[^\\s@\\u0000-\\u001F\\u007F]+@[^\\s@\\u0000-\\u001F\\u007F]+\\.[^\\s@\\u0000-\\u001F\\u007F]+$';
const EMAIL = { type: 'string', minLength: 5, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN } as const;

export const bindCodeSchema = {
  type: 'object',
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['channel', 'countryDialingCode', 'mobileNum'],
      properties: {
        channel: { type: 'string', const: 'mobile' },
        countryDialingCode: { type: 'string', maxLength: 5, pattern: '^\\+?[0-9]{1,4}$' },
        // Digits, spaces and dashes, maybe after a + and the country code: the mobile rule decides (accounts/phone.ts).
        mobileNum: { type: 'string', minLength: 1, maxLength: 32, pattern: '^\\+?[0-9][0-9 \\u2010-\\u2015-]*$' },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['channel', 'email'],
      properties: { channel: { type: 'string', const: 'email' }, email: EMAIL },
    },
  ],
};

export const bindVerifySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'target', 'code'],
  properties: {
    channel: { type: 'string', enum: ['mobile', 'email'] },
    target: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH, pattern: '^[^\\u0000-\\u001F\\u007F]+$' },
    code: { type: 'string', maxLength: 6, pattern: '^[0-9]{6}$' },
  },
};

/** The target of a send, or `invalid()` thrown when the number or e-mail cannot be one. */
export function targetOf(input: BindCodeRequest, invalid: () => Error): BindTarget {
  if (input.channel === 'mobile') {
    const phone = normalizePhone(input.countryDialingCode, input.mobileNum);
    if (!phone) throw invalid();
    return { channel: 'mobile', phone, key: e164(phone) };
  }
  const email = input.email.trim();
  if (!new RegExp(EMAIL_PATTERN).test(email)) throw invalid();
  return { channel: 'email', email, key: email.toLowerCase() };
}

/** The key a verify names: E.164 for a number, the e-mail in lower case; null when it is neither. */
export function verifyTargetKey(channel: BindChannel, target: string): string | null {
  const text = target.trim();
  if (channel === 'mobile') return /^\+[0-9]{6,19}$/.test(text) ? text : null;
  return new RegExp(EMAIL_PATTERN).test(text) ? text.toLowerCase() : null;
}

/** The target stored with a code, to check again that no one else took it meanwhile. */
export function storedTarget(row: BindCodeRow, key: string): BindTarget {
  return row.mobileNum !== null
    ? { channel: 'mobile', phone: { countryDialingCode: row.countryDialingCode ?? '', mobileNum: row.mobileNum }, key }
    : { channel: 'email', email: row.email ?? '', key };
}

export const newBindCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What the HMAC covers: a code proves this member, channel and target only. */
export const codeText = (memberId: string, channel: BindChannel, key: string, code: string): string => `bind:${memberId}:${channel}:${key}:${code}`;
