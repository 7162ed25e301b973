/**
 * Our human verification (no third-party service is reachable): a signed proof-of-work challenge.
 * The challenge is `<nonce>.<difficulty>.<expires epoch s>.<HMAC-SHA256 of the first three>`; the
 * client finds a counter such that SHA-256(nonce + counter) has `difficulty` leading zero bits and
 * sends `verifyToken = <challenge>.<counter>`. Stateless to issue; a solved challenge is recorded
 * in pow_spent until it expires, so each one is good for one request.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { VerificationChallenge } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import type { ServerSecrets } from '../crypto/server-secrets';

export const CHALLENGE_TTL_MS = 5 * 60_000;
const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{1,2})\.(\d{10})\.([A-Za-z0-9_-]{43})\.(\d{1,10})$/;

export type PowCheck = 'ok' | 'invalid' | 'expired' | 'spent';

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export async function issueChallenge(secrets: ServerSecrets, difficulty: number, now: Date): Promise<VerificationChallenge> {
  const nonce = randomBytes(16).toString('base64url');
  const expires = Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000);
  const signed = `${nonce}.${difficulty}.${expires}`;
  return {
    challenge: `${signed}.${await secrets.mac('pow', signed)}`,
    nonce,
    difficulty,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Checks a verifyToken and, when it is good, spends it. `minDifficulty`: today's setting. */
export async function spendSolution(
  db: Queryable,
  secrets: ServerSecrets,
  verifyToken: string,
  minDifficulty: number,
  now: Date,
): Promise<PowCheck> {
  const match = TOKEN.exec(verifyToken);
  if (!match) return 'invalid';
  const [, nonce, difficultyText, expiresText, signature, counter] = match as unknown as [string, string, string, string, string, string];
  const difficulty = Number(difficultyText);
  if (difficulty < minDifficulty) return 'invalid';
  if (!(await secrets.verify('pow', `${nonce}.${difficultyText}.${expiresText}`, signature))) return 'invalid';
  const expiresAt = new Date(Number(expiresText) * 1000);
  if (expiresAt <= now) return 'expired';
  const digest = createHash('sha256').update(`${nonce}${counter}`).digest();
  if (leadingZeroBits(digest) < difficulty) return 'invalid';
  const spent = await db.query('INSERT INTO pow_spent (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING', [nonce, expiresAt]);
  return spent.rowCount === 1 ? 'ok' : 'spent';
}
