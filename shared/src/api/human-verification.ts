import { callApi, type CallOptions } from './client';
import { type HumanVerification, verificationChallenge } from './contract';
import { solveHumanVerification } from './crypto';

/**
 * Fetches a proof-of-work challenge and solves it (a few thousand SHA-256 hashes, well under 300 ms):
 * spread the result into a login, registration or SMS request. Each result is good for one request.
 */
export async function getHumanVerification(options: CallOptions = {}): Promise<Required<HumanVerification>> {
  const challenge = await callApi(verificationChallenge, undefined, options);
  return solveHumanVerification(challenge, options);
}
