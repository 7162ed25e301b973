import type { FastifyRequest } from 'fastify';
import { HUMAN_VERIFICATION_PROVIDER, type HumanVerification } from '@suite/shared/contract';
import type { AccountsContext } from '../accounts/context';
import { refusal } from '../accounts/refusal';
import { spendSolution } from './proof-of-work';

/**
 * Username logins, registrations and SMS sends carry a solved proof-of-work challenge; each one
 * is good for one request. `failureValue` goes into the refusal (a login's `{ captcha }` flag).
 */
export async function requireHumanVerification(
  context: AccountsContext,
  request: FastifyRequest,
  fields: HumanVerification,
  failureValue: unknown = null,
): Promise<void> {
  if (!fields.verifyProvider || !fields.verifyToken) throw refusal(request, 'verificationRequired', failureValue);
  const result =
    fields.verifyProvider === HUMAN_VERIFICATION_PROVIDER
      ? await spendSolution(context.db, context.secrets, fields.verifyToken, context.config.powDifficulty, context.config.now())
      : 'invalid';
  if (result !== 'ok') throw refusal(request, 'verificationFailed', failureValue);
}

/** Human-verification fields of a request body schema. */
export const HUMAN_VERIFICATION_PROPERTIES = {
  verifyProvider: { type: 'string', maxLength: 20 },
  verifyToken: { type: 'string', maxLength: 200 },
} as const;
