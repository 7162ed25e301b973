/**
 * T-flagged routes: `requireMember` (an onRequest hook) answers 401 without a live session and
 * otherwise puts the caller on `request.member`. `authenticate` is the same check in the shape the
 * game features take (player-auth's Authenticate).
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../../http/envelope';
import { notLoggedIn, trialAccountRefusal } from '../accounts/refusal';
import type { Authenticate } from '../player-auth/player-auth';
import { bearerToken, type SessionMember, type Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a T route (set by requireMember); null elsewhere. */
    member: SessionMember | null;
  }
}

export const TRIAL_ACCOUNT = 4;

export function decorateMember(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('member')) app.decorateRequest('member', null);
}

export async function sessionMemberOf(sessions: Sessions, request: FastifyRequest): Promise<SessionMember | null> {
  const token = bearerToken(request);
  return token ? sessions.find(token) : null;
}

export function requireMemberHook(sessions: Sessions): onRequestHookHandler {
  return async (request) => {
    const member = await sessionMemberOf(sessions, request);
    if (!member) throw notLoggedIn(request);
    request.member = member;
  };
}

/** The caller of a route that runs requireMember. */
export function currentMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new HttpError(500, 'route has no session check');
  return request.member;
}

/** Trial accounts (isAgent 4) are refused real-account features (in_need_true_account). */
export function requireRealAccount(request: FastifyRequest): SessionMember {
  const member = currentMember(request);
  if (member.isAgent === TRIAL_ACCOUNT) throw trialAccountRefusal(request);
  return member;
}

export function sessionAuthenticate(sessions: Sessions): Authenticate {
  return async (request) => {
    const member = await sessionMemberOf(sessions, request);
    return member ? { memberId: member.memberId, isAgent: member.isAgent } : null;
  };
}
