/**
 * Captcha answers live on the server, bound to a random id, as an HMAC of the upper-cased text:
 * 5 minutes, single use (checking deletes the row, right or wrong), case-insensitive.
 */
import { randomBytes } from 'node:crypto';
import type { CaptchaImage } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import type { ServerSecrets } from '../crypto/server-secrets';
import { captchaDataUrl, randomCaptchaText } from './captcha-image';

export const CAPTCHA_TTL_MS = 5 * 60_000;
const ID = /^[A-Za-z0-9_-]{22}$/;

const answerText = (captchaId: string, answer: string): string => `${captchaId}:${answer.trim().toUpperCase()}`;

export async function createCaptcha(
  db: Queryable,
  secrets: ServerSecrets,
  now: Date,
  text: string = randomCaptchaText(),
): Promise<CaptchaImage> {
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
