/**
 * Secrets made on first use and kept in the database (server_secret), so every process and every
 * restart signs and checks with the same keys. Purpose keys are derived with HKDF.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';

const MASTER = 'accounts';

export type SecretPurpose = 'pow' | 'captcha' | 'sms' | 'login-code';

export interface ServerSecrets {
  /** HMAC-SHA256 of `text` under the purpose's key, base64url. */
  mac(purpose: SecretPurpose, text: string): Promise<string>;
  /** Constant-time check of a MAC made by `mac`. */
  verify(purpose: SecretPurpose, text: string, expected: string): Promise<boolean>;
}

async function loadMaster(db: Database): Promise<Buffer> {
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    MASTER,
    randomBytes(32).toString('base64'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [MASTER]);
  const value = rows[0]?.value;
  if (!value) throw new Error('server secret missing');
  return Buffer.from(value, 'base64');
}

/** Constant-time equality of two MACs. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createServerSecrets(db: Database): ServerSecrets {
  let master: Promise<Buffer> | null = null;
  const keys = new Map<SecretPurpose, Buffer>();
  const keyFor = async (purpose: SecretPurpose): Promise<Buffer> => {
    const known = keys.get(purpose);
    if (known) return known;
    if (!master) {
      master = loadMaster(db);
      master.catch(() => {
        master = null;
      });
    }
    const key = Buffer.from(hkdfSync('sha256', await master, Buffer.alloc(0), `suite:${purpose}`, 32));
    keys.set(purpose, key);
    return key;
  };
  const mac = async (purpose: SecretPurpose, text: string): Promise<string> =>
    createHmac('sha256', await keyFor(purpose)).update(text).digest('base64url');
  return {
    mac,
    async verify(purpose, text, expected) {
      return sameText(await mac(purpose, text), expected);
    },
  };
}
