// Ports of the e2e suite: its own range, so it runs beside `npm start` (3000-3004, 4000).
// SUITE_E2E_PORT_BASE moves the whole range (host = base, remotes base+1..4, API base+1000), so two
// runs (say, two checkouts) can share a machine. Each jest worker has its own range and its own API,
// 50 ports further per worker (support/worker-ports.mjs, started by support/global-setup.mjs).
import { currentSlot, drawClockFileOf, slotBase, testClockFileOf } from './worker-ports.mjs';

export const E2E_WORKER_SLOT = currentSlot();
const BASE = slotBase(E2E_WORKER_SLOT);
export const E2E_API_PORT = BASE + 1000;
export const E2E_HOST_PORT = BASE;
export const E2E_REMOTE_PORTS = {
  remote_games: BASE + 1,
  remote_lottery: BASE + 2,
  remote_member: BASE + 3,
  remote_agent: BASE + 4,
} as const;
/** Second build of remote-games (swap journey) and the never-answering server (resilience journey). */
export const E2E_GAMES_V2_PORT = BASE + 11;
export const E2E_HANG_PORT = BASE + 12;
/** A build of remote-games that needs a newer @suite/shared than the host gives (swap journey). */
export const E2E_GAMES_NEEDS_NEWER_PORT = BASE + 13;
/** A copy of remote-games' build whose remoteEntry.js the integrity journey tampers with. */
export const E2E_GAMES_INTEGRITY_PORT = BASE + 14;
/** `npm start` itself on other ports (other-ports journey): host base+20, remotes base+21..24, API base+1020. */
export const E2E_START_HOST_PORT = BASE + 20;
export const E2E_START_API_PORT = BASE + 1020;

export type RemoteName = keyof typeof E2E_REMOTE_PORTS;
export const REMOTE_NAMES = Object.keys(E2E_REMOTE_PORTS) as RemoteName[];

export const HOST_URL = `http://localhost:${E2E_HOST_PORT}`;

/**
 * The image and game-launch hosts the API names in its permission data: its own origin and a local
 * alias (scripts/lib/suite-servers.mjs cdnOrigins, which the global setup's startApi passes on as
 * SUITE_CDN_ORIGINS); the served pages' CSP allows them.
 */
export const E2E_CDN_ORIGINS = [`http://127.0.0.1:${E2E_API_PORT}`, `http://localhost:${E2E_API_PORT}`];

export function remoteOrigin(name: RemoteName): string {
  return `http://localhost:${E2E_REMOTE_PORTS[name]}`;
}

/**
 * The test clock of the e2e API (api/src/clock/test-clock.ts): an ISO instant, or an offset "+<ms>",
 * written here is "now" for the settlement jobs and the safer-gambling limits only (their journeys
 * write it and clear it). Keep in step with support/global-setup.mjs.
 */
export const E2E_TEST_CLOCK_FILE = testClockFileOf(E2E_WORKER_SLOT);

/**
 * The lottery's clock of the e2e API (api/src/features/lottery/draw-clock.ts): an offset "+<ms>" that
 * only moves forward, so the lottery journeys skip to a draw instead of waiting for it
 * (support/draw-clock.ts). Keep in step with support/global-setup.mjs.
 */
export const E2E_DRAW_CLOCK_FILE = drawClockFileOf(E2E_WORKER_SLOT);
