/**
 * Password hashing with scrypt (N = 2^15, r = 8, p = 1: about 80 ms on this machine), a random
 * 16-byte salt per hash, stored in PHC format `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64, no
 * padding) so the cost can be raised later while old hashes still verify. Compared in constant time.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

export const SCRYPT_COST = { ln: 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, ln: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** ln;
  // Memory is 128 * N * r bytes (32 MiB at the default cost): above Node's 32 MiB default maxmem.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (buffer: Buffer): string => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const { ln, r, p } = SCRYPT_COST;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, ln, r, p);
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 10 || ln > 20 || r < 1 || r > 32 || p < 1 || p > 4) return false;
  const expected = Buffer.from(match[5] as string, 'base64');
  const actual = await derive(password, Buffer.from(match[4] as string, 'base64'), ln, r, p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashed with a lower cost than today's: rehash after a successful login. */
export function needsRehash(stored: string): boolean {
  const match = PHC.exec(stored);
  return !match || Number(match[1]) < SCRYPT_COST.ln || Number(match[2]) < SCRYPT_COST.r;
}

let dummy: Promise<string> | null = null;

/**
 * A hash of a random password, made once: an unknown account is checked against it, so a login
 * costs one scrypt whether or not the account exists.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
