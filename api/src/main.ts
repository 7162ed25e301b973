import cluster from 'node:cluster';
import { buildApp } from './app';
import { relayBetweenWorkers } from './cache/bus';
import { DEV_ADMIN_TOKEN, loadAppConfig, loadServerConfig, type ServerConfig } from './config';
import type { Database } from './db/database';
import { describeDatabase, openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare';
import { drawClockFromEnv } from './features/lottery/draw-clock';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A worker that dies is replaced, but not more often than this (a crash loop would spin). */
const RESPAWN_DELAY_MS = 1_000;

async function prepare(db: Database): Promise<void> {
  const report = await prepareDatabase(db);
  if (report.applied.length > 0) console.log(`api migrations applied: ${report.applied.join(', ')}`);
  if (report.changed.length > 0) {
    console.warn(`api warning: applied migrations changed since: ${report.changed.join(', ')} (add a new migration instead)`);
  }
}

/** One API process: the only one (SUITE_API_WORKERS=1, the default), or a worker of the cluster. */
async function serveOne(server: ServerConfig): Promise<void> {
  let db: Database | undefined;
  try {
    const config = loadAppConfig();
    db = await openDatabase(server);
    // The cluster's primary has migrated and seeded already.
    if (!cluster.isWorker) await prepare(db);
    if (!cluster.isWorker && config.adminToken === DEV_ADMIN_TOKEN && !['127.0.0.1', '::1', 'localhost'].includes(server.host)) {
      console.warn(`api warning: listening on ${server.host} with the development admin token; set SUITE_ADMIN_TOKEN`);
    }
    if (!cluster.isWorker && process.env.NODE_ENV === 'production' && process.env.SUITE_ADMIN_TOKEN) {
      console.warn('api warning: SUITE_ADMIN_TOKEN is ignored in production; create admin accounts with scripts/admin-account');
    }
    const app = await buildApp({ db, config, logger: { level: server.logLevel } });
    await app.listen({ port: server.port, host: server.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : server.port;
    if (!cluster.isWorker) console.log(`api listening on http://${server.host}:${port} (${describeDatabase(server)})`);

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
          if (!cluster.isWorker) console.log(`api stopped (${signal})`);
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error('api: error while stopping', error);
          process.exit(1);
        });
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    // A worker whose primary went away stops too.
    if (cluster.isWorker) process.once('disconnect', () => stop('disconnect'));
  } catch (error) {
    console.error(`api${cluster.isWorker ? ` worker ${process.pid}` : ''} failed to start: ${error instanceof Error ? error.message : String(error)}`);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * SUITE_API_WORKERS=N (N > 1, PostgreSQL only): this process migrates and seeds once, then forks N
 * workers that share the port (node:cluster hands connections round-robin) and relays their bus
 * messages (cache/bus.ts). A worker that dies is replaced; SIGINT/SIGTERM stop them all.
 */
async function runPrimary(server: ServerConfig): Promise<void> {
  try {
    const db = await openDatabase(server);
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    console.error(`api failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  relayBetweenWorkers();
  let stopping = false;
  let listening = 0;
  let started = false;
  cluster.on('listening', () => {
    listening += 1;
    if (!started && listening === server.workers) {
      started = true;
      console.log(`api listening on http://${server.host}:${server.port} (${describeDatabase(server)}, ${server.workers} worker processes)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        console.log('api stopped');
        process.exit(0);
      }
      return;
    }
    if (!started) {
      // A worker that cannot start (port taken, database away) would fail again: stop.
      console.error(`api failed to start: worker ${worker.process.pid} exited (${signal ?? code})`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`api: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESPAWN_DELAY_MS).unref();
  });
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`api: ${signal} shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + 1_000).unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < server.workers; i += 1) cluster.fork();
}

function main(): void {
  let server: ServerConfig;
  try {
    server = loadServerConfig();
    // The lottery's test seam is refused in production before the database is touched.
    drawClockFromEnv();
  } catch (error) {
    console.error(`api failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (server.workers > 1 && !server.databaseUrl) {
    console.error(
      `api failed to start: SUITE_API_WORKERS=${server.workers} needs PostgreSQL (set DATABASE_URL); PGlite is one process (unset SUITE_API_WORKERS or set it to 1)`,
    );
    process.exit(1);
  }
  if (server.workers > 1 && cluster.isPrimary) void runPrimary(server);
  else void serveOne(server);
}

main();
