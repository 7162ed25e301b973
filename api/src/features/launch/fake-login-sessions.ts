/**
 * Login sessions for tests with a fake login (player-auth's `Bearer test:<memberId>:<isAgent>`): the
 * Authorization header is the login session; fakeLogoutHeader ends it.
 */
import { createHash } from 'node:crypto';
import type { LoginSessions } from './login-bound-sessions';

const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex');
const loggedOut = new Set<string>();

export const fakeLoginSessions: LoginSessions = {
  tokenHashOf: (request) => (request.headers.authorization ? hashOf(request.headers.authorization) : null),
  isAlive: async (_db, tokenHash) => !loggedOut.has(tokenHash),
};

/** Ends the fake login of this Authorization header (the game sessions it opened die with it). */
export function fakeLogoutHeader(authorization: string): void {
  loggedOut.add(hashOf(authorization));
}
