/**
 * The content and game features on an app set up like buildApp's (same validation messages and
 * error envelope) over a migrated, seeded test database, with a fake login:
 * `Authorization: Bearer test:<memberId>:<isAgent>` (see bearerFor).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerContentRoutes } from '../features/content/content-routes';
import { registerGameWalletRoutes } from '../features/game-wallet/game-wallet-routes';
import { registerGameRoutes } from '../features/games/game-routes';
import { registerLaunchRoutes } from '../features/launch/launch-routes';
import { fakeAuthenticate } from '../features/player-auth/fake-authenticate';
import type { DatabaseKind } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { installErrorHandling } from '../http/error-handling';
import { formatValidationErrors } from '../http/validation-message';
import { openTestDatabase, type TestDatabase } from './test-databases';

export const TEST_FRAME_ORIGIN = 'http://localhost:3000';

export interface GamesTestApp {
  app: FastifyInstance;
  test: TestDatabase;
  close(): Promise<void>;
}

export async function startGamesTestApp(kind: DatabaseKind): Promise<GamesTestApp> {
  const test = await openTestDatabase(kind);
  await prepareDatabase(test.db);
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, schemaErrorFormatter: formatValidationErrors });
  installErrorHandling(app);
  const { db } = test;
  registerContentRoutes(app, { db });
  registerGameRoutes(app, { db, authenticate: fakeAuthenticate });
  registerLaunchRoutes(app, { db, authenticate: fakeAuthenticate, frameAncestors: [TEST_FRAME_ORIGIN] });
  registerGameWalletRoutes(app, { db, authenticate: fakeAuthenticate });
  await app.ready();
  return {
    app,
    test,
    async close() {
      await app.close();
      await test.dispose();
    },
  };
}

/** Gives a member a main-wallet balance (the accounts part creates wallets in the real flow). */
export async function fundWallet(test: TestDatabase, memberId: string, balance: string): Promise<void> {
  await test.db.query(
    `INSERT INTO wallets (member_id, balance) VALUES ($1, $2::numeric)
     ON CONFLICT (member_id) DO UPDATE SET balance = EXCLUDED.balance`,
    [memberId, balance],
  );
}
