/**
 * The agent centre's team, income and settlement calls in one call for app.ts (issue 23). They live
 * in a scope of their own whose error handler answers a schema failure with a translated 400
 * (everything else goes on to the app's handler); the operator's notice route stays on the app, with
 * the other /admin routes and their audit.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { decryptBodyHook } from '../crypto/payload-decryption';
import { createServerKeys } from '../crypto/server-keys';
import type { Authenticate } from '../player-auth/player-auth';
import { registerAgentNoticeAdminRoutes } from './agent-notices';
import { registerDownlineRoutes } from './downline-routes';
import { agentOnly } from './team-input';
import { translateValidation } from './team-messages';
import { registerTeamRoutes } from './team-routes';

export interface AgentTeamDeps {
  db: Database;
  authenticate: Authenticate;
  adminToken: string | null | undefined;
  now: () => Date;
  /** How long a password lives (the accounts' setting; null: for ever): downlines get the same. */
  passwordMaxAgeMs: number | null;
}

export function registerAgentTeam(app: FastifyInstance, { db, authenticate, adminToken, now, passwordMaxAgeMs }: AgentTeamDeps): void {
  registerAgentNoticeAdminRoutes(app, { db, adminToken: adminToken ?? null, now });
  void app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError) => {
      throw error.validation ? translateValidation(error) : error;
    });
    const routes = { db, now, onRequest: agentOnly(authenticate) };
    registerTeamRoutes(scope, routes);
    registerDownlineRoutes(scope, { ...routes, decrypt: decryptBodyHook(createServerKeys(db)), passwordMaxAgeMs });
  });
}
