// The e2e port ranges, one per jest worker (issue 26 #16: two workers run the journeys side by side).
// Worker slot n (JEST_WORKER_ID, 1 in band) uses base + 50 x (n - 1): host = base, remotes base+1..4,
// extra servers base+11..14, `npm start` base+20..24, its API base+1020, the worker's own API base+1000.
// Each slot has its own API and database (started by global-setup.mjs), so no journey sees another
// worker's operator settings, test clocks or members. Keep in step with support/ports.ts.

/** SUITE_E2E_PORT_BASE moves every range (two checkouts on one machine). */
export const ROOT_BASE = Number(process.env.SUITE_E2E_PORT_BASE || 3100);
export const SLOT_STRIDE = 50;

export function slotBase(slot) {
  return ROOT_BASE + SLOT_STRIDE * (slot - 1);
}

/** This process's slot: jest workers have JEST_WORKER_ID 1..N; the global setup and a run in band are 1. */
export function currentSlot(env = process.env) {
  const id = Number(env.JEST_WORKER_ID || 1);
  return Number.isInteger(id) && id >= 1 ? id : 1;
}

export const apiPortOf = (slot) => slotBase(slot) + 1000;

/** The test clock file of a slot's API (api/src/clock/test-clock.ts). */
export function testClockFileOf(slot, env = process.env) {
  return `${env.TMPDIR || '/tmp'}/suite-e2e-test-clock-${apiPortOf(slot)}`;
}

/** The draw clock file of a slot's API (api/src/features/lottery/draw-clock.ts): "+<ms>", forward only. */
export function drawClockFileOf(slot, env = process.env) {
  return `${env.TMPDIR || '/tmp'}/suite-e2e-draw-clock-${apiPortOf(slot)}`;
}

/** Every port a slot serves on, with what it is (global-setup checks they are free). */
export function slotPorts(slot) {
  const base = slotBase(slot);
  const name = slot === 1 ? 'e2e' : `e2e worker ${slot}`;
  return [
    [apiPortOf(slot), `${name} API`],
    [base, `${name} host`],
    [base + 1, `${name} remote_games`],
    [base + 2, `${name} remote_lottery`],
    [base + 3, `${name} remote_member`],
    [base + 4, `${name} remote_agent`],
    [base + 11, `${name} remote_games v2`],
    [base + 12, `${name} hanging server`],
    [base + 13, `${name} remote_games needing a newer shared`],
    [base + 14, `${name} remote_games with a tampered entry`],
  ];
}
