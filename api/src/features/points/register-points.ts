/**
 * The points mall in one call for register-loyalty.ts: points earned from real bets (the activity
 * hook), the player's routes, the operator's routes and the rewards' artwork.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { onActivity } from '../loyalty/activity-events';
import type { Authenticate } from '../player-auth/player-auth';
import { registerPointAdminRoutes } from './point-admin-routes';
import { earnPoints, POINTS_ACTIVITY_HANDLER } from './point-earning';
import { registerPointRoutes } from './point-routes';

export interface PointsDeps {
  db: Database;
  authenticate: Authenticate;
  adminToken: string | null | undefined;
  now: () => Date;
}

export function registerPoints(app: FastifyInstance, { db, authenticate, adminToken, now }: PointsDeps): void {
  onActivity(POINTS_ACTIVITY_HANDLER, earnPoints);
  registerPointRoutes(app, { db, authenticate, now });
  registerPointAdminRoutes(app, { db, adminToken: adminToken ?? null, now });
}
