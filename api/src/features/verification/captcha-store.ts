/**
 * Captcha answers live on the server, bound to a random id, as an HMAC of the upper-cased text:
 * 5 minutes, single use (checking deletes the row, right or wrong), case-insensitive. The id goes
 * to the browser in an HttpOnly, SameSite=Strict cookie set with the image (the spec's answer is
 * the image alone); older clients may still send it as `captchaId`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import type { ServerSecrets } from '../crypto/server-secrets';
import { captchaDataUrl, randomCaptchaText } from './captcha-image';

export const CAPTCHA_TTL_MS = 5 * 60_000;
const ID = /^[A-Za-z0-9_-]{22}$/;

/** The cookie that binds the answer to the browser that got the image. */
export const CAPTCHA_COOKIE = 'suite_captcha';

export interface CaptchaChallenge {
  captchaId: string;
  /** `data:image/svg+xml;base64,...`: the answer's `value`. */
  image: string;
}

const answerText = (captchaId: string, answer: string): string => `${captchaId}:${answer.trim().toUpperCase()}`;

export async function createCaptcha(
  db: Queryable,
  secrets: ServerSecrets,
  now: Date,
  text: string = randomCaptchaText(),
): Promise<CaptchaChallenge> {
  const captchaId = randomBytes(16).toString('base64url');
  await db.query('INSERT INTO captcha_challenge (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    captchaId,
    await secrets.mac('captcha', answerText(captchaId, text)),
    new Date(now.getTime() + CAPTCHA_TTL_MS),
  ]);
  return { captchaId, image: captchaDataUrl(text) };
}

/** True when the answer is right; the captcha is spent either way. */
export async function checkCaptcha(
  db: Queryable,
  secrets: ServerSecrets,
  captchaId: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!captchaId || !answer || !ID.test(captchaId)) return false;
  const { rows } = await db.query<{ answer_hash: string; expires_at: Date }>(
    'DELETE FROM captcha_challenge WHERE id = $1 RETURNING answer_hash, expires_at',
    [captchaId],
  );
  const row = rows[0];
  if (!row || row.expires_at <= now) return false;
  return secrets.verify('captcha', answerText(captchaId, answer), row.answer_hash);
}

/** Set-Cookie of a new captcha: HttpOnly, SameSite=Strict, the captcha's life, Secure over HTTPS. */
export function setCaptchaCookie(request: FastifyRequest, reply: FastifyReply, captchaId: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${CAPTCHA_COOKIE}=${captchaId}; Path=/; Max-Age=${CAPTCHA_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`);
}

/** The captcha id a login or registration answers: the `captchaId` field when sent (older clients), else the cookie. */
export function captchaIdOf(request: FastifyRequest, field: string | undefined): string | undefined {
  if (field) return field;
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CAPTCHA_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}
