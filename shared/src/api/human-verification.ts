import { getRuntimeConfig } from '../config/runtime-config';
import { type CallOptions, schemeContext } from './client';
import type { HumanVerification } from './contract';
import { humanVerificationProvider } from './platform/schemes';

/**
 * The human-verification fields of the platform profile's provider (default 'pow': a proof-of-work
 * challenge fetched and solved, a few thousand SHA-256 hashes, well under 300 ms): spread the result into
 * a login, registration or SMS request. Each result is good for one request.
 */
export async function getHumanVerification(options: CallOptions = {}): Promise<HumanVerification & Record<string, unknown>> {
  return humanVerificationProvider(getRuntimeConfig().platform.humanVerification, schemeContext).humanVerification(options);
}
