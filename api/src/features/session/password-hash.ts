/**
 * Password hashing with scrypt at OWASP's cost (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred
 * ms per hash), a random 16-byte salt per hash, stored in PHC format
 * `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64, no padding). Verification reads the cost from the
 * stored string, so older hashes still verify; `needsRehash` says when a login should store a new
 * one. Node's async scrypt runs on the libuv pool, never on the event loop. Compared in constant time.
 *
 * The cost is SUITE_SCRYPT_LN (log2 N, 14 to 20; default 17), read when this module loads (a bad
 * value stops the start). Tests lower it with `setPasswordHashCost` (testing/test-app.ts).
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  /** log2 of N. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT_COST: Readonly<ScryptCost> = Object.freeze({ ln: 17, r: 8, p: 1 });
/** Bounds of a stored hash's cost: below is not a hash of ours, above would take seconds and GiBs. */
const LN_RANGE = [10, 20] as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

type Env = Record<string, string | undefined>;

/** The configured cost: SUITE_SCRYPT_LN (14-20) or the default 2^17. */
export function passwordHashCostFromEnv(env: Env): ScryptCost {
  const raw = env.SUITE_SCRYPT_LN?.trim();
  if (!raw) return { ...DEFAULT_SCRYPT_COST };
  const ln = Number(raw);
  if (!Number.isInteger(ln) || ln < 14 || ln > LN_RANGE[1]) throw new Error(`SUITE_SCRYPT_LN must be an integer from 14 to ${LN_RANGE[1]}, got "${raw}"`);
  return { ...DEFAULT_SCRYPT_COST, ln };
}

let current: ScryptCost = passwordHashCostFromEnv(process.env);

export function passwordHashCost(): Readonly<ScryptCost> {
  return current;
}

/** For the test suite (a low N keeps it fast); production keeps the configured cost. */
export function setPasswordHashCost(cost: ScryptCost): void {
  current = { ...cost };
  dummy = null;
}

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptCost): Promise<Buffer> {
  const N = 2 ** ln;
  // Memory is 128 * N * r bytes (128 MiB at the default cost): above Node's 32 MiB default maxmem.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (buffer: Buffer): string => buffer.toString('base64').replace(/=+$/, '');

/** A new hash at the configured cost (or at `cost`: tests make older hashes with it). */
export async function hashPassword(password: string, cost: ScryptCost = current): Promise<string> {
  const { ln, r, p } = cost;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

function storedCost(stored: string): (ScryptCost & { salt: string; key: string }) | null {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < LN_RANGE[0] || ln > LN_RANGE[1] || r < 1 || r > 32 || p < 1 || p > 4) return null;
  return { ln, r, p, salt: match[4] as string, key: match[5] as string };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = storedCost(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.key, 'base64');
  const actual = await derive(password, Buffer.from(parsed.salt, 'base64'), parsed);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashed with a lower cost than today's (or unreadable): store a new hash after a successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = storedCost(stored);
  return !parsed || parsed.ln < current.ln || parsed.r < current.r || parsed.p < current.p;
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
