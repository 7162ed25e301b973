import { buildApp } from './app';
import { DEV_ADMIN_TOKEN, loadAppConfig, loadServerConfig } from './config';
import type { Database } from './db/database';
import { describeDatabase, openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let db: Database | undefined;
  try {
    const server = loadServerConfig();
    const config = loadAppConfig();
    db = await openDatabase(server);
    const report = await prepareDatabase(db);
    if (report.applied.length > 0) console.log(`api migrations applied: ${report.applied.join(', ')}`);
    if (report.changed.length > 0) {
      console.warn(`api warning: applied migrations changed since: ${report.changed.join(', ')} (add a new migration instead)`);
    }
    if (config.adminToken === DEV_ADMIN_TOKEN && !['127.0.0.1', '::1', 'localhost'].includes(server.host)) {
      console.warn(`api warning: listening on ${server.host} with the development admin token; set SUITE_ADMIN_TOKEN`);
    }
    if (process.env.NODE_ENV === 'production' && process.env.SUITE_ADMIN_TOKEN) {
      console.warn('api warning: SUITE_ADMIN_TOKEN is ignored in production; create admin accounts with scripts/admin-account');
    }
    const app = await buildApp({ db, config, logger: { level: server.logLevel } });
    await app.listen({ port: server.port, host: server.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : server.port;
    console.log(`api listening on http://${server.host}:${port} (${describeDatabase(server)})`);

    const openDb = db;
    let stopping = false;
    const stop = (signal: string): void => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        console.error(`api: ${signal} shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      app
        .close()
        .then(() => openDb.close())
        .then(() => {
          console.log(`api stopped (${signal})`);
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error('api: error while stopping', error);
          process.exit(1);
        });
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  } catch (error) {
    console.error(`api failed to start: ${error instanceof Error ? error.message : String(error)}`);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
