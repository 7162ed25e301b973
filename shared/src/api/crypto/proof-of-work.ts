/**
 * The human-verification challenge of the API (GET /wps/verification/challenge): find the smallest
 * counter such that SHA-256(UTF-8 of `nonce + counter`) starts with `difficulty` zero bits.
 */
import { HUMAN_VERIFICATION_PROVIDER, type HumanVerification, type VerificationChallenge } from '../contract';
import { subtleCrypto } from './web-crypto';

/** Digests computed concurrently: WebCrypto is asynchronous, one at a time would be mostly waiting. */
const BATCH = 128;

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

export interface SolveOptions {
  signal?: AbortSignal;
}

/** The counter that solves the challenge (the expected work is 2^difficulty hashes). */
export async function solveChallenge(
  { nonce, difficulty }: Pick<VerificationChallenge, 'nonce' | 'difficulty'>,
  { signal }: SolveOptions = {},
): Promise<number> {
  const subtle = subtleCrypto();
  const encoder = new TextEncoder();
  // Give up far beyond the expected work (a difficulty the client cannot meet).
  const limit = 2 ** Math.min(difficulty + 8, 32);
  for (let start = 0; start < limit; start += BATCH) {
    signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, offset) => subtle.digest('SHA-256', encoder.encode(`${nonce}${start + offset}`))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return start + found;
  }
  throw new Error(`no solution found for difficulty ${difficulty}`);
}

/** The fields a login, registration or SMS request carries once the challenge is solved. */
export async function solveHumanVerification(
  challenge: VerificationChallenge,
  options: SolveOptions = {},
): Promise<Required<HumanVerification>> {
  const counter = await solveChallenge(challenge, options);
  return { verifyProvider: HUMAN_VERIFICATION_PROVIDER, verifyToken: `${challenge.challenge}.${counter}` };
}
