/**
 * The loyalty half in one call for app.ts (issue 22): points, promotions and activity applications,
 * VIP, winners and the rank list. Each feature registers its routes here and, for what players really
 * do, its handler of activity-events.ts (points earned, VIP turnover, big wins).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Authenticate } from '../player-auth/player-auth';
import { registerPoints } from '../points/register-points';
import { registerPromotions } from '../promotions/register-promotions';
import { registerRankListRoutes } from '../rank-list/rank-list-routes';
import { registerVip } from '../rank/register-vip';

export interface LoyaltyDeps {
  db: Database;
  authenticate: Authenticate;
  adminToken: string | null | undefined;
  now: () => Date;
}

export function registerLoyalty(app: FastifyInstance, deps: LoyaltyDeps): void {
  // Each loyalty feature adds its registration below (one line each).
  registerPromotions(app, deps);
  registerVip(app, deps);
  // After the handlers that post money: in one transaction, money journals come before points ones.
  registerPoints(app, deps);
  registerRankListRoutes(app, deps);
  void app;
  void deps;
}
