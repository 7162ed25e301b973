import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { DRAW_CLOCK_ENV, drawClockFromEnv } from './draw-clock';
import { type Clock, createDrawScheduler } from './draw-scheduler';
import type { LoginSessions } from './lobby-sessions';
import type { Authenticate } from './lottery-auth';
import { registerLotteryRoutes } from './lottery-routes';

export interface LotteryFeatureDeps {
  db: Database;
  /** Who calls a T route; until a session feature is wired in, nobody is logged in. */
  authenticate?: Authenticate;
  /** The lottery's clock: the app's, or SUITE_TEST_DRAW_CLOCK_FILE's (draw-clock.ts) when that is set. */
  clock?: Clock;
  /** Origins allowed to frame the lobby page (the suite's origins); the API's own origin always is. */
  frameAncestors?: readonly string[];
  /** The login sessions lobby sessions are bound to (the session feature's by default). */
  loginSessions?: LoginSessions;
}

const nobody: Authenticate = () => null;

/**
 * The lottery endpoints and the draw scheduler, which starts with the app (after its catch-up pass,
 * so the first answers already see current draws) and stops when the app closes.
 */
export function registerLottery(
  app: FastifyInstance,
  { db, authenticate = nobody, clock = drawClockFromEnv(), frameAncestors = [], loginSessions }: LotteryFeatureDeps,
): void {
  if (clock.recheckMs !== undefined) app.log.warn(`${DRAW_CLOCK_ENV} is set: the lottery reads its clock from that file (a test seam)`);
  registerLotteryRoutes(app, { db, authenticate, clock, frameAncestors, loginSessions });
  const scheduler = createDrawScheduler({
    db,
    clock,
    onError: (error) => app.log.error({ err: error }, 'lottery draw scheduler pass failed'),
  });
  app.addHook('onReady', async () => {
    await scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
}
