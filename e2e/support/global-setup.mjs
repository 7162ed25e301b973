// Once per e2e run: make sure the five apps are built (npm test builds them just before; a bare
// `npx jest` here builds what is missing) and start one API per jest worker (4100, 4150 ...: see
// support/worker-ports.mjs), each with a fresh PGlite data dir. Test files serve the builds themselves
// (support/suite.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appsWithoutDist, buildApps } from '../../scripts/lib/build-apps.mjs';
import { assertPortsFree } from '../../scripts/lib/proc.mjs';
import { startApi } from '../../scripts/lib/suite-servers.mjs';
import { apiPortOf, drawClockFileOf, slotPorts, testClockFileOf } from './worker-ports.mjs';

/** How many journey files run at once: jest's workers (1 with --runInBand or a single file). */
function slotCount(globalConfig) {
  const workers = Number(globalConfig?.maxWorkers ?? 1);
  return Number.isInteger(workers) && workers > 1 ? workers : 1;
}

/** One worker slot's API: a fresh PGlite data dir, its own test clock files, its own site origins. */
async function startSlotApi(slot) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `suite-e2e-data-${slot}-`));
  const apiPort = apiPortOf(slot);
  // Every journey's browser calls the API from 127.0.0.1: the per-IP global limit (600/min, meant for
  // one player) would refuse the suite's own traffic. The login, SMS and captcha limits stay in force.
  // The API's site origins (CORS, the lobby's back link, frame-ancestors) are this slot's ports, so a
  // run on another SUITE_E2E_PORT_BASE works too (the API's default list knows 3000-3004, 3100-3104).
  const origins = slotPorts(slot)
    .filter(([port]) => port !== apiPort)
    .flatMap(([port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  // The agent-centre and safer-gambling journeys move the clock of the settlement and the limits (only
  // theirs: api/src/clock/test-clock.ts) through this file (support/ports.ts E2E_TEST_CLOCK_FILE); it
  // starts absent: real time.
  const testClock = testClockFileOf(slot);
  rmSync(testClock, { force: true });
  // The lottery journeys move the lottery's own clock forward (draws, locks, bets: support/draw-clock.ts)
  // through this one; it starts absent: real time.
  const drawClock = drawClockFileOf(slot);
  rmSync(drawClock, { force: true });
  const env = {
    SUITE_RATE_LIMIT_MAX: '100000',
    // scrypt at 2^14 instead of 2^17 (the lowest the API takes): every login, registration and payment
    // password of the journeys hashes, ~0.25 s of CPU each at 2^17 (issue 26 #16). The production cost is
    // proved in api/src/features/session/password-hash.test.ts; nothing here measures a hash.
    SUITE_SCRYPT_LN: '14',
    SUITE_TEST_CLOCK_FILE: testClock,
    SUITE_TEST_DRAW_CLOCK_FILE: drawClock,
    // The safer-gambling journey's reality check every minute (a test setting of the API).
    SUITE_REALITY_CHECK_TEST_MINUTE: '1',
    ...(process.env.SUITE_CORS_ORIGINS ? {} : { SUITE_CORS_ORIGINS: origins.join(',') }),
  };
  const api = await startApi({ port: apiPort, dataDir, quiet: true, pglite: true, env });
  return { slot, port: apiPort, dataDir, api };
}

export default async function globalSetup(globalConfig) {
  const slots = Array.from({ length: slotCount(globalConfig) }, (_, index) => index + 1);
  await assertPortsFree(slots.flatMap((slot) => slotPorts(slot).map(([port, label]) => ({ port, label }))));
  const missing = appsWithoutDist();
  if (missing.length > 0) {
    console.log(`\n[e2e] no build for ${missing.map((app) => app.pkg).join(', ')}: building it`);
    await buildApps(missing, { log: (line) => console.log(`[e2e] ${line}`) });
  }
  const started = Date.now();
  const apis = [];
  globalThis.__SUITE_E2E__ = { apis };
  // Safety net when jest exits without running the teardown (Ctrl-C, a crash): no API left behind.
  process.once('exit', () => {
    for (const { api } of apis) {
      try {
        process.kill(-api.pid, 'SIGKILL');
      } catch {
        /* already stopped */
      }
    }
  });
  for (const slotApi of await Promise.all(slots.map(startSlotApi))) apis.push(slotApi);
  const where = apis.map(({ port, dataDir }) => `:${port} (PGlite in ${dataDir})`).join(', ');
  console.log(`\n[e2e] ${apis.length === 1 ? 'API' : `${apis.length} APIs, one per worker,`} ready on ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
