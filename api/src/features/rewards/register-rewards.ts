/**
 * The reward center and missions in one call for app.ts: the player routes, and the operator's
 * route (behind the named admin accounts; adminToken: the development account's secret).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Authenticate } from '../player-auth/player-auth';
import { registerRewardAdminRoutes } from './reward-admin-routes';
import { registerRewardRoutes } from './reward-routes';

export interface RewardsDeps {
  db: Database;
  authenticate: Authenticate;
  adminToken: string | null | undefined;
  now: () => Date;
}

export function registerRewards(app: FastifyInstance, { db, authenticate, adminToken, now }: RewardsDeps): void {
  registerRewardRoutes(app, { db, authenticate, now });
  registerRewardAdminRoutes(app, { db, adminToken: adminToken ?? null, now });
}
