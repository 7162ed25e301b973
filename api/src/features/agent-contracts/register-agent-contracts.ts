/**
 * The agent contracts in one call for app.ts (issue 23): the four process calls and the consolidated
 * view, the operator's settlement routes, and the settlement jobs, which start with the app (after a
 * catch-up pass) and stop when it closes. SUITE_AGENT_SETTLEMENT=off leaves the jobs out (tests that
 * settle by hand; another process on the same database still settles).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Authenticate } from '../player-auth/player-auth';
import { registerAgentContractRoutes } from './agent-contract-routes';
import { registerSettlementAdminRoutes } from './settlement-admin-routes';
import { TEST_CLOCK_ENV, testClock } from '../../clock/test-clock';
import { createSettlementScheduler } from './settlement-scheduler';

export interface AgentContractsDeps {
  db: Database;
  authenticate: Authenticate;
  adminToken: string | null | undefined;
  now: () => Date;
}

export function registerAgentContracts(app: FastifyInstance, { db, authenticate, adminToken, now }: AgentContractsDeps): void {
  registerAgentContractRoutes(app, { db, authenticate, now });
  const settlementNow = testClock(now);
  if (settlementNow !== now) app.log.warn(`${TEST_CLOCK_ENV} is set: settlement reads its clock from that file (a test seam)`);
  registerSettlementAdminRoutes(app, { db, adminToken: adminToken ?? null, now: settlementNow });
  if (process.env.SUITE_AGENT_SETTLEMENT === 'off') return;
  const scheduler = createSettlementScheduler({ db, now: settlementNow, onError: (error) => app.log.error({ err: error }, 'agent settlement pass failed') });
  app.addHook('onReady', async () => {
    await scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
}
