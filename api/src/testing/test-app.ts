import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@suite/shared/contract';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DatabaseKind } from '../db/database';
import { openPreparedTestDatabase, type TestDatabase } from './test-databases';

export const TEST_ADMIN_TOKEN = 'test-admin-token';
/** Headers of the development admin account the test app keeps ('dev', secret TEST_ADMIN_TOKEN). */
export const TEST_ADMIN_HEADERS: Record<string, string> = { 'x-operator': 'dev', 'x-admin-token': TEST_ADMIN_TOKEN };

/** Only errors, on stderr: quiet for passing tests, the cause of an unexpected 500 when one fails. */
export const TEST_APP_LOGGER = { level: 'error', stream: process.stderr } as const;

/** A migrated, seeded database of this kind and an app on it (not listening: use `app.inject`). */
export async function startTestApp(
  kind: DatabaseKind,
  config: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; test: TestDatabase; close(): Promise<void> }> {
  const test = await openPreparedTestDatabase(kind);
  // Errors (a 500's cause above all) go to stderr, so a failure in CI says why, not only "500".
  const app = await buildApp({ db: test.db, config: { adminToken: TEST_ADMIN_TOKEN, ...config }, logger: TEST_APP_LOGGER });
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

/** The parsed envelope of an inject response. */
export function envelope<T = unknown>(response: { json(): unknown }): Envelope<T> {
  return response.json() as Envelope<T>;
}
