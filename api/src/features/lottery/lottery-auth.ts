/**
 * What the lottery routes need of a login: who is calling. The session feature provides the real
 * `authenticate` (Bearer token -> member); tests pass a fake.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/envelope';

export interface LotteryMember {
  memberId: string | number;
  /** 1, 2, 41, 42 agents; 4 trial; 0 member. */
  isAgent: number;
}

export type Authenticate = (request: FastifyRequest) => Promise<LotteryMember | null> | LotteryMember | null;

/** isAgent of a trial (demo) account: refused where a real account is needed. */
export const TRIAL_ACCOUNT = 4;

export const NOT_LOGGED_IN = 'You are not logged in, please login';
export const NEED_TRUE_ACCOUNT = 'in_need_true_account';

/** The caller of a T route, or a 401 envelope. */
export async function requireMember(authenticate: Authenticate, request: FastifyRequest): Promise<LotteryMember> {
  const member = await authenticate(request);
  if (!member) throw new HttpError(401, NOT_LOGGED_IN);
  return member;
}

/** A real (non-trial) account, or 403 with the spec's message key. */
export async function requireRealAccount(authenticate: Authenticate, request: FastifyRequest): Promise<LotteryMember> {
  const member = await requireMember(authenticate, request);
  if (member.isAgent === TRIAL_ACCOUNT) throw new HttpError(403, NEED_TRUE_ACCOUNT);
  return member;
}
