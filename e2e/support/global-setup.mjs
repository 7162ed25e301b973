// Once per e2e run: make sure the five apps are built (npm test builds them just before; a bare
// `npx jest` here builds what is missing) and start the API on 4100 with a fresh PGlite data dir
// (or the PostgreSQL of DATABASE_URL). Test files serve the builds themselves (support/suite.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appsWithoutDist, buildApps } from '../../scripts/lib/build-apps.mjs';
import { assertPortsFree } from '../../scripts/lib/proc.mjs';
import { startApi } from '../../scripts/lib/suite-servers.mjs';

// Same range as support/ports.ts (SUITE_E2E_PORT_BASE, default 3100).
const BASE = Number(process.env.SUITE_E2E_PORT_BASE || 3100);
const API_PORT = BASE + 1000;
const PORTS = [
  [API_PORT, 'e2e API'],
  [BASE, 'e2e host'],
  [BASE + 1, 'e2e remote_games'],
  [BASE + 2, 'e2e remote_lottery'],
  [BASE + 3, 'e2e remote_member'],
  [BASE + 4, 'e2e remote_agent'],
  [BASE + 11, 'e2e remote_games v2'],
  [BASE + 12, 'e2e hanging server'],
  [BASE + 13, 'e2e remote_games needing a newer shared'],
  [BASE + 14, 'e2e remote_games with a tampered entry'],
];

export default async function globalSetup() {
  await assertPortsFree(PORTS.map(([port, label]) => ({ port, label })));
  const missing = appsWithoutDist();
  if (missing.length > 0) {
    console.log(`\n[e2e] no build for ${missing.map((app) => app.pkg).join(', ')}: building it`);
    await buildApps(missing, { log: (line) => console.log(`[e2e] ${line}`) });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suite-e2e-data-'));
  const started = Date.now();
  globalThis.__SUITE_E2E__ = { dataDir };
  // Every journey's browser calls the API from 127.0.0.1: the per-IP global limit (600/min, meant for
  // one player) would refuse the suite's own traffic. The login, SMS and captcha limits stay in force.
  // The API's site origins (CORS, the lobby's back link, frame-ancestors) are this run's ports, so a
  // run on another SUITE_E2E_PORT_BASE works too (the API's default list knows 3000-3004, 3100-3104).
  const origins = PORTS.filter(([port]) => port !== API_PORT).flatMap(([port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  // The agent-centre and safer-gambling journeys move the clock of the settlement and the limits (only
  // theirs: api/src/clock/test-clock.ts) through this file (support/ports.ts E2E_TEST_CLOCK_FILE); it
  // starts absent: real time.
  const testClock = `${process.env.TMPDIR || '/tmp'}/suite-e2e-test-clock-${API_PORT}`;
  rmSync(testClock, { force: true });
  const env = {
    SUITE_RATE_LIMIT_MAX: '100000',
    SUITE_TEST_CLOCK_FILE: testClock,
    // The safer-gambling journey's reality check every minute (a test setting of the API).
    SUITE_REALITY_CHECK_TEST_MINUTE: '1',
    ...(process.env.SUITE_CORS_ORIGINS ? {} : { SUITE_CORS_ORIGINS: origins.join(',') }),
  };
  const api = await startApi({ port: API_PORT, dataDir, quiet: true, pglite: true, env });
  globalThis.__SUITE_E2E__.api = api;
  // Safety net when jest exits without running the teardown (Ctrl-C, a crash): no API left behind.
  process.once('exit', () => {
    try {
      process.kill(-api.pid, 'SIGKILL');
    } catch {
      /* already stopped */
    }
  });
  console.log(`\n[e2e] API ready on :${API_PORT} in ${((Date.now() - started) / 1000).toFixed(1)} s (PGlite in ${dataDir})`);
}
