/**
 * The lottery routes on an app set up like buildApp's (same validation messages and error envelope),
 * with a clock moved by hand and a fake login: `Authorization: Bearer member:<id>:<isAgent>`.
 */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { installErrorHandling } from '../../../http/error-handling';
import { formatValidationErrors } from '../../../http/validation-message';
import type { Clock } from '../draw-scheduler';
import type { Authenticate } from '../lottery-auth';
import type { LoginSessions } from '../lobby-sessions';
import { registerLotteryRoutes } from '../lottery-routes';

/** The site's origin: lobby back links go only there (or to a path of the site). */
export const TEST_SITE_ORIGIN = 'http://localhost:3000';

const FAKE_TOKEN = /^Bearer member:([A-Za-z0-9_-]{1,40}):(\d{1,2})$/;

export const fakeAuthenticate: Authenticate = (request) => {
  const match = FAKE_TOKEN.exec(request.headers.authorization ?? '');
  return match ? { memberId: match[1] ?? '', isAgent: Number(match[2]) } : null;
};

export function loginAs(memberId: string, isAgent = 0): { authorization: string } {
  return { authorization: `Bearer member:${memberId}:${isAgent}` };
}

const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex');
const loggedOut = new Set<string>();

/** Fake login sessions: the Authorization header is the login; fakeLogout ends it. */
export const fakeLoginSessions: LoginSessions = {
  tokenHashOf: (request) => (request.headers.authorization ? hashOf(request.headers.authorization) : null),
  isAlive: async (_db, tokenHash) => !loggedOut.has(tokenHash),
};

/** Ends the fake login of a member (its lobby sessions die with it). */
export function fakeLogout(memberId: string, isAgent = 0): void {
  loggedOut.add(hashOf(loginAs(memberId, isAgent).authorization));
}

export async function lotteryTestApp(db: Database, clock: Clock): Promise<FastifyInstance> {
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, schemaErrorFormatter: formatValidationErrors });
  installErrorHandling(app);
  registerLotteryRoutes(app, { db, authenticate: fakeAuthenticate, clock, loginSessions: fakeLoginSessions, frameAncestors: [TEST_SITE_ORIGIN] });
  await app.ready();
  return app;
}
