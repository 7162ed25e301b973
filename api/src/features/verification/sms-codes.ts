/**
 * SMS codes: 6 digits, stored as an HMAC (a bare hash of 10^6 codes is no protection), valid
 * SMS_CODE_MINUTES. A new code replaces the older ones of the same purpose and number; a code is
 * spent by its right answer or by `maxAttempts` wrong ones.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { sameText, type ServerSecrets } from '../crypto/server-secrets';

export const SMS_CODE_MINUTES = 5;
export type SmsPurpose = 'noLogin' | 'register';

const codeText = (purpose: SmsPurpose, recipient: string, code: string): string => `${purpose}:${recipient}:${code}`;

export async function issueSmsCode(db: Database, secrets: ServerSecrets, purpose: SmsPurpose, recipient: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = await secrets.mac('sms', codeText(purpose, recipient, code));
  await db.transaction(async (tx) => {
    await tx.query('UPDATE sms_code SET spent_at = $3 WHERE purpose = $1 AND recipient = $2 AND spent_at IS NULL', [purpose, recipient, now]);
    await tx.query(
      'INSERT INTO sms_code (purpose, recipient, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [purpose, recipient, hash, now, new Date(now.getTime() + SMS_CODE_MINUTES * 60_000)],
    );
  });
  return code;
}

/** True (and the code spent) when `code` is the live code of this purpose and number. */
export async function spendSmsCode(
  db: Database,
  secrets: ServerSecrets,
  purpose: SmsPurpose,
  recipient: string,
  code: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const given = code.trim();
  // MAC first: on PGlite a query outside the open transaction (loading the secret) would wait for it forever.
  const expected = /^[0-9]{6}$/.test(given) ? await secrets.mac('sms', codeText(purpose, recipient, given)) : null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; code_hash: string; attempts: number }>(
      `SELECT id, code_hash, attempts FROM sms_code
        WHERE purpose = $1 AND recipient = $2 AND spent_at IS NULL AND expires_at > $3
        ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [purpose, recipient, now],
    );
    const row = rows[0];
    if (!row) return false;
    const right = expected !== null && sameText(expected, row.code_hash);
    if (right) {
      await tx.query('UPDATE sms_code SET spent_at = $2 WHERE id = $1', [row.id, now]);
      return true;
    }
    await tx.query(
      'UPDATE sms_code SET attempts = attempts + 1, spent_at = CASE WHEN attempts + 1 >= $3 THEN $2::timestamptz ELSE NULL END WHERE id = $1',
      [row.id, now, maxAttempts],
    );
    return false;
  });
}
