/**
 * Promotions, activity applications, the raffle claim's promotion side and the winner board in one
 * call for register-loyalty.ts: the player routes, the operator's routes, and the activity handler
 * that puts big wins of real rounds and lottery settlements on the board.
 */
import type { FastifyInstance } from 'fastify';
import { onActivity } from '../loyalty/activity-events';
import type { Database } from '../../db/database';
import type { Authenticate } from '../player-auth/player-auth';
import { registerPromotionAdminRoutes } from './promotion-admin-routes';
import { registerPromotionRoutes } from './promotion-routes';
import { recordBigWin } from './winners';

export interface PromotionsDeps {
  db: Database;
  authenticate: Authenticate;
  adminToken: string | null | undefined;
  now: () => Date;
}

export function registerPromotions(app: FastifyInstance, { db, authenticate, adminToken, now }: PromotionsDeps): void {
  onActivity('winner-board', recordBigWin);
  registerPromotionRoutes(app, { db, authenticate, now });
  registerPromotionAdminRoutes(app, { db, adminToken: adminToken ?? null, now });
}
