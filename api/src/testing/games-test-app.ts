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
import { fakeLoginSessions } from '../features/launch/fake-login-sessions';
import { fakeAuthenticate } from '../features/player-auth/fake-authenticate';
import { MAIN_WALLET } from '@suite/shared/contract';
import type { DatabaseKind } from '../db/database';
import { houseAccount, memberAccount, postJournal, readAccountBalance } from '../ledger/ledger';
import { fromCents, toSignedCents } from '../money/cents';
import { installErrorHandling } from '../http/error-handling';
import { formatValidationErrors } from '../http/validation-message';
import { openPreparedTestDatabase, type TestDatabase } from './test-databases';

export const TEST_FRAME_ORIGIN = 'http://localhost:3000';

export interface GamesTestApp {
  app: FastifyInstance;
  test: TestDatabase;
  close(): Promise<void>;
}

export async function startGamesTestApp(kind: DatabaseKind): Promise<GamesTestApp> {
  const test = await openPreparedTestDatabase(kind);
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, schemaErrorFormatter: formatValidationErrors });
  installErrorHandling(app);
  const { db } = test;
  registerContentRoutes(app, { db });
  registerGameRoutes(app, { db, authenticate: fakeAuthenticate });
  registerLaunchRoutes(app, { db, authenticate: fakeAuthenticate, frameAncestors: [TEST_FRAME_ORIGIN], loginSessions: fakeLoginSessions });
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

/** Sets a member's main-wallet balance with a ledger adjustment (the accounts part opens wallets in the real flow). */
export async function fundWallet(test: TestDatabase, memberId: string, balance: string, wallet: string = MAIN_WALLET): Promise<void> {
  await test.db.transaction(async (tx) => {
    const current = toSignedCents(await readAccountBalance(tx, memberAccount(memberId, wallet)));
    const change = toSignedCents(balance) - current;
    if (change === 0n) return;
    await postJournal(tx, {
      kind: 'adjustment',
      reference: `A${memberId}`,
      memberId,
      legs: [
        { account: houseAccount('ADJUSTMENT'), amount: fromCents(-change), entryType: 'adjustment' },
        { account: memberAccount(memberId, wallet), amount: fromCents(change), entryType: 'adjustment' },
      ],
    });
  });
}
