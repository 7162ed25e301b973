/**
 * Safer gambling in one call for app.ts (issue 24; docs/safer-gambling.md): the player's calls, the
 * exclusion gate on every T route, the operator's /admin/responsible routes, and the record of every
 * move a limit refused. The limits themselves are enforced by the moves (enforcement.ts), each calling
 * enforceResponsibleGambling first in its own transaction.
 */
import type { FastifyInstance } from 'fastify';
import { TEST_CLOCK_ENV } from '../../clock/test-clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createRateLimiter } from '../accounts/rate-limiter';
import { decryptBodyHook } from '../crypto/payload-decryption';
import { createServerKeys } from '../crypto/server-keys';
import { LimitRefusalError, recordRefusal } from './enforcement';
import { installExclusionGate } from './exclusion-gate';
import { REALITY_CHECK_TEST_MINUTE_ENV } from './reality-check';
import { registerResponsibleAdminRoutes } from './responsible-admin-routes';
import { registerResponsibleRoutes } from './responsible-routes';
import { responsibleClock } from './responsible-time';

export function registerResponsible(app: FastifyInstance, { db, config }: { db: Database; config: AppConfig }): void {
  // The real clock, or SUITE_TEST_CLOCK_FILE's (read at each call): the moves' checks use the same.
  const now = responsibleClock();
  if (process.env[TEST_CLOCK_ENV]) app.log.warn(`${TEST_CLOCK_ENV} is set: safer gambling's limits and exclusions read their clock from that file (a test seam)`);
  if (process.env[REALITY_CHECK_TEST_MINUTE_ENV] === '1') app.log.warn(`${REALITY_CHECK_TEST_MINUTE_ENV}=1: the reality check offers 1 minute (a test setting)`);
  const { sessions } = app.accounts;
  const gate = installExclusionGate(app, { db, sessions, now });
  registerResponsibleRoutes(app, {
    db,
    config,
    sessions,
    now,
    decrypt: decryptBodyHook(createServerKeys(db)),
    limiter: createRateLimiter(db, config.accounts.now),
    gate,
  });
  registerResponsibleAdminRoutes(app, { db, adminToken: config.adminToken, now });
  // A refused move's transaction rolled back: its refusal is written here, after it.
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof LimitRefusalError)) return;
    try {
      await recordRefusal(db, error.record);
    } catch (failure) {
      request.log.error({ err: failure }, 'safer gambling: refusal not recorded');
    }
  });
}
