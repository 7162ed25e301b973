/**
 * VIP for register-loyalty.ts: progress from real activity (vip-activity.ts), the operator's routes
 * (vip-admin-routes.ts) and the birthday job (vip-birthday.ts), which starts with the app and stops
 * when it closes; SUITE_VIP_BIRTHDAY=off leaves the job out (the operator's pass still works). The
 * player's VIP routes are registered in app.ts (rank-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { testClock } from '../../clock/test-clock';
import type { Database } from '../../db/database';
import { onActivity } from '../loyalty/activity-events';
import { recordVipActivity } from './vip-activity';
import { registerVipAdminRoutes } from './vip-admin-routes';
import { createBirthdayJob } from './vip-birthday';

export interface VipDeps {
  db: Database;
  adminToken: string | null | undefined;
  now: () => Date;
}

export function registerVip(app: FastifyInstance, { db, adminToken, now }: VipDeps): void {
  onActivity('vip', recordVipActivity);
  // The e2e journeys move the birthday pass's day with the test clock, as the settlement's.
  const vipNow = testClock(now);
  registerVipAdminRoutes(app, { db, adminToken: adminToken ?? null, now: vipNow });
  if (process.env.SUITE_VIP_BIRTHDAY === 'off') return;
  const job = createBirthdayJob({ db, now: vipNow, onError: (error) => app.log.error({ err: error }, 'VIP birthday pass failed') });
  app.addHook('onReady', async () => {
    await job.start();
  });
  app.addHook('onClose', async () => {
    await job.stop();
  });
}
