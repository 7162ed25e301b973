/**
 * Who is calling, as the game features need it. The session feature answers it from the Bearer
 * token; tests pass a fake. Kept this small so the game features do not depend on how sessions work.
 */
import type { FastifyRequest } from 'fastify';
import type { AgentFlag } from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';

export interface Player {
  memberId: string;
  isAgent: AgentFlag;
}

/** The caller, or null for a visitor (no token, or one that is unknown, revoked or expired). */
export type Authenticate = (request: FastifyRequest) => Promise<Player | null>;

/** Trial or demo accounts (spec 2 §6). */
export const TRIAL_AGENT_FLAG: AgentFlag = 4;

export const NOT_LOGGED_IN = 'You are not logged in, please login';
export const REAL_ACCOUNT_NEEDED = 'A real account is needed';

/** The caller of a T route; a visitor gets 401. */
export async function requirePlayer(authenticate: Authenticate, request: FastifyRequest): Promise<Player> {
  const player = await authenticate(request);
  if (!player) throw new HttpError(401, NOT_LOGGED_IN);
  return player;
}

/** A T route closed to trial accounts: 403, value `{ code: 'in_need_true_account' }` (as the session feature's refusal). */
export async function requireRealPlayer(authenticate: Authenticate, request: FastifyRequest): Promise<Player> {
  const player = await requirePlayer(authenticate, request);
  if (player.isAgent === TRIAL_AGENT_FLAG) throw new HttpError(403, REAL_ACCOUNT_NEEDED, { value: { code: 'in_need_true_account' } });
  return player;
}
