/**
 * The RSA-OAEP key pair of the E flag: made once (3072 bits) and kept in server_key, shared by
 * every process. The newest unretired key is served; any unretired key decrypts (rotation: add a
 * key, retire the old one later).
 */
import { createHash, generateKeyPair, type KeyObject, createPrivateKey } from 'node:crypto';
import { promisify } from 'node:util';
import type { ServerPublicKey } from '@suite/shared/contract';
import type { Database } from '../../db/database';

const generate = promisify(generateKeyPair);
export const RSA_BITS = 3072;
/** Serialises key creation between processes. */
const KEY_LOCK = 7_240_011;

export interface ServerKeys {
  current(): Promise<ServerPublicKey>;
  /** The private key of `kid`, or null when no unretired key has that id. */
  privateKey(kid: string): Promise<KeyObject | null>;
}

interface KeyRow {
  kid: string;
  public_spki: string;
  private_pkcs8: string;
}

export async function createKeyPairRow(): Promise<KeyRow> {
  const { publicKey, privateKey } = await generate('rsa', { modulusLength: RSA_BITS, publicExponent: 0x10001 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    kid: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
    public_spki: spki.toString('base64'),
    private_pkcs8: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
  };
}

async function newestKey(db: Database): Promise<KeyRow | undefined> {
  const { rows } = await db.query<KeyRow>(
    `SELECT kid, public_spki, private_pkcs8 FROM server_key WHERE retired_at IS NULL ORDER BY created_at DESC, kid LIMIT 1`,
  );
  return rows[0];
}

async function ensureKey(db: Database): Promise<KeyRow> {
  const existing = await newestKey(db);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
    const { rows } = await tx.query<KeyRow>(
      'SELECT kid, public_spki, private_pkcs8 FROM server_key WHERE retired_at IS NULL ORDER BY created_at DESC, kid LIMIT 1',
    );
    if (rows[0]) return rows[0];
    const row = await createKeyPairRow();
    await tx.query(`INSERT INTO server_key (kid, algorithm, public_spki, private_pkcs8) VALUES ($1, 'RSA-OAEP-256', $2, $3)`, [
      row.kid,
      row.public_spki,
      row.private_pkcs8,
    ]);
    return row;
  });
}

export function createServerKeys(db: Database): ServerKeys {
  let current: Promise<KeyRow> | null = null;
  const privateKeys = new Map<string, KeyObject>();
  const load = (): Promise<KeyRow> => {
    if (!current) {
      current = ensureKey(db);
      current.catch(() => {
        current = null;
      });
    }
    return current;
  };
  return {
    async current() {
      const row = await load();
      return { kid: row.kid, algorithm: 'RSA-OAEP-256', spki: row.public_spki };
    },
    async privateKey(kid) {
      const cached = privateKeys.get(kid);
      if (cached) return cached;
      const { rows } = await db.query<{ private_pkcs8: string }>(
        'SELECT private_pkcs8 FROM server_key WHERE kid = $1 AND retired_at IS NULL',
        [kid],
      );
      const row = rows[0];
      if (!row) return null;
      const key = createPrivateKey({ key: Buffer.from(row.private_pkcs8, 'base64'), format: 'der', type: 'pkcs8' });
      privateKeys.set(kid, key);
      return key;
    },
  };
}
