/**
 * A forced password change (issue 26 #12; docs/security.md, "Forced password change"): a session that
 * logged in with a weak, expired or temporary password (member_session.password_change, set by
 * startSession) may call only the password change, logout and the session state until the change is
 * done. Every other T route of the contract answers 403 with `value.code` passwordChangeRequired, in
 * the request's language. One hook for the whole API, so no feature can forget the check; it runs
 * before the route's own session check (both read the session cache: one database read at most).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePassword,
  logout,
  PASSWORD_CHANGE_REQUIRED,
  type PasswordChangeReason,
  type PasswordChangeRefusal,
  sessionState,
} from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import { memberRouteKeys } from '../../http/no-store';
import { message, requestLanguage } from '../accounts/messages';
import { sessionMemberOf } from './require-member';
import type { Sessions } from './sessions';

/** The T routes a session held to a password change may still call. */
export const OPEN_DURING_PASSWORD_CHANGE: ReadonlySet<string> = new Set(
  [changePassword, logout, sessionState].map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

export function passwordChangeRefusal(request: FastifyRequest, reason: PasswordChangeReason): HttpError {
  const value: PasswordChangeRefusal = { code: PASSWORD_CHANGE_REQUIRED, reason };
  return new HttpError(403, message(requestLanguage(request), 'passwordChangeRequired'), { value });
}

/** Registers the hook: before the T routes (accounts, then every feature). */
export function installPasswordChangeGate(app: FastifyInstance, sessions: Sessions, memberRoutes: ReadonlySet<string> = memberRouteKeys()): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || request.headers.authorization === undefined) return;
    const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${route}`;
    if (!memberRoutes.has(key) || OPEN_DURING_PASSWORD_CHANGE.has(key)) return;
    const member = await sessionMemberOf(sessions, request);
    if (member?.passwordChange) throw passwordChangeRefusal(request, member.passwordChange);
  });
}
